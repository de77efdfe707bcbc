import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, relativeLabel } from './format';

const at = (iso: string) => new Date(iso);

describe('formatDate', () => {
  it.each([
    ['2025-03-05T10:00:00Z', '5.3.2025'],
    ['2025-03-29T22:30:00Z', '30.3.2025'],
    ['2025-12-31T22:00:00Z', '1.1.2026'],
    ['2025-10-26T00:30:00Z', '26.10.2025'],
  ])('given %s should show %s', (instant, expected) => {
    expect(formatDate(at(instant))).toBe(expected);
  });
});

describe('formatTime', () => {
  it.each([
    ['2025-01-15T07:05:00Z', 'fi', '09.05'],
    ['2025-01-15T07:05:00Z', 'sv', '09.05'],
    ['2025-01-15T07:05:00Z', 'en', '09:05'],
    ['2025-03-30T01:00:00Z', 'fi', '04.00'],
    ['2025-10-26T01:00:00Z', 'en', '03:00'],
    ['2025-01-14T22:00:00Z', 'fi', '00.00'],
  ] as const)('given %s in %s should show %s', (instant, lang, expected) => {
    expect(formatTime(at(instant), lang)).toBe(expected);
  });
});

describe('relativeLabel', () => {
  const now = at('2025-10-27T12:00:00Z');

  it.each([
    ['2025-10-27T12:00:00Z', { kind: 'relative', unit: 'minute', value: 0 }],
    ['2025-10-27T11:59:00Z', { kind: 'relative', unit: 'minute', value: 1 }],
    ['2025-10-27T11:00:01Z', { kind: 'relative', unit: 'minute', value: 59 }],
    ['2025-10-27T11:00:00Z', { kind: 'relative', unit: 'hour', value: 1 }],
    ['2025-10-26T12:00:01Z', { kind: 'relative', unit: 'hour', value: 23 }],
    // Across the autumn change: 24 elapsed hours, whatever the clocks did.
    ['2025-10-26T12:00:00Z', { kind: 'yesterday' }],
    ['2025-10-25T12:00:01Z', { kind: 'yesterday' }],
    ['2025-10-25T12:00:00Z', { kind: 'date', text: '25.10.2025' }],
    ['2025-10-28T12:00:00Z', { kind: 'date', text: '28.10.2025' }],
  ])('given %s should describe %j', (instant, expected) => {
    expect(relativeLabel(at(instant), now, 'fi')).toEqual(expected);
  });
});
