import type { NumericResultPrefix } from '../../catalogue/medical';

/** The prefix of a numeral result (`< 5`), from the catalogue. */
export type ResultPrefix = NumericResultPrefix;

/** A reference range; either end may be open. */
export type ReferenceRange = { readonly min: number | null; readonly max: number | null };

/**
 * Where a numeral result lies against its reference range: within it, below or above it, or
 * `unknown` when the range is missing or a prefixed result (`< 5`) reaches both inside and outside.
 */
export type RangeMarking = 'within' | 'below' | 'above' | 'unknown';

type Bound = { readonly value: number; readonly open: boolean };

/** The values a result stands for: `< 5` is everything under 5, a plain 5 is exactly 5. */
function interval(value: number, prefix: ResultPrefix | null): { low: Bound | null; high: Bound | null } {
  switch (prefix) {
    case null:
      return { low: { value, open: false }, high: { value, open: false } };
    case 'lessThan':
      return { low: null, high: { value, open: true } };
    case 'lessThanOrEqual':
      return { low: null, high: { value, open: false } };
    case 'greaterThan':
      return { low: { value, open: true }, high: null };
    case 'greaterThanOrEqual':
      return { low: { value, open: false }, high: null };
    default:
      return prefix satisfies never;
  }
}

/**
 * Marks a numeral result against its reference range (ends included). The same rule gives the
 * server's `isWithinReferenceRange` and the page's words, so they cannot disagree.
 *
 * @example rangeMarking(7.2, null, { min: 3.4, max: 8.2 }) // 'within'
 * @example rangeMarking(2, 'lessThan', { min: 3, max: null }) // 'below'
 */
export function rangeMarking(
  value: number,
  prefix: ResultPrefix | null,
  range: ReferenceRange | null,
): RangeMarking {
  if (range === null || (range.min === null && range.max === null)) return 'unknown';
  const { low, high } = interval(value, prefix);
  const { min, max } = range;
  // Every value lies under the range: its highest is below min (or at min and not reached).
  if (min !== null && high !== null && (high.value < min || (high.value === min && high.open)))
    return 'below';
  if (max !== null && low !== null && (low.value > max || (low.value === max && low.open))) return 'above';
  const aboveMin = min === null || (low !== null && low.value >= min);
  const belowMax = max === null || (high !== null && high.value <= max);
  return aboveMin && belowMax ? 'within' : 'unknown';
}

/** The wire's `isWithinReferenceRange`: null when the marking cannot say. */
export function isWithinReferenceRange(marking: RangeMarking): boolean | null {
  return marking === 'unknown' ? null : marking === 'within';
}
