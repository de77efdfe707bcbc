import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInMonth,
  formatIsoDate,
  fromEpochDay,
  isoWeekday,
  parseIsoDate,
  toEpochDay,
  wholeYearsBetween,
} from './calendar';

describe('parseIsoDate', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['1900-02-29', null],
    ['2025-02-29', null],
    ['2025-04-31', null],
    ['2025-13-01', null],
    ['2025-00-10', null],
    ['2025-1-10', null],
    ['10.1.2025', null],
  ])('given %s should read %j', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2025, 1, 31],
    [2025, 2, 28],
    [2024, 2, 29],
    [2025, 4, 30],
    [2025, 12, 31],
  ])('given %i-%i should be %i', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });
});

describe('isoWeekday', () => {
  it.each([
    ['2025-03-30', 7],
    ['2025-03-31', 1],
    ['1970-01-01', 4],
    ['1969-12-29', 1],
  ])('given %s should be %i', (text, expected) => {
    const date = parseIsoDate(text);
    if (date === null) throw new Error('bad fixture');
    expect(isoWeekday(date)).toBe(expected);
  });
});

describe('day arithmetic', () => {
  const day = fc.integer({ min: -60_000, max: 60_000 });

  it('should round-trip through the day number and the ISO text', () => {
    fc.assert(
      fc.property(day, (n) => {
        const date = fromEpochDay(n);
        expect(toEpochDay(date)).toBe(n);
        expect(parseIsoDate(formatIsoDate(date))).toEqual(date);
      }),
    );
  });

  it('should step the weekday by one each day', () => {
    fc.assert(
      fc.property(day, (n) => {
        expect(isoWeekday(fromEpochDay(n + 1))).toBe((isoWeekday(fromEpochDay(n)) % 7) + 1);
      }),
    );
  });

  it('should add days across months and years', () => {
    expect(formatIsoDate(addDays({ year: 2024, month: 12, day: 31 }, 1))).toBe('2025-01-01');
    expect(formatIsoDate(addDays({ year: 2024, month: 3, day: 1 }, -1))).toBe('2024-02-29');
  });
});

describe('wholeYearsBetween', () => {
  it.each([
    ['1985-03-15', '2025-03-14', 39],
    ['1985-03-15', '2025-03-15', 40],
    ['2000-02-29', '2001-02-28', 0],
    ['2000-02-29', '2001-03-01', 1],
    ['2020-06-01', '2020-06-01', 0],
  ])('from %s to %s should be %i', (from, to, expected) => {
    const birth = parseIsoDate(from);
    const on = parseIsoDate(to);
    if (birth === null || on === null) throw new Error('bad fixture');
    expect(wholeYearsBetween(birth, on)).toBe(expected);
  });
});
