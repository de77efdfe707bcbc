import { z } from 'zod/mini';
import { registrationRequest } from '../api/patient';
import { isValidIdentityCode, normalizeIdentityCode } from '../identity/identity-code';

// Wire shapes of acting for a child, read by the app and declared by the server.

const personName = z.object({ firstName: z.string(), lastName: z.string() });

/** One child in the signed-in guardian's care, as the population register tells. */
export const wardWire = z.object({
  /** The child's identity code: the guardian chooses by it, and it never goes in an address. */
  personalIdentityCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Whole years today, from the identity code. */
  age: z.number().check(z.int(), z.minimum(0)),
  /** False from 12: the child signs in alone, and choosing them answers `disallowed`. */
  mayActFor: z.boolean(),
});
export type WardWire = z.infer<typeof wardWire>;

/** `GET /api/guardian/children`: the guardian's children under 18, youngest first. */
export const wardsAnswer = z.object({
  type: z.literal('success'),
  children: z.array(wardWire).check(z.maxLength(50)),
});
export type WardsAnswer = z.infer<typeof wardsAnswer>;

/** `POST /api/acting-for` body: the child to act for. */
export const actForRequest = z.object({
  personalIdentityCode: z
    .pipe(z.string().check(z.maxLength(11)), z.transform(normalizeIdentityCode))
    .check(z.refine((code) => isValidIdentityCode(code), 'A valid personal identity code')),
});

/** `POST /api/acting-for` answer: the child now acted for. */
export const actingForAnswer = z.object({ type: z.literal('success'), child: personName });

/** The child a signed-in guardian acts for, as the session tells the shell. */
export const actingForWire = personName;
export type ActingFor = z.infer<typeof actingForWire>;

/**
 * `POST /api/acting-for/registration` body: a guardian registers the chosen child who has no patient
 * record yet (booking.md §2 item 9, the child variant). The names are the population register's; the
 * server takes them from there, whatever the form sends.
 */
export const childRegistrationRequest = z.extend(registrationRequest, {
  personalIdentityCode: actForRequest.shape.personalIdentityCode,
});
export type ChildRegistrationRequest = z.output<typeof childRegistrationRequest>;
