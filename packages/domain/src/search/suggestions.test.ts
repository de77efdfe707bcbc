import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { helsinkiIsoDate } from '../time/zone';
import { addOneMonth, defaultFilter } from './filter';
import { pickAlternativeDays, suggestionRange } from './suggestions';

describe('suggestionRange', () => {
  it('should search one month further from the same start', () => {
    const filter = { ...defaultFilter('private', '2025-06-02'), endDate: '2025-06-10' };
    expect(suggestionRange(filter)).toEqual({ startDate: '2025-06-02', endDate: '2025-07-10' });
  });
});

describe('addOneMonth', () => {
  it.each([
    ['2025-01-15', '2025-02-15'],
    ['2025-01-31', '2025-02-28'],
    ['2024-01-31', '2024-02-29'],
    ['2025-03-31', '2025-04-30'],
    ['2025-12-20', '2026-01-20'],
  ])('%s should become %s', (date, expected) => {
    expect(addOneMonth(date)).toBe(expected);
  });
});

describe('pickAlternativeDays', () => {
  const at = (startDate: string, id: number) => ({ id, startDate });

  it('should take the earliest time of each Helsinki day', () => {
    const found = [
      at('2025-06-05T09:00:00Z', 1),
      at('2025-06-05T06:00:00Z', 2),
      // 00.30 on the 6th in Helsinki, though still the 5th in UTC.
      at('2025-06-05T21:30:00Z', 3),
      at('2025-06-06T10:00:00Z', 4),
    ];
    expect(pickAlternativeDays(found).map((a) => a.id)).toEqual([2, 3]);
  });

  it('should suggest at most five days by default, the earliest first', () => {
    const found = [9, 3, 7, 1, 5, 8, 2].map((day) => at(`2025-06-1${day}T08:00:00Z`, day));
    expect(pickAlternativeDays(found).map((a) => a.id)).toEqual([1, 2, 3, 5, 7]);
    expect(pickAlternativeDays(found, 2).map((a) => a.id)).toEqual([1, 2]);
  });

  it('should skip an unreadable start', () => {
    expect(pickAlternativeDays([at('soon', 1)])).toEqual([]);
  });

  it('should never suggest two times of one day nor more than asked', () => {
    const instant = fc.date({
      min: new Date('2025-01-01'),
      max: new Date('2025-03-01'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(fc.array(instant), fc.nat({ max: 8 }), (instants, max) => {
        const days = pickAlternativeDays(
          instants.map((i, id) => at(i.toISOString(), id)),
          max,
        );
        const dates = days.map((a) => helsinkiIsoDate(new Date(a.startDate)));
        expect(new Set(dates).size).toBe(days.length);
        expect(days.length).toBeLessThanOrEqual(max);
      }),
    );
  });
});
