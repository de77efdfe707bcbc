import { describe, expect, it } from 'vitest';
import { namesMatch } from './names';

const maija = { firstName: 'Maija Liisa', lastName: 'Virtanen' };

describe('namesMatch', () => {
  it.each([
    ['Maija', 'Virtanen', true],
    ['maija liisa', 'VIRTANEN', true],
    ['  Liisa ', ' Virtanen', true],
    ['Maija', 'Virtanen-Korhonen', false],
    ['Mai', 'Virtanen', false],
    ['Liisa Maija', 'Virtanen', false],
    ['Eetu', 'Virtanen', false],
  ])('given %s %s should answer %s', (firstName, lastName, expected) => {
    expect(namesMatch({ firstName, lastName }, maija)).toBe(expected);
  });
});
