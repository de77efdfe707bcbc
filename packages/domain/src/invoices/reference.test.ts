import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatReference, referenceCheckDigit, referenceOf, validateReference } from './reference';

describe('referenceCheckDigit', () => {
  // Worked examples of the Finance Finland guide and of banks' reference calculators.
  it.each([
    ['123', 2],
    ['1234561', 4],
    ['100234', 0],
    ['1070', 2],
    ['123456789', 7],
    ['9999999999999999999', 3],
  ])('of %s should be %i', (base, digit) => {
    expect(referenceCheckDigit(base)).toBe(digit);
  });

  it.each(['', '12', '12a', '12345678901234567890'])('should refuse the base "%s"', (base) => {
    expect(() => referenceCheckDigit(base)).toThrow(RangeError);
  });
});

describe('referenceOf', () => {
  it('should pad a short invoice number to three digits', () => {
    expect(referenceOf('7')).toBe('0071');
  });

  it('should make references that validate, and fail when one digit changes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{2,18}$/), fc.nat(), (base, at) => {
        const reference = referenceOf(base);
        expect(validateReference(reference)).toEqual({ ok: true, value: reference });
        const index = at % reference.length;
        const digit = Number(reference[index]);
        const changed = `${reference.slice(0, index)}${(digit + 1) % 10}${reference.slice(index + 1)}`;
        if (!changed.startsWith('0')) expect(validateReference(changed).ok).toBe(false);
      }),
    );
  });
});

describe('validateReference', () => {
  it.each([
    ['1002340', { ok: true, value: '1002340' }],
    ['10 02340', { ok: true, value: '1002340' }],
    ['1002349', { ok: false, error: 'checkDigit' }],
    ['12a4', { ok: false, error: 'format' }],
    ['123', { ok: false, error: 'format' }],
  ])('given "%s" should answer %j', (input, expected) => {
    expect(validateReference(input)).toEqual(expected);
  });
});

describe('formatReference', () => {
  it.each([
    ['1002340', '10 02340'],
    ['12345678901234567890', '12345 67890 12345 67890'],
    ['0071', '0071'],
  ])('should print %s as %s', (reference, printed) => {
    expect(formatReference(reference)).toBe(printed);
  });
});
