/**
 * The kinds of value a path segment can carry.
 * - `id`: one non-negative whole number (appointment, thread, invoice number).
 * - `ids`: one or more whole numbers joined by commas (`/fi/varaus/12,13`).
 * - `token`: url-safe base64 or other opaque id (`A-Z a-z 0-9 _ - =`).
 * - `date`: a calendar date `yyyy-mm-dd`.
 * - `rest`: whatever follows the page word, possibly nothing (the SMS code page accepts any suffix).
 */
export const paramKinds = ['id', 'ids', 'token', 'date', 'rest'] as const;

/** One of {@link paramKinds}. */
export type ParamKind = (typeof paramKinds)[number];

/** The value a caller passes for, and gets back from, a parameter of the given kind. */
export type ParamValue<K extends ParamKind> = K extends 'id'
  ? number
  : K extends 'ids'
    ? readonly number[]
    : string;

const digits = /^\d+$/;
const token = /^[A-Za-z0-9_=-]+$/;
const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function parseWholeNumber(text: string): number | null {
  if (!digits.test(text)) return null;
  const value = Number(text);
  // Beyond this a number no longer round-trips, so the address cannot name it.
  return Number.isSafeInteger(value) ? value : null;
}

/** Reads a parameter from its path text; `null` when the text is not of that kind. */
export function parseParam(kind: ParamKind, text: string): number | readonly number[] | string | null {
  switch (kind) {
    case 'id':
      return parseWholeNumber(text);
    case 'ids': {
      const values = text.split(',').map(parseWholeNumber);
      return values.every((v) => v !== null) ? (values as number[]) : null;
    }
    case 'token':
      return token.test(text) ? text : null;
    case 'date':
      return isoDate.test(text) ? text : null;
    case 'rest':
      return text;
    default:
      return kind satisfies never;
  }
}

/**
 * Writes a parameter as path text, or `null` when the value cannot appear in an address
 * (a negative or fractional id, an empty id list, a token with a slash...).
 */
export function formatParam(kind: ParamKind, value: unknown): string | null {
  switch (kind) {
    case 'id':
      return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
    case 'ids': {
      if (!Array.isArray(value) || value.length === 0) return null;
      const parts = value.map((v) => formatParam('id', v));
      return parts.every((p) => p !== null) ? parts.join(',') : null;
    }
    case 'token':
      return typeof value === 'string' && token.test(value) ? value : null;
    case 'date':
      return typeof value === 'string' && isoDate.test(value) ? value : null;
    case 'rest':
      if (value === undefined || value === '') return '';
      // Empty segments are dropped: `a//b` and `a/b/` address the same page as `a/b`.
      return typeof value === 'string'
        ? value
            .split('/')
            .filter((part) => part !== '')
            .map(encodeURIComponent)
            .join('/')
        : null;
    default:
      return kind satisfies never;
  }
}
