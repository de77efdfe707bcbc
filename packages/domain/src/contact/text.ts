import { hasControlCharacter } from '../api/text';
import { err, ok, type Result } from '../result/result';

/**
 * Why a text field was refused; `controlCharacter` is a line break, a tab or another control
 * character, which the server refuses in every request text (`api/text.ts`).
 */
export const textErrors = ['required', 'tooShort', 'tooLong', 'format', 'controlCharacter'] as const;
/** One of {@link textErrors}. */
export type TextError = (typeof textErrors)[number];

/** Length limits of a text field, counted in characters (code points) after trimming. */
export interface TextLimits {
  readonly min: number;
  readonly max: number;
}

/** The length of a text as people count it: an emoji or `å` is one character. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** Checks a required text field against its limits and answers it trimmed. */
export function validateText(input: string, { min, max }: TextLimits): Result<string, TextError> {
  const value = input.trim();
  const length = characterCount(value);
  if (length === 0) return err('required');
  if (length < min) return err('tooShort');
  if (length > max) return err('tooLong');
  if (hasControlCharacter(value)) return err('controlCharacter');
  return ok(value);
}

/** Limits of the fields of the specification (patient-area.md §5 and §9, messaging-invoices-shell.md §5). */
export const textLimits = {
  streetAddress: { min: 2, max: 30 },
  postOffice: { min: 2, max: 30 },
  personName: { min: 2, max: 50 },
  // The anonymous reservation asks only that the names are not blank (booking.md §5); the longest is
  // the contact form's. The names must match the patient record anyway.
  anonymousName: { min: 1, max: 50 },
  guardianName: { min: 1, max: 40 },
  guardianStreetAddress: { min: 1, max: 30 },
  guardianPostOffice: { min: 1, max: 30 },
} as const satisfies Record<string, TextLimits>;

/** Street address: required, 2 to 30 characters. */
export function validateStreetAddress(input: string): Result<string, TextError> {
  return validateText(input, textLimits.streetAddress);
}

/** Post office: required, 2 to 30 characters. */
export function validatePostOffice(input: string): Result<string, TextError> {
  return validateText(input, textLimits.postOffice);
}

/** First or last name: required, 2 to 50 characters. */
export function validatePersonName(input: string): Result<string, TextError> {
  return validateText(input, textLimits.personName);
}

/** A name on the anonymous reservation form: not blank, at most 50 characters. */
export function validateAnonymousName(input: string): Result<string, TextError> {
  return validateText(input, textLimits.anonymousName);
}

/** A guardian's name: required, at most 40 characters. */
export function validateGuardianName(input: string): Result<string, TextError> {
  return validateText(input, textLimits.guardianName);
}

/** Digits of a Finnish postal code. */
export const zipCodeLength = 5;

/** Finnish postal code: exactly {@link zipCodeLength} digits after trimming. */
export function validateZipCode(input: string): Result<string, TextError> {
  const value = input.trim();
  if (value === '') return err('required');
  return value.length === zipCodeLength && /^[0-9]+$/.test(value) ? ok(value) : err('format');
}
