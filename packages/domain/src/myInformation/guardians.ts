import { z } from 'zod/mini';
import { type GuardianErrors, type GuardianInput, maxGuardians, validateGuardian } from '../contact';

/** The fields of a guardian in the order the form shows them and its error summary names them. */
export const guardianFields = [
  'name',
  'phone',
  'emailAddress',
  'streetAddress',
  'zipCode',
  'postOffice',
] as const;
/** One of {@link guardianFields}. */
export type GuardianField = (typeof guardianFields)[number];

/** A guardian with nothing filled in, living elsewhere than the child. */
export const emptyGuardian: GuardianInput = {
  name: '',
  phone: '',
  emailAddress: '',
  isGuardianHasSameAddress: false,
  streetAddress: '',
  zipCode: '',
  postOffice: '',
};

/**
 * The first guardian's name as the population register gives it: the last name, then the first
 * names (patient-area.md §3).
 */
export function registerGuardianName(person: {
  readonly firstName: string;
  readonly lastName: string;
}): string {
  return `${person.lastName} ${person.firstName}`.trim();
}

/** Another guardian may be added while there are fewer than two. */
export function canAddGuardian(count: number): boolean {
  return count < maxGuardians;
}

/** The first guardian is the population register's and stays; the ones after it can be removed. */
export function canRemoveGuardian(index: number): boolean {
  return index > 0;
}

/**
 * The fields named in the error summary ('Please check the following fields: …'): each refused
 * field once, in the form's order, whichever guardian it belongs to.
 */
export function guardianErrorFields(errors: readonly GuardianErrors[]): readonly GuardianField[] {
  return guardianFields.filter((field) => errors.some((error) => error[field] !== undefined));
}

/** Checks every guardian of the form: the values to send, or each guardian's errors. */
export function validateGuardians(
  guardians: readonly GuardianInput[],
):
  | { readonly ok: true; readonly value: readonly GuardianInput[] }
  | { readonly ok: false; readonly errors: readonly GuardianErrors[] } {
  const results = guardians.map(validateGuardian);
  if (results.every((result) => result.ok)) return { ok: true, value: results.map((result) => result.value) };
  return { ok: false, errors: results.map((result) => (result.ok ? {} : result.errors)) };
}

// Wire shape of the guardians' contact information (`GET /api/user/guardians`).

/** One stored guardian as my information shows it; the identity code only obfuscated. */
export const storedGuardianWire = z.object({
  name: z.string(),
  obfuscatedPersonalIdentityCode: z.nullable(z.string()),
  phone: z.string(),
  emailAddress: z.string(),
  isGuardianHasSameAddress: z.boolean(),
  streetAddress: z.string(),
  zipCode: z.string(),
  postOffice: z.string(),
});
export type StoredGuardian = z.infer<typeof storedGuardianWire>;

/**
 * `GET /api/user/guardians`: the patient's guardians, view-only for everyone (patient-area.md §5):
 * each guardian updates their own details.
 */
export const guardiansAnswer = z.object({
  type: z.literal('success'),
  guardians: z.array(storedGuardianWire).check(z.maxLength(maxGuardians)),
});
export type GuardiansAnswer = z.infer<typeof guardiansAnswer>;
