import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatMoney } from './money';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it.each([
    [2820, 'fi', `28,20${nbsp}€`],
    [2820, 'sv', `28,20${nbsp}€`],
    [2820, 'en', '€28.20'],
    [0, 'fi', `0,00${nbsp}€`],
    [5, 'en', '€0.05'],
    [123456, 'en', '€1,234.56'],
    [123456, 'fi', `1${nbsp}234,56${nbsp}€`],
  ] as const)('given %i cents in %s should show %j', (cents, lang, expected) => {
    expect(formatMoney(cents, lang).replace(/\u202f/g, nbsp)).toBe(expected);
  });

  it('should always show two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(formatMoney(cents, 'en')).toMatch(/\.\d{2}$/);
        expect(formatMoney(cents, 'fi')).toMatch(/,\d{2}\s€$/);
      }),
    );
  });
});

describe('cents and euros', () => {
  it('should round euros to the nearest cent', () => {
    expect(eurosToCents(28.2)).toBe(2820);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(centsToEuros(2820)).toBe(28.2);
  });

  it('should round-trip any whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(eurosToCents(centsToEuros(cents))).toBe(cents);
      }),
    );
  });
});
