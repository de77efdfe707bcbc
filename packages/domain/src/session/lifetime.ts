import type { SessionEndReason } from '../catalogue/session';

/**
 * The two limits of a signed-in session (docs/decisions/2026-11-29-sessions-a-person-can-keep.md):
 * it ends `idleSeconds` after the person's last activity, and never later than `maxSeconds` after
 * sign-in, however active.
 */
export interface SessionLimits {
  readonly idleSeconds: number;
  readonly maxSeconds: number;
}

/** The moment (epoch milliseconds) past which a session signed in at `signedInAt` cannot last. */
export function sessionCeiling(signedInAt: number, limits: SessionLimits): number {
  return signedInAt + limits.maxSeconds * 1000;
}

/**
 * The end of a session after an activity at `now`: the idle time from now, but never past the
 * ceiling, and never earlier than the end it already has (a late request must not shorten it).
 */
export function expiryAfterActivity(
  session: { readonly signedInAt: number; readonly expiresAt: number },
  limits: SessionLimits,
  now: number,
): number {
  const slid = Math.min(now + limits.idleSeconds * 1000, sessionCeiling(session.signedInAt, limits));
  return Math.max(session.expiresAt, slid);
}

/**
 * Whether the person can still extend a session ending at `expiresAt`: not once its end is the
 * ceiling. A ceiling that is not known (`null`) does not stop an extension.
 */
export function canExtendSession(expiresAt: number, ceiling: number | null): boolean {
  return ceiling === null || expiresAt < ceiling;
}

/** Why a session that ran to its end ended: at the ceiling, or for want of activity. */
export function sessionEndOf(
  expiresAt: number,
  ceiling: number | null,
): Exclude<SessionEndReason, 'signedOut'> {
  return canExtendSession(expiresAt, ceiling) ? 'idle' : 'ceiling';
}
