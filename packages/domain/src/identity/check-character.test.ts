import { describe, expect, it } from 'vitest';
import { checkCharacter, checkCharacters, isCheckCharacter } from './check-character';

describe('checkCharacter', () => {
  it.each([
    ['150385902', '4'],
    ['120518958', 'A'],
    ['010158936', 'L'],
    ['000000000', '0'],
    ['000000030', 'Y'],
    ['000000016', 'H'],
  ])('given %s should be %s', (nine, expected) => {
    expect(checkCharacter(nine)).toBe(expected);
  });

  it.each(['', '12345678', '1234567890', '12345678a'])('should throw for %j', (input) => {
    expect(() => checkCharacter(input)).toThrow(RangeError);
  });

  it('should use 31 characters without G, I, O, Q and Z', () => {
    expect(checkCharacters).toHaveLength(31);
    for (const letter of 'GIOQZ') expect(isCheckCharacter(letter)).toBe(false);
    expect(isCheckCharacter('y')).toBe(true);
    expect(isCheckCharacter('AB')).toBe(false);
  });
});
