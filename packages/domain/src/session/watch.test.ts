import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionPhase } from './expiry';
import { type SessionAlert, sessionWatchStart, watchSession } from './watch';

const end = Date.parse('2026-11-22T12:30:00Z');
const before = (seconds: number) => end - seconds * 1000;

/** Looks at the clock at each moment in turn, as a shell whose timer fires then; returns the alerts. */
function walk(moments: readonly number[], previous: SessionPhase = sessionWatchStart): SessionAlert[] {
  const alerts: SessionAlert[] = [];
  let phase = previous;
  for (const now of moments) {
    const watch = watchSession(phase, end, now);
    if (watch.alert !== null) alerts.push(watch.alert);
    phase = watch.phase;
  }
  return alerts;
}

/** Looks at the clock first at `start`, then exactly when each look asks to wake. */
function followWakeUps(start: number): { alerts: SessionAlert[]; looks: number[] } {
  const looks: number[] = [];
  let now: number | null = start;
  let phase = sessionWatchStart;
  const alerts: SessionAlert[] = [];
  while (now !== null) {
    looks.push(now);
    const watch = watchSession(phase, end, now);
    if (watch.alert !== null) alerts.push(watch.alert);
    phase = watch.phase;
    now = watch.wakeAt;
  }
  return { alerts, looks };
}

describe('watchSession', () => {
  describe('given a page opened half an hour before the end, with timers on time', () => {
    it('should warn at 90 and 30 seconds, then expire, looking four times in all', () => {
      expect(followWakeUps(before(1800))).toEqual({
        alerts: [
          { kind: 'warning', secondsLeft: 90 },
          { kind: 'warning', secondsLeft: 30 },
          { kind: 'expired' },
        ],
        looks: [before(1800), before(90), before(30), end],
      });
    });
  });

  describe.each([
    [50, [{ kind: 'warning', secondsLeft: 50 }, { kind: 'warning', secondsLeft: 30 }, { kind: 'expired' }]],
    [10, [{ kind: 'warning', secondsLeft: 10 }, { kind: 'expired' }]],
    [0, [{ kind: 'expired' }]],
  ])('given a page opened %s seconds before the end', (secondsLeft, expected) => {
    it('should raise the current warning at once with the seconds actually left', () => {
      expect(followWakeUps(before(secondsLeft)).alerts).toEqual(expected);
    });
  });

  describe('given a timer that fires late, past the 30-second mark', () => {
    it('should skip the 90-second warning and say what is left', () => {
      expect(walk([before(600), before(25)])).toEqual([{ kind: 'warning', secondsLeft: 25 }]);
    });
  });

  describe('given several looks inside one warning window', () => {
    it('should raise that warning once', () => {
      expect(walk([before(80), before(70), before(31)])).toEqual([{ kind: 'warning', secondsLeft: 80 }]);
    });
  });

  describe('given a session renewed during a warning (a new, later end)', () => {
    it('should go quiet and warn again when the new end nears', () => {
      const warned = watchSession(sessionWatchStart, end, before(60));
      const later = end + 1_800_000;
      const renewed = watchSession(warned.phase, later, before(59));
      expect(renewed).toEqual({ phase: { kind: 'running' }, alert: null, wakeAt: later - 90_000 });
      expect(watchSession(renewed.phase, later, later - 90_000).alert).toEqual({
        kind: 'warning',
        secondsLeft: 90,
      });
    });
  });

  it('should raise each kind of alert at most once however the clock is read', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -60_000, max: 200_000 }), { maxLength: 30 }), (offsets) => {
        const moments = offsets.map((ms) => end - ms).sort((a, b) => a - b);
        const alerts = walk(moments);
        expect(alerts.filter((alert) => alert.kind === 'expired').length).toBeLessThanOrEqual(1);
        expect(alerts.filter((alert) => alert.kind === 'warning').length).toBeLessThanOrEqual(2);
        // Nothing follows the expiry.
        expect(alerts.slice(0, -1).some((alert) => alert.kind === 'expired')).toBe(false);
      }),
    );
  });

  it('should always wake later than now while the session runs', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3_600_000, max: 3_600_000 }), (ms) => {
        const { wakeAt, phase } = watchSession(sessionWatchStart, end, end + ms);
        if (phase.kind === 'expired') expect(wakeAt).toBeNull();
        else expect(wakeAt).toBeGreaterThan(end + ms);
      }),
    );
  });
});
