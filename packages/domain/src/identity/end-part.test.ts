import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCharacters } from './check-character';
import { isEndPartCharAllowed, validateEndPart } from './end-part';

describe('isEndPartCharAllowed', () => {
  it.each([
    [0, '9', true],
    [2, '0', true],
    [0, 'A', false],
    [2, 'x', false],
    [3, '4', true],
    [3, 'F', true],
    [3, 'f', true],
    [3, 'G', false],
    [3, 'Z', false],
    [3, '-', false],
    [4, '1', false],
    [-1, '1', false],
    [0, '12', false],
    [0, '', false],
  ])('given box %i and %j should answer %s', (index, char, expected) => {
    expect(isEndPartCharAllowed(index, char)).toBe(expected);
  });
});

describe('validateEndPart', () => {
  it.each([
    ['9024', { ok: true, value: '9024' }],
    ['958a', { ok: true, value: '958A' }],
    [' 913F ', { ok: true, value: '913F' }],
    ['', { ok: false, error: 'required' }],
    ['902', { ok: false, error: 'length' }],
    ['90245', { ok: false, error: 'length' }],
    ['9A24', { ok: false, error: 'format' }],
    ['902Z', { ok: false, error: 'format' }],
  ])('given %j should answer %j', (input, expected) => {
    expect(validateEndPart(input)).toEqual(expected);
  });

  it('should accept three digits and any check character', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3}$/), fc.constantFrom(...checkCharacters), (digits, check) => {
        expect(validateEndPart(digits + check)).toEqual({ ok: true, value: digits + check });
      }),
    );
  });
});
