import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustRangeToTimeOfDay, expandListRange } from './range';
import { helsinkiIsoDate, helsinkiParts } from './zone';

const iso = (range: { start: Date; end: Date }) => [range.start.toISOString(), range.end.toISOString()];

describe('expandListRange', () => {
  describe('given a range in the future', () => {
    it('should widen it to the weeks around its months', () => {
      // March 2025 starts on a Saturday and ends on a Monday.
      const range = expandListRange(
        { startDate: '2025-03-12', endDate: '2025-03-20' },
        new Date('2025-01-01T10:00:00Z'),
      );
      expect(iso(range)).toEqual(['2025-02-23T22:00:00.000Z', '2025-04-06T21:00:00.000Z']);
    });
  });

  describe('given a range that has begun', () => {
    it('should start now', () => {
      const now = new Date('2025-03-12T08:15:00Z');
      const range = expandListRange({ startDate: '2025-03-12', endDate: '2025-04-02' }, now);
      expect(iso(range)).toEqual(['2025-03-12T08:15:00.000Z', '2025-05-04T21:00:00.000Z']);
    });
  });

  describe('given a range wholly in the past', () => {
    it('should be empty', () => {
      const range = expandListRange(
        { startDate: '2024-01-01', endDate: '2024-01-02' },
        new Date('2025-01-01'),
      );
      expect(range.start.getTime()).toBe(range.end.getTime());
    });
  });

  it('should cover both dates, start no earlier than now, and end at a Monday midnight', () => {
    const day = fc.date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(day, fc.nat({ max: 60 }), day, (first, length, now) => {
        const startDate = helsinkiIsoDate(first);
        const endDate = helsinkiIsoDate(new Date(first.getTime() + length * 86_400_000));
        const range = expandListRange({ startDate, endDate }, now);
        expect(range.start.getTime()).toBeGreaterThanOrEqual(Math.min(now.getTime(), range.end.getTime()));
        expect(helsinkiParts(range.end)).toMatchObject({ hour: 0, minute: 0 });
        expect(new Date(range.end.getTime() - 1).getUTCDay()).toBe(0);
        expect(helsinkiIsoDate(new Date(range.end.getTime() - 1)) >= endDate).toBe(true);
      }),
    );
  });
});

describe('adjustRangeToTimeOfDay', () => {
  const range = { start: new Date('2025-10-25T21:00:00Z'), end: new Date('2025-10-27T22:00:00Z') };

  it.each([
    ['all', ['2025-10-25T21:00:00.000Z', '2025-10-27T22:00:00.000Z']],
    ['morning', ['2025-10-26T05:00:00.000Z', '2025-10-27T10:00:00.000Z']],
    ['evening', ['2025-10-26T14:00:00.000Z', '2025-10-27T19:00:00.000Z']],
  ] as const)('given %s should search %j', (timeOfDay, expected) => {
    expect(iso(adjustRangeToTimeOfDay(range, timeOfDay))).toEqual(expected);
  });

  it('should keep a start that is already later than the window', () => {
    const late = { start: new Date('2025-10-26T08:30:00Z'), end: range.end };
    expect(adjustRangeToTimeOfDay(late, 'morning').start.toISOString()).toBe('2025-10-26T08:30:00.000Z');
  });

  it('should be empty when the window has passed on a one-day span', () => {
    const evening = { start: new Date('2025-10-26T20:00:00Z'), end: new Date('2025-10-26T22:00:00Z') };
    const adjusted = adjustRangeToTimeOfDay(evening, 'morning');
    expect(adjusted.end.getTime()).toBe(adjusted.start.getTime());
  });
});
