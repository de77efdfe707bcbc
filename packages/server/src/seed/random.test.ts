import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pick, pickWeighted, randomFor } from './random';

const draw = (seed: string, count: number) => {
  const random = randomFor(seed);
  return Array.from({ length: count }, () => random());
};

describe('randomFor', () => {
  it('given the same seed, should give the same numbers', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        expect(draw(seed, 20)).toEqual(draw(seed, 20));
      }),
    );
  });

  it('should stay within [0, 1)', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        for (const value of draw(seed, 50)) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
        }
      }),
    );
  });

  it('given different seeds, should give different numbers', () => {
    expect(draw('anna-1/2026-11-23', 5)).not.toEqual(draw('anna-1/2026-11-24', 5));
  });
});

describe('pickWeighted', () => {
  it('should never pick an item weighing nothing', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const random = randomFor(seed);
        for (let index = 0; index < 20; index++) {
          expect(
            pickWeighted(random, [
              ['never', 0],
              ['always', 1],
            ]),
          ).toBe('always');
        }
      }),
    );
  });

  it('should pick in proportion to weight', () => {
    const random = randomFor('proportion');
    const picks = Array.from({ length: 4000 }, () =>
      pickWeighted(random, [
        ['a', 3],
        ['b', 1],
      ]),
    );
    const share = picks.filter((item) => item === 'a').length / picks.length;
    expect(share).toBeGreaterThan(0.7);
    expect(share).toBeLessThan(0.8);
  });
});

describe('pick', () => {
  it('given an empty list, should refuse', () => {
    expect(() => pick(randomFor('x'), [])).toThrow();
  });
});
