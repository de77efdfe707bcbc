import { describe, expect, it } from 'vitest';
import { finnishIllative } from './finnishIllative';

describe('finnishIllative', () => {
  it.each([
    ['Aava', 'Aavaan'],
    ['Pikkujätti', 'Pikkujättiin'],
    ['Talo', 'Taloon'],
    ['Kylä', 'Kylään'],
    ['Maa', 'Maahan'],
    ['Puu', 'Puuhun'],
  ])('given %s, should answer %s', (name, expected) => {
    expect(finnishIllative(name)).toBe(expected);
  });

  it.each(['Helsingin klinikka Oy', 'Kallion lääkäriasema'])(
    'given a name ending in a short vowel (%s), should lengthen it',
    (name) => {
      expect(finnishIllative(name)).toBe(`${name}${name.at(-1)}n`);
    },
  );

  it.each(['Tampereen Klinik', 'ABC', ''])(
    'given a name without a final vowel (%s), should keep it',
    (name) => {
      expect(finnishIllative(name)).toBe(name);
    },
  );
});
