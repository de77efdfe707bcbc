import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSessionChange, type SessionPhase, sessionPhase } from './expiry';

const end = Date.parse('2026-11-22T12:30:00Z');
const before = (seconds: number) => end - seconds * 1000;

describe('sessionPhase', () => {
  it.each([
    [1800, { kind: 'running' }],
    [90.001, { kind: 'running' }],
    [90, { kind: 'warning', threshold: 90, secondsLeft: 90 }],
    [89.2, { kind: 'warning', threshold: 90, secondsLeft: 90 }],
    [50, { kind: 'warning', threshold: 90, secondsLeft: 50 }],
    [30.5, { kind: 'warning', threshold: 90, secondsLeft: 31 }],
    [30, { kind: 'warning', threshold: 30, secondsLeft: 30 }],
    [12, { kind: 'warning', threshold: 30, secondsLeft: 12 }],
    [0.001, { kind: 'warning', threshold: 30, secondsLeft: 1 }],
    [0, { kind: 'expired' }],
    [-600, { kind: 'expired' }],
  ])('given %s seconds left, should be %j', (secondsLeft, expected) => {
    expect(sessionPhase(end, before(secondsLeft))).toEqual(expected);
  });
});

describe('nextSessionChange', () => {
  it.each([
    [1800, before(90)],
    [90.001, before(90)],
    [90, before(30)],
    [45, before(30)],
    [30, end],
    [1, end],
    [0, null],
    [-5, null],
  ])('given %s seconds left, should wake at %s', (secondsLeft, expected) => {
    expect(nextSessionChange(end, before(secondsLeft))).toBe(expected);
  });
});

const rank = (phase: SessionPhase) =>
  phase.kind === 'running' ? 0 : phase.kind === 'expired' ? 3 : phase.threshold === 90 ? 1 : 2;

// Up to an hour either side of the end, in milliseconds.
const offset = fc.integer({ min: -3_600_000, max: 3_600_000 });

describe('sessionPhase over time', () => {
  it('should never go back: running, then 90, then 30, then expired', () => {
    fc.assert(
      fc.property(offset, fc.nat(3_600_000), (start, later) => {
        expect(rank(sessionPhase(end, end + start))).toBeLessThanOrEqual(
          rank(sessionPhase(end, end + start + later)),
        );
      }),
    );
  });

  it('should say between 1 and the threshold seconds in a warning', () => {
    fc.assert(
      fc.property(offset, (at) => {
        const phase = sessionPhase(end, end + at);
        if (phase.kind !== 'warning') return;
        expect(phase.secondsLeft).toBeGreaterThanOrEqual(1);
        expect(phase.secondsLeft).toBeLessThanOrEqual(phase.threshold);
      }),
    );
  });

  it('should hold the same phase from any moment until the next change', () => {
    fc.assert(
      fc.property(offset, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (at, fraction) => {
        const now = end + at;
        const next = nextSessionChange(end, now);
        if (next === null) {
          expect(sessionPhase(end, now)).toEqual({ kind: 'expired' });
          return;
        }
        expect(next).toBeGreaterThan(now);
        const between = now + Math.floor((next - now) * fraction);
        expect(rank(sessionPhase(end, between))).toBe(rank(sessionPhase(end, now)));
        expect(rank(sessionPhase(end, next))).toBe(rank(sessionPhase(end, now)) + 1);
      }),
    );
  });
});
