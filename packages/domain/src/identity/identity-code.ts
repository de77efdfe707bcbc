import { formatIsoDate, isRealDate, parseIsoDate, wholeYearsBetween } from '../calendar/calendar';
import { err, ok, type Result } from '../result/result';
import { checkCharacter, checkCharacters } from './check-character';

/** Why an identity code was refused, in the order the checks run. */
export const identityCodeErrors = ['required', 'tooLong', 'format', 'date', 'checkCharacter'] as const;
/** One of {@link identityCodeErrors}. */
export type IdentityCodeError = (typeof identityCodeErrors)[number];

/** What a valid personal identity code tells. */
export interface IdentityCode {
  /** The normalised code (trimmed, upper case). */
  readonly code: string;
  /** `yyyy-mm-dd`. */
  readonly birthDate: string;
  readonly gender: 'female' | 'male';
  /** The three characters after the century sign (`902`; letters in a development code). */
  readonly individualNumber: string;
  /** Individual numbers 900-999 are test codes; development codes are test codes too. */
  readonly isTestCode: boolean;
  /** Written with letters in place of the individual number, see {@link parseIdentityCode}. */
  readonly isDevelopmentCode: boolean;
}

/** Options of {@link parseIdentityCode}. */
export interface IdentityCodeOptions {
  /** Accept development-style codes. Default: accepted unless this is `false` (booking.md §5). */
  readonly allowDevelopmentCodes?: boolean;
  /**
   * Today's Helsinki calendar date (`yyyy-mm-dd`): a code whose birth date is after it is refused
   * as `date` (`010195A433X`, born 2095). The caller knows the day; this module reads no clock.
   */
  readonly today?: string;
}

/** The longest code, the 11 characters of `DDMMYYCNNNT`. */
export const identityCodeMaxLength = 11;

const centuries: Readonly<Record<string, number>> = {
  '+': 1800,
  '-': 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

const shape = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])([0-9A-Z]{3})(.)$/;
const digits = /^\d{3}$/;
// "A development-style code (two letters and a digit in place of the ending)": read here as the
// three-digit individual number written as two letters and a digit (`010190-TE1X`). Such a code
// has no nine digits to divide, so its last character only has to be a check character.
const development = /^[A-Z]{2}\d$/;

/** Trims and upper-cases what a person typed. */
export function normalizeIdentityCode(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * Reads a Finnish personal identity code (booking.md §5, messaging-invoices-shell.md §9).
 * Checks, in order: something was given, at most 11 characters, the shape `DDMMYY`, century
 * sign, individual number and check character, a real birth date, and the check character.
 */
export function parseIdentityCode(
  input: string,
  options: IdentityCodeOptions = {},
): Result<IdentityCode, IdentityCodeError> {
  const code = normalizeIdentityCode(input);
  if (code === '') return err('required');
  if (code.length > identityCodeMaxLength) return err('tooLong');
  const match = shape.exec(code);
  if (match === null) return err('format');
  const [, dd = '', mm = '', yy = '', sign = '', individual = '', check = ''] = match;
  const isDevelopmentCode = !digits.test(individual);
  if (isDevelopmentCode && (options.allowDevelopmentCodes === false || !development.test(individual))) {
    return err('format');
  }
  if (!checkCharacters.includes(check)) return err('format');
  const date = { year: (centuries[sign] ?? 1900) + Number(yy), month: Number(mm), day: Number(dd) };
  if (!isRealDate(date)) return err('date');
  if (options.today !== undefined && formatIsoDate(date) > options.today) return err('date');
  if (!isDevelopmentCode && checkCharacter(`${dd}${mm}${yy}${individual}`) !== check) {
    return err('checkCharacter');
  }
  const lastDigit = Number(individual.charAt(2));
  return ok({
    code,
    birthDate: formatIsoDate(date),
    gender: lastDigit % 2 === 0 ? 'female' : 'male',
    individualNumber: individual,
    isTestCode: isDevelopmentCode || Number(individual) >= 900,
    isDevelopmentCode,
  });
}

/** Tells whether the input is a valid code; a shorthand for form rules. */
export function isValidIdentityCode(input: string, options: IdentityCodeOptions = {}): boolean {
  return parseIdentityCode(input, options).ok;
}

/**
 * Age in whole years on a date (`yyyy-mm-dd`, the Helsinki calendar date); `null` when the code
 * or the date cannot be read. A person born on 29 February gets a year older on 1 March in
 * common years.
 */
export function ageOn(code: string, isoDate: string, options: IdentityCodeOptions = {}): number | null {
  const parsed = parseIdentityCode(code, options);
  const on = parseIsoDate(isoDate);
  if (!parsed.ok || on === null) return null;
  const birth = parseIsoDate(parsed.value.birthDate);
  return birth === null ? null : wholeYearsBetween(birth, on);
}

/**
 * The code with its last four characters hidden, as shown beside a name (`150385-****`).
 * Anything that is not 11 characters long is hidden entirely.
 */
export function obfuscateIdentityCode(code: string): string {
  const normalized = normalizeIdentityCode(code);
  if (normalized.length !== identityCodeMaxLength) return '*'.repeat(normalized.length);
  return `${normalized.slice(0, 7)}****`;
}
