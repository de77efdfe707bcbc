import { sessionWarningSeconds } from '../catalogue/session';

/** Seconds before the end of a session at which a warning is due: 90, then 30. */
export type SessionWarningThreshold = (typeof sessionWarningSeconds)[number];

/**
 * Where a signed-in session stands at one moment, as the page shell shows it:
 * - `running`: more than the first warning away from the end;
 * - `warning`: inside the window of one warning; `secondsLeft` is what the toast says;
 * - `expired`: the end has come; the person goes to the session-timed-out page.
 */
export type SessionPhase =
  | { readonly kind: 'running' }
  | {
      readonly kind: 'warning';
      readonly threshold: SessionWarningThreshold;
      /** Whole seconds left, rounded up, never more than the threshold: a late timer says the truth. */
      readonly secondsLeft: number;
    }
  | { readonly kind: 'expired' };

// Largest first, so the first threshold the time left fits under is the current window.
const thresholds = [...sessionWarningSeconds].sort((a, b) => a - b);

/**
 * The phase of a session ending at `expiresAt` at the moment `now` (both epoch milliseconds).
 * A person who opens a page with 50 seconds left is inside the 90-second window: the warning is
 * due at once and says 50, not 90.
 */
export function sessionPhase(expiresAt: number, now: number): SessionPhase {
  const leftMs = expiresAt - now;
  if (leftMs <= 0) return { kind: 'expired' };
  const threshold = thresholds.find((seconds) => leftMs <= seconds * 1000);
  if (threshold === undefined) return { kind: 'running' };
  return { kind: 'warning', threshold, secondsLeft: Math.min(threshold, Math.ceil(leftMs / 1000)) };
}

/**
 * The next moment (epoch milliseconds) after `now` at which the phase changes, or `null` once the
 * session has expired: the shell sleeps until then instead of polling.
 */
export function nextSessionChange(expiresAt: number, now: number): number | null {
  const boundaries = [...sessionWarningSeconds.map((seconds) => expiresAt - seconds * 1000), expiresAt];
  // At a boundary itself the new phase already holds (see `sessionPhase`), so only later ones count.
  const upcoming = boundaries.filter((at) => at > now);
  return upcoming.length === 0 ? null : Math.min(...upcoming);
}
