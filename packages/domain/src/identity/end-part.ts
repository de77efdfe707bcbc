import { err, ok, type Result } from '../result/result';
import { isCheckCharacter } from './check-character';

/** The number of characters of the end part (the last four of the identity code). */
export const endPartLength = 4;

/** Why an end part was refused. */
export const endPartErrors = ['required', 'length', 'format'] as const;
/** One of {@link endPartErrors}. */
export type EndPartError = (typeof endPartErrors)[number];

/**
 * Tells whether a character may be typed in one box of the end-part entry (patient-area.md §5):
 * boxes 0-2 take a digit, box 3 a digit or a check character. Letters count in either case,
 * since the entry upper-cases them.
 */
export function isEndPartCharAllowed(index: number, char: string): boolean {
  if (char.length !== 1) return false;
  if (index >= 0 && index < endPartLength - 1) return /^\d$/.test(char);
  if (index === endPartLength - 1) return isCheckCharacter(char);
  return false;
}

/**
 * Checks the last four characters of an identity code typed to check in without signing in;
 * answers them upper-cased. Whether they belong to the patient is the server's question.
 */
export function validateEndPart(input: string): Result<string, EndPartError> {
  const value = input.trim().toUpperCase();
  if (value === '') return err('required');
  if (value.length !== endPartLength) return err('length');
  const allowed = [...value].every((char, index) => isEndPartCharAllowed(index, char));
  return allowed ? ok(value) : err('format');
}
