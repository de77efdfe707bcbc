import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCode, enterDigits, isComplete, typedInto } from './codeEntryModel';

describe('enterDigits', () => {
  it.each([
    { given: ['', '', '', ''], index: 0, input: '1', digits: ['1', '', '', ''], focus: 1 },
    { given: ['1', '', '', ''], index: 1, input: '2', digits: ['1', '2', '', ''], focus: 2 },
    { given: ['1', '2', '3', ''], index: 3, input: '4', digits: ['1', '2', '3', '4'], focus: 3 },
    { given: ['1', '2', '3', '4'], index: 1, input: '9', digits: ['1', '9', '3', '4'], focus: 2 },
    { given: ['1', '2', '', ''], index: 1, input: '', digits: ['1', '', '', ''], focus: 1 },
    { given: ['1', '', '', ''], index: 1, input: 'a', digits: ['1', '', '', ''], focus: 1 },
    { given: ['', '', '', ''], index: 3, input: '7', digits: ['7', '', '', ''], focus: 1 },
    { given: ['', '', '', ''], index: 2, input: '1234', digits: ['1', '2', '3', '4'], focus: 3 },
    { given: ['5', '', '', ''], index: 1, input: '12', digits: ['5', '1', '2', ''], focus: 3 },
    { given: ['', '', '', ''], index: 0, input: '12 34', digits: ['1', '2', '3', '4'], focus: 3 },
    { given: ['', '', '', ''], index: 0, input: '123456', digits: ['1', '2', '3', '4'], focus: 3 },
  ])('given $given, typing "$input" at box $index, should give $digits with focus on $focus', (row) => {
    expect(enterDigits(row.given, row.index, row.input)).toEqual({ digits: row.digits, focus: row.focus });
  });

  it('should keep only digits in every box, whatever is typed', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(3), fc.string({ maxLength: 6 })), { maxLength: 12 }), (edits) => {
        let digits = emptyCode(4);
        for (const [index, input] of edits) digits = enterDigits(digits, index, input).digits;
        expect(digits).toHaveLength(4);
        for (const digit of digits) expect(digit).toMatch(/^\d?$/);
      }),
    );
  });

  it('should complete the code after four digits typed one by one from the first box', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 4, maxLength: 4 }), (typed) => {
        let edit = { digits: emptyCode(4), focus: 0 };
        for (const digit of typed) edit = enterDigits(edit.digits, edit.focus, String(digit));
        expect(isComplete(edit.digits)).toBe(true);
        expect(edit.digits.join('')).toBe(typed.join(''));
      }),
    );
  });
});

describe('enterDigits for the end part of an identity code', () => {
  it.each([
    { given: ['', '', '', ''], index: 0, input: 'a', digits: ['', '', '', ''], focus: 0 },
    { given: ['9', '0', '2', ''], index: 3, input: 'x', digits: ['9', '0', '2', 'X'], focus: 3 },
    { given: ['9', '0', '2', ''], index: 3, input: 'g', digits: ['9', '0', '2', ''], focus: 3 },
    { given: ['9', '0', '2', ''], index: 3, input: '4', digits: ['9', '0', '2', '4'], focus: 3 },
    { given: ['', '', '', ''], index: 0, input: '958a', digits: ['9', '5', '8', 'A'], focus: 3 },
    { given: ['', '', '', ''], index: 0, input: '9a5', digits: ['9', '5', '', ''], focus: 2 },
  ])('given $given, typing "$input" at box $index, should give $digits', (row) => {
    expect(enterDigits(row.given, row.index, row.input, 'identityEndPart')).toEqual({
      digits: row.digits,
      focus: row.focus,
    });
  });

  it('should only ever hold three digits and a check character', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(3), fc.string({ maxLength: 6 })), { maxLength: 12 }), (edits) => {
        let digits = emptyCode(4);
        for (const [index, input] of edits)
          digits = enterDigits(digits, index, input, 'identityEndPart').digits;
        for (const digit of digits.slice(0, 3)) expect(digit).toMatch(/^\d?$/);
        expect(digits[3]).toMatch(/^[0-9A-FHJ-NPR-Y]?$/);
      }),
    );
  });
});

describe('isComplete', () => {
  it.each([
    [['1', '2', '3', '4'], true],
    [['1', '2', '3', ''], false],
    [['', '', '', ''], false],
    [[], false],
  ])('given %j, should answer %s', (digits, expected) => {
    expect(isComplete(digits)).toBe(expected);
  });
});

describe('typedInto', () => {
  it.each([
    ['', '7', '7'],
    ['5', '57', '7'],
    ['5', '75', '7'],
    ['5', '', ''],
    ['5', '1234', '1234'],
  ])('given a box holding "%s" and the new text "%s", should answer "%s"', (previous, text, expected) => {
    expect(typedInto(previous, text)).toBe(expected);
  });
});
