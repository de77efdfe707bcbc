import { describe, expect, it } from 'vitest';
import { defaultLang, isLang, languages, otherLanguages } from './locale';

describe('languages', () => {
  it('should be Finnish, Swedish and English with Finnish as the default', () => {
    expect(languages).toEqual(['fi', 'sv', 'en']);
    expect(defaultLang).toBe('fi');
  });
});

describe('isLang', () => {
  it.each([
    ['fi', true],
    ['sv', true],
    ['en', true],
    ['FI', false],
    ['de', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('given %j should answer %s', (value, expected) => {
    expect(isLang(value)).toBe(expected);
  });
});

describe('otherLanguages', () => {
  it.each([
    ['fi', ['sv', 'en']],
    ['sv', ['fi', 'en']],
    ['en', ['fi', 'sv']],
  ] as const)('given %s should list %j', (lang, expected) => {
    expect(otherLanguages(lang)).toEqual(expected);
  });
});
