import { type EmailError, validateEmail } from './email';
import { type PhoneError, validatePhone } from './phone';
import {
  type TextError,
  textLimits,
  validateGuardianName,
  validatePostOffice,
  validateStreetAddress,
  validateText,
  validateZipCode,
} from './text';

/** The contact form of my information and of the booking page (patient-area.md §5). */
export interface ContactDetailsInput {
  readonly streetAddress: string;
  readonly zipCode: string;
  readonly postOffice: string;
  readonly emailAddress: string;
  readonly phoneNumber: string;
}

/** The error of each refused field; a field that passed is absent. */
export type ContactDetailsErrors = Partial<{
  streetAddress: TextError;
  zipCode: TextError;
  postOffice: TextError;
  emailAddress: EmailError;
  phoneNumber: PhoneError;
}>;

/** The answer of a form validator: every value normalised, or the errors of the refused fields. */
export type FormResult<T, E> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: E };

function collect<T extends object, E>(
  results: {
    [K in keyof T]: { ok: true; value: T[K] } | { ok: false; error: unknown };
  },
): FormResult<T, E> {
  const value: Record<string, unknown> = {};
  const errors: Record<string, unknown> = {};
  for (const [key, result] of Object.entries(results) as [
    string,
    { ok: boolean; value?: unknown; error?: unknown },
  ][]) {
    if (result.ok) value[key] = result.value;
    else errors[key] = result.error;
  }
  return Object.keys(errors).length === 0
    ? { ok: true, value: value as T }
    : { ok: false, errors: errors as E };
}

/** Checks the whole contact form; values come back trimmed and the phone normalised. */
export function validateContactDetails(
  input: ContactDetailsInput,
): FormResult<ContactDetailsInput, ContactDetailsErrors> {
  return collect<ContactDetailsInput, ContactDetailsErrors>({
    streetAddress: validateStreetAddress(input.streetAddress),
    zipCode: validateZipCode(input.zipCode),
    postOffice: validatePostOffice(input.postOffice),
    emailAddress: validateEmail(input.emailAddress),
    phoneNumber: validatePhone(input.phoneNumber, 'contact'),
  });
}

/** One guardian of the guardian form (patient-area.md §3). */
export interface GuardianInput {
  readonly name: string;
  readonly phone: string;
  readonly emailAddress: string;
  /** The guardian lives at the child's address; the address fields are then neither shown nor checked. */
  readonly isGuardianHasSameAddress: boolean;
  readonly streetAddress: string;
  readonly zipCode: string;
  readonly postOffice: string;
}

/** The error of each refused guardian field. */
export type GuardianErrors = Partial<{
  name: TextError;
  phone: PhoneError;
  emailAddress: EmailError;
  streetAddress: TextError;
  zipCode: TextError;
  postOffice: TextError;
}>;

/** The most guardians a child can have in the form. */
export const maxGuardians = 2;

/**
 * Checks one guardian: name (max 40), phone (max 20), e-mail, and unless the address is the
 * child's, street (max 30), postal code (5 digits) and post office (max 30).
 */
export function validateGuardian(input: GuardianInput): FormResult<GuardianInput, GuardianErrors> {
  const same = input.isGuardianHasSameAddress;
  const skip = <T>(value: T) => ({ ok: true as const, value });
  return collect<GuardianInput, GuardianErrors>({
    name: validateGuardianName(input.name),
    phone: validatePhone(input.phone, 'guardian'),
    emailAddress: validateEmail(input.emailAddress),
    isGuardianHasSameAddress: skip(same),
    streetAddress: same ? skip('') : validateText(input.streetAddress, textLimits.guardianStreetAddress),
    zipCode: same ? skip('') : validateZipCode(input.zipCode),
    postOffice: same ? skip('') : validateText(input.postOffice, textLimits.guardianPostOffice),
  });
}
