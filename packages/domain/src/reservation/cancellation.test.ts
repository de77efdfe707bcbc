import { describe, expect, it } from 'vitest';
import { brandConfig } from '../brand/brand';
import { cancellableUntil, isCancellable } from './cancellation';

describe('cancellableUntil', () => {
  it.each([
    ['general', '2026-11-26T11:00:00+02:00', '2026-11-25T09:00:00.000Z'],
    ['children', '2026-11-26T11:00:00+02:00', '2026-11-25T21:00:00.000Z'],
    // Helsinki moves its clocks back on 25 October 2026: the deadline is 24 elapsed hours.
    ['general', '2026-10-25T12:00:00+02:00', '2026-10-24T10:00:00.000Z'],
  ] as const)(
    'in the %s brand an appointment at %s should be cancellable until %s',
    (brand, start, until) => {
      expect(cancellableUntil(new Date(start), brandConfig(brand)).toISOString()).toBe(until);
    },
  );
});

describe('isCancellable', () => {
  const start = new Date('2026-11-26T09:00:00Z');
  it.each([
    ['general', '2026-11-25T08:59:59Z', true],
    ['general', '2026-11-25T09:00:00Z', true],
    ['general', '2026-11-25T09:00:01Z', false],
    ['children', '2026-11-25T20:59:00Z', true],
    ['children', '2026-11-25T21:00:00Z', true],
    ['children', '2026-11-25T21:00:01Z', false],
    ['children', '2026-11-26T10:00:00Z', false],
  ] as const)('in the %s brand at %s should be cancellable: %s', (brand, now, expected) => {
    expect(isCancellable(start, new Date(now), brandConfig(brand))).toBe(expected);
  });
});
