import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { without } from './without';

describe('without', () => {
  const kinds = ['occupationalAccident', 'leisureAccident', 'sickness'] as const;

  it('should leave the named values out and keep the order of the rest', () => {
    expect(without(kinds, ['occupationalAccident'])).toEqual(['leisureAccident', 'sickness']);
    expect(without(kinds, ['leisureAccident'])).toEqual(['occupationalAccident', 'sickness']);
  });

  it('should leave the list as it is when nothing is named', () => {
    expect(without(kinds, [])).toEqual([...kinds]);
  });

  describe('given an enum of the rest', () => {
    const rest = z.enum(without(kinds, ['occupationalAccident']));

    it('should accept the values kept and refuse the one left out', () => {
      expect(rest.safeParse('sickness').success).toBe(true);
      expect(rest.safeParse('occupationalAccident').success).toBe(false);
    });
  });
});
