import { err, ok, type Result } from '../result/result';

/** The forms that ask for a phone number; each has its own rule in the specification. */
export const phoneForms = ['contact', 'booking', 'guardian', 'smsLogin'] as const;
/** One of {@link phoneForms}. */
export type PhoneForm = (typeof phoneForms)[number];

/** Why a phone number was refused. */
export const phoneErrors = ['required', 'tooLong', 'format'] as const;
/** One of {@link phoneErrors}. */
export type PhoneError = (typeof phoneErrors)[number];

interface PhoneRule {
  readonly maxLength: number | null;
  readonly finnish: boolean;
  readonly minDigits: number;
}

// contact: patient-area.md §5 (max 15, Finnish); booking: booking.md §5 (Finnish);
// guardian: patient-area.md §5 (max 20, any country); smsLogin: patient-area.md §5 (6 digits).
const rules: Readonly<Record<PhoneForm, PhoneRule>> = {
  contact: { maxLength: 15, finnish: true, minDigits: 1 },
  booking: { maxLength: null, finnish: true, minDigits: 1 },
  guardian: { maxLength: 20, finnish: false, minDigits: 1 },
  smsLogin: { maxLength: null, finnish: false, minDigits: 6 },
};

// A Finnish number in international form: +358, then a national number that does not start
// with 0 (a 0 there is the trunk prefix typed twice), 5 to 20 digits long.
const finnish = /^\+358[1-9]\d{4,19}$/;
const phoneShape = /^\+?\d+$/;

/**
 * Writes a phone number the way it is stored: whitespace removed, an international `00`
 * prefix as `+`, and a leading trunk `0` as `+358`. Anything else is left as typed.
 *
 * @example normalizePhone(' 040 123 4567') // '+358401234567'
 */
export function normalizePhone(input: string): string {
  const compact = input.replace(/\s+/g, '');
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `+358${compact.slice(1)}`;
  return compact;
}

/**
 * Checks a phone number by the rule of the form it was typed in and answers it normalised
 * ({@link normalizePhone}). Lengths count the normalised value, so spaces do not use up room.
 */
export function validatePhone(input: string, form: PhoneForm): Result<string, PhoneError> {
  const rule = rules[form];
  const value = normalizePhone(input);
  if (value === '') return err('required');
  if (rule.maxLength !== null && value.length > rule.maxLength) return err('tooLong');
  if (!phoneShape.test(value) || value.replace('+', '').length < rule.minDigits) return err('format');
  if (rule.finnish && !finnish.test(value)) return err('format');
  return ok(value);
}

/**
 * Room for the spaces a person types in a phone number (`040 123 4567`): the rule counts the number
 * without them, so the input holds this many characters more than {@link phoneMaxLength}.
 */
export const phoneTypingRoom = 5;

/** The longest number a form's rule accepts, spaces removed; `null` where the rule sets none. */
export function phoneMaxLength(form: PhoneForm): number | null {
  return rules[form].maxLength;
}

/** A `tel:` link for a number as shown to people (`0303 0303` → `tel:+3583030303`). */
export function telHref(phone: string): string {
  return `tel:${normalizePhone(phone)}`;
}
