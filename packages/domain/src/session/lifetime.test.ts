import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canExtendSession, expiryAfterActivity, sessionCeiling, sessionEndOf } from './lifetime';

const signedInAt = Date.parse('2026-11-29T08:00:00Z');
const limits = { idleSeconds: 1800, maxSeconds: 8 * 3600 };
const minutes = (n: number) => n * 60_000;

describe('sessionCeiling', () => {
  it('should be eight hours after sign-in with an eight-hour maximum', () => {
    expect(sessionCeiling(signedInAt, limits)).toBe(Date.parse('2026-11-29T16:00:00Z'));
  });
});

describe('expiryAfterActivity', () => {
  it.each([
    ['an activity 10 minutes in', minutes(10), minutes(30), minutes(40)],
    ['an activity right at sign-in', 0, minutes(30), minutes(30)],
    ['an activity 7 h 45 min in', minutes(465), minutes(480), minutes(480)],
    ['an activity 7 h 55 min in', minutes(475), minutes(480), minutes(480)],
    ['a late request older than the last slide', minutes(5), minutes(40), minutes(40)],
  ])('given %s, should end at the right moment', (_, at, expiresIn, expected) => {
    const session = { signedInAt, expiresAt: signedInAt + expiresIn };
    expect(expiryAfterActivity(session, limits, signedInAt + at) - signedInAt).toBe(expected);
  });

  it('should never pass the ceiling nor go back', () => {
    fc.assert(
      fc.property(fc.nat(minutes(600)), fc.nat(minutes(480)), (at, expiresIn) => {
        const session = { signedInAt, expiresAt: signedInAt + expiresIn };
        const end = expiryAfterActivity(session, limits, signedInAt + at);
        expect(end).toBeLessThanOrEqual(Math.max(session.expiresAt, sessionCeiling(signedInAt, limits)));
        expect(end).toBeGreaterThanOrEqual(session.expiresAt);
      }),
    );
  });
});

describe('canExtendSession and sessionEndOf', () => {
  const ceiling = sessionCeiling(signedInAt, limits);
  it.each([
    [ceiling - 1000, ceiling, true, 'idle'],
    [ceiling, ceiling, false, 'ceiling'],
    [ceiling, null, true, 'idle'],
  ] as const)('given an end at %s and a ceiling at %s, should say %s and %s', (end, top, can, reason) => {
    expect(canExtendSession(end, top)).toBe(can);
    expect(sessionEndOf(end, top)).toBe(reason);
  });
});
