import { describe, expect, it } from 'vitest';
import { isInTimeOfDay, isTimeOfDay, timeOfDayOf, timesOfDay } from './time-of-day';

describe('timeOfDayOf', () => {
  it.each([
    // Winter (UTC+2).
    ['2025-01-15T04:59:00Z', null],
    ['2025-01-15T05:00:00Z', 'morning'],
    ['2025-01-15T09:59:00Z', 'morning'],
    ['2025-01-15T10:00:00Z', 'afternoon'],
    ['2025-01-15T13:59:00Z', 'afternoon'],
    ['2025-01-15T14:00:00Z', 'evening'],
    ['2025-01-15T18:59:00Z', 'evening'],
    ['2025-01-15T19:00:00Z', null],
    // The spring and autumn change days: Helsinki hours, not UTC ones.
    ['2025-03-30T04:00:00Z', 'morning'],
    ['2025-03-30T03:59:00Z', null],
    ['2025-10-26T05:00:00Z', 'morning'],
    ['2025-10-26T04:59:00Z', null],
    ['2025-10-26T18:30:00Z', 'evening'],
  ])('at %s should be %s', (instant, expected) => {
    expect(timeOfDayOf(new Date(instant))).toBe(expected);
  });
});

describe('isInTimeOfDay', () => {
  it('should put every instant in all and only its own tab otherwise', () => {
    const nine = new Date('2025-06-02T06:00:00Z');
    expect(isInTimeOfDay(nine, 'all')).toBe(true);
    expect(isInTimeOfDay(nine, 'morning')).toBe(true);
    expect(isInTimeOfDay(nine, 'evening')).toBe(false);
  });
});

describe('isTimeOfDay', () => {
  it('should know the four tabs and nothing else', () => {
    expect(timesOfDay.every(isTimeOfDay)).toBe(true);
    expect(isTimeOfDay('night')).toBe(false);
  });
});
