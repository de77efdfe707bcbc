import { z } from 'zod/mini';
import { healthCareTypes } from '../catalogue/customer';
import { validateAnonymousName, validateEmail, validatePhone } from '../contact';
import { parseIdentityCode } from '../identity';
import { internalOrganizations } from '../reservation/brand-choices';
import { appointmentWire } from './appointments';
import { ruleField } from './rule';
import { text } from './text';

// Wire shapes of reserving (booking.md §3 and §7).

const appointmentId = z.coerce.number().check(z.int(), z.positive());
const organization = z.enum(internalOrganizations);
const email = ruleField(validateEmail);
const phone = ruleField((input) => validatePhone(input, 'booking'));

/** Body of `POST /api/reserve-appointment` (signed in). */
export const reserveRequest = z.object({
  internalOrganization: organization,
  appointmentId,
  emailAddress: email,
  phone,
  /** Our addition: which visit type the person booked through (the page variant); default private. */
  healthCareType: z._default(z.enum(healthCareTypes), 'private'),
  description: z.optional(text({ max: 500, lines: true })),
  conceptCode: z.optional(text({ max: 20 })),
  dcpContentHash: z.optional(text({ max: 200 })),
  pohjolaPolicyId: z.optional(text({ max: 60 })),
});
export type ReserveRequest = z.output<typeof reserveRequest>;

/**
 * How many future bookings one identity code may hold from the anonymous form, apart from the
 * brand's limit for all web bookings: knowing a person's code and name must not be enough to fill
 * that person's quota.
 */
export const maxFutureAnonymousReservations = 2;

/** Body of `POST /api/anon/reserve-appointment`. */
export const anonymousReserveRequest = z.object({
  internalOrganization: organization,
  appointmentId,
  emailAddress: email,
  phone,
  // The same name rule as the anonymous form's, so the server refuses nothing the form let through.
  firstName: ruleField(validateAnonymousName),
  lastName: ruleField(validateAnonymousName),
  ssn: ruleField((input) => {
    const parsed = parseIdentityCode(input, { allowDevelopmentCodes: false });
    return parsed.ok ? { ok: true as const, value: parsed.value.code } : parsed;
  }),
});
export type AnonymousReserveRequest = z.output<typeof anonymousReserveRequest>;

/** What a successful reservation answers: enough for the confirmation and the calendar file. */
export const reservationDetails = z.object({
  reservationId: z.number().check(z.int()),
  appointment: appointmentWire,
  emailAddress: z.string(),
  phone: z.string(),
  /** Until when the reservation can be cancelled online. */
  cancellableUntil: z.iso.datetime({ offset: true }),
});
export type ReservationDetails = z.infer<typeof reservationDetails>;

export const reserveAnswer = z.object({ type: z.literal('success'), reservationDetails });
