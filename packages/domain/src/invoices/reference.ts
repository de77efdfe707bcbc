import { err, ok, type Result } from '../result/result';

/** Why a Finnish bank reference was refused. */
export const referenceErrors = ['format', 'checkDigit'] as const;
/** One of {@link referenceErrors}. */
export type ReferenceError = (typeof referenceErrors)[number];

// Weights 7, 3, 1 repeat from the rightmost digit of the base (Finanssiala, the domestic reference).
const weights = [7, 3, 1] as const;

/** The check digit of a base of 3 to 19 digits. */
export function referenceCheckDigit(base: string): number {
  if (!/^\d{3,19}$/.test(base)) throw new RangeError(`A reference base is 3 to 19 digits, not "${base}"`);
  let sum = 0;
  for (let index = 0; index < base.length; index++) {
    const digit = Number(base[base.length - 1 - index]);
    sum += digit * (weights[index % 3] ?? 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The Finnish bank reference (viitenumero) of an invoice number: the number, at least three digits
 * (zero-padded), followed by its check digit. `referenceOf('100234')` → `'1002340'`.
 */
export function referenceOf(invoiceNumber: string): string {
  const base = invoiceNumber.padStart(3, '0');
  return `${base}${referenceCheckDigit(base)}`;
}

/** Checks a reference as a person types it: spaces are allowed, leading zeros are not significant. */
export function validateReference(input: string): Result<string, ReferenceError> {
  const value = input.replace(/\s+/g, '').replace(/^0+(?=\d{4})/, '');
  if (!/^\d{4,20}$/.test(value)) return err('format');
  const base = value.slice(0, -1);
  return referenceCheckDigit(base) === Number(value.at(-1)) ? ok(value) : err('checkDigit');
}

/** A reference as printed: groups of five digits from the right (`1002340` → `10 02340`). */
export function formatReference(reference: string): string {
  const groups: string[] = [];
  for (let end = reference.length; end > 0; end -= 5)
    groups.unshift(reference.slice(Math.max(0, end - 5), end));
  return groups.join(' ');
}
