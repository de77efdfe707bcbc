import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesBetween,
  helsinkiDate,
  helsinkiDayClock,
  helsinkiInstant,
  helsinkiOffsetMinutes,
  weekday,
} from './calendar';

const date = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((value) => value.toISOString().slice(0, 10));
// From 04:00 on: the summer-time change happens at 03:00-04:00.
const workingMinute = fc.integer({ min: 4 * 60, max: 24 * 60 - 1 });

describe('helsinkiInstant', () => {
  it.each([
    ['winter', '2026-11-23', 9 * 60, '2026-11-23T07:00:00.000Z'],
    ['summer', '2026-06-15', 9 * 60, '2026-06-15T06:00:00.000Z'],
    ['the spring change day, after 04:00', '2026-03-29', 9 * 60, '2026-03-29T06:00:00.000Z'],
    ['the autumn change day, after 04:00', '2026-10-25', 9 * 60, '2026-10-25T07:00:00.000Z'],
    ['the last minute of a day', '2026-12-31', 23 * 60 + 59, '2026-12-31T21:59:00.000Z'],
  ])('given %s, should give the instant Helsinki clocks show', (_case, day, minute, iso) => {
    expect(helsinkiInstant(day, minute).toISOString()).toBe(iso);
  });

  it('should land on the same Helsinki date and wall-clock minute', () => {
    fc.assert(
      fc.property(date, workingMinute, (day, minute) => {
        const instant = helsinkiInstant(day, minute);
        const wall = new Date(instant.getTime() + helsinkiOffsetMinutes(instant) * 60_000);
        expect(helsinkiDate(instant)).toBe(day);
        expect(wall.getUTCHours() * 60 + wall.getUTCMinutes()).toBe(minute);
      }),
    );
  });
});

describe('helsinkiDayClock', () => {
  it('should agree with helsinkiInstant from 04:00 on', () => {
    fc.assert(
      fc.property(date, workingMinute, (day, minute) => {
        expect(helsinkiDayClock(day)(minute).getTime()).toBe(helsinkiInstant(day, minute).getTime());
      }),
    );
  });
});

describe('helsinkiOffsetMinutes', () => {
  it('should be two hours in winter and three in summer, nothing else', () => {
    fc.assert(
      fc.property(
        fc.date({ noInvalidDate: true, min: new Date(0), max: new Date('2100-01-01') }),
        (instant) => {
          expect([120, 180]).toContain(helsinkiOffsetMinutes(instant));
        },
      ),
    );
  });
});

describe('helsinkiDate', () => {
  it('given 23:30 UTC in winter, should already be the next day in Helsinki', () => {
    expect(helsinkiDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });
});

describe('calendar dates', () => {
  it('should move by days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('should name the weekday, Sunday being 0', () => {
    expect(weekday('2026-11-22')).toBe(0);
    expect(weekday('2026-11-28')).toBe(6);
  });

  it('should list every date between two, both included', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 400 }), (first, length) => {
        const dates = datesBetween(first, addDays(first, length));
        expect(dates).toHaveLength(length + 1);
        expect(dates.at(-1)).toBe(addDays(first, length));
        expect(new Set(dates).size).toBe(dates.length);
      }),
    );
    expect(datesBetween('2026-11-23', '2026-11-22')).toEqual([]);
  });
});
