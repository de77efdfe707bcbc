import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandMunicipalities, neighbouringMunicipalities } from './places';

describe('expandMunicipalities', () => {
  it.each([
    [['espoo'], ['espoo', 'helsinki', 'vantaa']],
    [['vantaa'], ['vantaa', 'espoo', 'helsinki', 'kerava']],
    [['hyvinkää'], ['hyvinkää', 'järvenpää', 'tuusula']],
    [['järvenpää'], ['järvenpää', 'kerava', 'tuusula']],
    [['kerava'], ['kerava', 'järvenpää', 'tuusula']],
    [['tuusula'], ['tuusula', 'järvenpää', 'kerava']],
    [['helsinki'], ['helsinki']],
    [
      ['Espoo', 'vantaa'],
      ['Espoo', 'vantaa', 'helsinki', 'kerava'],
    ],
    [['oulu'], ['oulu']],
    [[], []],
  ])('given %j should search %j', (input, expected) => {
    expect(expandMunicipalities(input)).toEqual(expected);
  });

  it('should keep the given ones first, add only neighbours, and name none twice', () => {
    const names = [...Object.keys(neighbouringMunicipalities), 'helsinki', 'oulu'];
    fc.assert(
      fc.property(fc.subarray(names), (input) => {
        const result = expandMunicipalities(input);
        expect(result.slice(0, input.length)).toEqual(input);
        expect(new Set(result).size).toBe(result.length);
        const allowed = new Set(input.flatMap((name) => [name, ...(neighbouringMunicipalities[name] ?? [])]));
        for (const name of result) expect(allowed.has(name)).toBe(true);
      }),
    );
  });
});
