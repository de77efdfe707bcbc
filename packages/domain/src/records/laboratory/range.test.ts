import { describe, expect, it } from 'vitest';
import { isWithinReferenceRange, type RangeMarking, type ResultPrefix, rangeMarking } from './range';

describe('rangeMarking', () => {
  const range = { min: 3.4, max: 8.2 };

  it.each<[number, ResultPrefix | null, { min: number | null; max: number | null } | null, RangeMarking]>([
    [7.2, null, range, 'within'],
    [3.4, null, range, 'within'],
    [8.2, null, range, 'within'],
    [3.3, null, range, 'below'],
    [8.3, null, range, 'above'],
    [5, null, { min: null, max: 5 }, 'within'],
    [5.1, null, { min: null, max: 5 }, 'above'],
    [0.5, null, { min: 1, max: null }, 'below'],
    [5, null, null, 'unknown'],
    [5, null, { min: null, max: null }, 'unknown'],
    // A prefixed result stands for every value on its side.
    [5, 'lessThan', { min: null, max: 10 }, 'within'],
    [5, 'lessThan', { min: 3, max: 10 }, 'unknown'],
    [3, 'lessThan', { min: 3, max: 10 }, 'below'],
    [3, 'lessThanOrEqual', { min: 3, max: 10 }, 'unknown'],
    [2, 'lessThanOrEqual', { min: 3, max: 10 }, 'below'],
    [10, 'greaterThan', { min: 3, max: 10 }, 'above'],
    [10, 'greaterThanOrEqual', { min: 3, max: 10 }, 'unknown'],
    [60, 'greaterThan', { min: 60, max: null }, 'within'],
    [59, 'greaterThan', { min: 60, max: null }, 'unknown'],
  ])('given %d with prefix %s and range %j should be %s', (value, prefix, given, expected) => {
    expect(rangeMarking(value, prefix, given)).toBe(expected);
  });
});

describe('isWithinReferenceRange', () => {
  it.each<[RangeMarking, boolean | null]>([
    ['within', true],
    ['below', false],
    ['above', false],
    ['unknown', null],
  ])('given %s should answer %s', (marking, expected) => {
    expect(isWithinReferenceRange(marking)).toBe(expected);
  });
});
