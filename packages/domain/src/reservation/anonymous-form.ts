import { type EmailError, validateEmail } from '../contact/email';
import type { FormResult } from '../contact/forms';
import { type PhoneError, validatePhone } from '../contact/phone';
import { type TextError, validateAnonymousName } from '../contact/text';
import { type IdentityCodeError, normalizeIdentityCode, parseIdentityCode } from '../identity/identity-code';
import { err, ok, type Result } from '../result/result';
import { isWithinHours } from '../time/referral';
import { helsinkiIsoDate } from '../time/zone';

/** What a visitor types in the anonymous reservation form (booking.md §5). */
export interface AnonymousFormInput {
  readonly ssn: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly email: string;
  readonly termsAccepted: boolean;
  /** The binding-reservation checkbox; only asked for within the threshold hours. */
  readonly bindingAccepted: boolean;
}

/** The anonymous form's values as they are sent, normalised. */
export interface AnonymousFormValue {
  readonly ssn: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly emailAddress: string;
}

/** Why a box left unticked stops the form. */
export type CheckboxError = 'required';

/** The error of each refused field; a field that passed is absent. */
export type AnonymousFormErrors = Partial<{
  ssn: IdentityCodeError;
  firstName: TextError;
  lastName: TextError;
  phone: PhoneError;
  email: EmailError;
  terms: CheckboxError;
  binding: CheckboxError;
}>;

/** What the form rules need besides the input. */
export interface AnonymousFormContext {
  readonly appointmentStart: Date;
  readonly now: Date;
  /** The brand's binding-reservation threshold (`BrandConfig.bindingReservationHours`). */
  readonly bindingReservationHours: number;
  /** Passed to the identity code rule; production passes `false`. */
  readonly allowDevelopmentCodes?: boolean;
}

/**
 * Tells whether the binding-reservation checkbox is asked for: the appointment starts within
 * the threshold hours (elapsed hours, so a clock change in Helsinki does not move it).
 */
export function requiresBindingConfirmation(
  context: Pick<AnonymousFormContext, 'appointmentStart' | 'now' | 'bindingReservationHours'>,
): boolean {
  return isWithinHours(context.appointmentStart, context.now, context.bindingReservationHours);
}

/**
 * Checks the anonymous reservation form: a valid identity code (trimmed, upper case, at most
 * 11 characters), both names, a Finnish phone number, an e-mail address, the terms, and the
 * binding-reservation box when the appointment is near. Answers the values to send or the
 * error of every refused field.
 */
export function validateAnonymousForm(
  input: AnonymousFormInput,
  context: AnonymousFormContext,
): FormResult<AnonymousFormValue, AnonymousFormErrors> {
  const today = helsinkiIsoDate(context.now);
  const codeOptions =
    context.allowDevelopmentCodes === undefined
      ? { today }
      : { allowDevelopmentCodes: context.allowDevelopmentCodes, today };
  const ssn = parseIdentityCode(input.ssn, codeOptions);
  const results = {
    ssn: ssn.ok ? ok(ssn.value.code) : err(ssn.error),
    firstName: validateAnonymousName(input.firstName),
    lastName: validateAnonymousName(input.lastName),
    phone: validatePhone(input.phone, 'booking'),
    email: validateEmail(input.email),
    terms: checkbox(input.termsAccepted),
    binding: requiresBindingConfirmation(context) ? checkbox(input.bindingAccepted) : ok(true),
  };
  const errors: Record<string, string> = {};
  for (const [field, result] of Object.entries(results) as [string, Result<unknown, string>][]) {
    if (!result.ok) errors[field] = result.error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors: errors as AnonymousFormErrors };
  return {
    ok: true,
    value: {
      ssn: normalizeIdentityCode(input.ssn),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phone: results.phone.ok ? results.phone.value : '',
      emailAddress: input.email.trim(),
    },
  };
}

function checkbox(ticked: boolean): Result<true, CheckboxError> {
  return ticked ? ok(true) : err('required');
}

/**
 * Tells whether the form can be sent: every rule holds and no reservation is under way
 * ("Submit is disabled until all hold or while reserving").
 */
export function canSubmitAnonymousForm(
  input: AnonymousFormInput,
  context: AnonymousFormContext,
  reserving: boolean,
): boolean {
  return !reserving && validateAnonymousForm(input, context).ok;
}

/** The fields that warn when left empty after the visitor has been in them. */
export type ContactWarningField = 'phone' | 'email';

/**
 * The warnings to show (booking.md §5: "A warning shows when phone or email is missing after
 * blur"): each field the visitor has left (`blurred`) and that is still blank.
 */
export function anonymousFormWarnings(
  input: Pick<AnonymousFormInput, 'phone' | 'email'>,
  blurred: ReadonlySet<ContactWarningField>,
): ContactWarningField[] {
  return (['phone', 'email'] as const).filter((field) => blurred.has(field) && input[field].trim() === '');
}
