import { describe, expect, it } from 'vitest';
import { isWithinHours, referralValidity } from './referral';

describe('referralValidity', () => {
  // 26.10.2025 at 23:30 in Helsinki, after the autumn change.
  const now = new Date('2025-10-26T21:30:00Z');

  it.each([
    ['2025-10-25', { status: 'notValid' }],
    ['2025-10-26', { status: 'valid', until: '26.10.2025', hint: 'today' }],
    ['2025-10-27', { status: 'valid', until: '27.10.2025', hint: 'tomorrow' }],
    ['2025-10-28', { status: 'valid', until: '28.10.2025', hint: { date: '28.10.2025' } }],
    ['2025-11-02', { status: 'valid', until: '2.11.2025', hint: { date: '2.11.2025' } }],
    ['2025-11-03', { status: 'valid', until: '3.11.2025', hint: { weeks: 1 } }],
    ['2025-11-09', { status: 'valid', until: '9.11.2025', hint: { weeks: 2 } }],
    ['2025-11-21', { status: 'valid', until: '21.11.2025', hint: { weeks: 3 } }],
    ['2025-11-22', { status: 'valid', until: '22.11.2025', hint: { date: '22.11.2025' } }],
    ['2025-11-25', { status: 'valid', until: '25.11.2025', hint: { date: '25.11.2025' } }],
    ['2025-11-26', { status: 'valid', until: '26.11.2025', hint: null }],
    ['2025-10-26T21:00:00Z', { status: 'valid', until: '26.10.2025', hint: 'today' }],
    ['2025-10-26T22:30:00Z', { status: 'valid', until: '27.10.2025', hint: 'tomorrow' }],
  ])('valid until %s should be %j', (validUntil, expected) => {
    expect(referralValidity(validUntil, now)).toEqual(expected);
  });
});

describe('isWithinHours', () => {
  it.each([
    ['2025-01-15T12:00:00Z', '2025-01-14T12:00:01Z', 24, true],
    ['2025-01-15T12:00:00Z', '2025-01-14T12:00:00Z', 24, false],
    ['2025-01-15T12:00:00Z', '2025-01-15T12:30:00Z', 24, true],
    ['2025-01-15T12:00:00Z', '2025-01-15T00:00:01Z', 12, true],
    // 24 elapsed hours across the spring change are 25 hours on the clock.
    ['2025-03-30T10:00:00Z', '2025-03-29T10:00:01Z', 24, true],
    ['2025-10-26T10:00:00Z', '2025-10-25T10:00:00Z', 24, false],
  ])('start %s seen at %s within %i h should be %s', (start, now, hours, expected) => {
    expect(isWithinHours(new Date(start), new Date(now), hours)).toBe(expected);
  });
});
