import { nextSessionChange, type SessionPhase, sessionPhase } from './expiry';

/** What the page shell must do on a change of phase: warn (with the seconds to say) or leave. */
export type SessionAlert =
  | { readonly kind: 'warning'; readonly secondsLeft: number }
  | { readonly kind: 'expired' };

/** The outcome of one look at the clock. */
export interface SessionWatch {
  /** The phase now; give it back as `previous` on the next look. */
  readonly phase: SessionPhase;
  /** The alert due now, `null` when the phase did not change since the previous look. */
  readonly alert: SessionAlert | null;
  /** When to look again (epoch milliseconds); `null` once the session has expired. */
  readonly wakeAt: number | null;
}

/** The phase a shell starts from: nothing shown yet. */
export const sessionWatchStart: SessionPhase = { kind: 'running' };

/**
 * One look at the clock by the page shell: the phase at `now`, the alert to raise if the phase
 * changed since `previous` (each warning once, the expiry once), and when to look again.
 * A timer that fires late, or a page opened late, skips the warnings already past: only the
 * current one is raised, with the seconds actually left.
 */
export function watchSession(previous: SessionPhase, expiresAt: number, now: number): SessionWatch {
  const phase = sessionPhase(expiresAt, now);
  return { phase, alert: alertBetween(previous, phase), wakeAt: nextSessionChange(expiresAt, now) };
}

function alertBetween(previous: SessionPhase, phase: SessionPhase): SessionAlert | null {
  switch (phase.kind) {
    case 'running':
      return null;
    case 'warning':
      if (previous.kind === 'warning' && previous.threshold === phase.threshold) return null;
      return { kind: 'warning', secondsLeft: phase.secondsLeft };
    case 'expired':
      return previous.kind === 'expired' ? null : { kind: 'expired' };
    default:
      return phase satisfies never;
  }
}
