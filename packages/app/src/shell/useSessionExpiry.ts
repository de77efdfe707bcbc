import {
  buildPath,
  canExtendSession,
  type SessionAlert,
  type SessionEndReason,
  type SessionPhase,
  sessionEndOf,
  sessionWatchStart,
  watchSession,
} from '@portal/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { extendSession, fetchSession } from '../api/session';
import { usePortal } from '../router/PortalContext';
import type { ShownPage } from '../router/resolvePage';

// A browser runs a longer timeout at once; a session never lasts this long, so it only caps the sleep.
const longestTimeoutMs = 2_147_483_647;

// The sign-in pages are where an expired session leads; watching there would only lead back.
const unwatchedPages: readonly ShownPage[] = ['login', 'smsCode', 'sessionExpired'];

const parsed = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

/** The session warning of the shell: what it says and what it offers. */
export interface SessionExpiry {
  /** The seconds the current warning says; `null` without a warning. */
  warningSeconds: number | null;
  /** Whether Continue can still extend the session: not once its end is the ceiling. */
  extendable: boolean;
  /** Continue: extends the session; the warning goes once the server has answered the new end. */
  extend: () => void;
}

/** What the server says of the session now: its end, or that it has ended; `null` when it did not answer. */
async function currentEnd(): Promise<number | 'ended' | null> {
  try {
    const answer = await fetchSession();
    if (!answer.session.isSessionValid) return 'ended';
    return parsed(answer.session.sessionExpires) ?? 'ended';
  } catch {
    return null;
  }
}

/**
 * Watches the signed-in session's end (messaging-invoices-shell.md §4): warnings at 90 and 30 seconds,
 * each once, and at the end the session-timed-out page with the current address as `next` and why the
 * session ended. The person's activity moves the end on the server (2026-11-29-sessions-a-person-can-keep.md),
 * so before a warning or the end the shell reads the session again and follows a later end instead.
 * The domain decides when; this only sets the timers.
 */
export function useSessionExpiry(): SessionExpiry {
  const { session, user, page, lang } = usePortal();
  const location = useLocation();
  const navigate = useNavigate();
  const [warningSeconds, setWarningSeconds] = useState<number | null>(null);
  const phase = useRef<SessionPhase>(sessionWatchStart);
  const here = useRef('');
  here.current = location.pathname + location.search;

  // The end the server last answered: the page's session read, a read before a warning, or Continue.
  const answered = user !== null ? parsed(session.sessionExpires) : null;
  const [end, setEnd] = useState(answered);
  const [endOfPage, setEndOfPage] = useState(answered);
  if (answered !== endOfPage) {
    setEndOfPage(answered);
    setEnd(answered);
  }
  const ceiling = parsed(session.sessionMaxExpires);
  const watching = end !== null && !unwatchedPages.includes(page);
  const embedded = session.sessionScope === 'inAppBooking';

  useEffect(() => {
    phase.current = sessionWatchStart;
    setWarningSeconds(null);
    if (!watching || end === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const leave = (reason: SessionEndReason) => {
      setWarningSeconds(null);
      // The embedded booking's timed-out page signs in again into the embedded booking.
      const sessionScope = embedded ? 'inAppBooking' : undefined;
      navigate(buildPath('sessionExpired', lang, undefined, { next: here.current, sessionScope, reason }));
    };
    const raise = (alert: SessionAlert) => {
      if (alert.kind === 'warning') setWarningSeconds(alert.secondsLeft);
      else leave(sessionEndOf(end, ceiling));
    };
    const look = async () => {
      const watch = watchSession(phase.current, end, Date.now());
      if (watch.alert !== null) {
        const latest = await currentEnd();
        if (stopped) return;
        // Activity moved the end on: follow it (the effect starts again with the new end).
        if (typeof latest === 'number' && latest > end) return setEnd(latest);
        // Ended before its time: a log-out on another device or a new sign-in in this browser.
        if (latest === 'ended' && watch.alert.kind === 'warning') return leave('signedOut');
      }
      phase.current = watch.phase;
      if (watch.alert !== null) raise(watch.alert);
      if (watch.alert?.kind === 'expired') return;
      if (watch.wakeAt !== null)
        timer = setTimeout(() => void look(), Math.min(watch.wakeAt - Date.now(), longestTimeoutMs));
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [watching, end, ceiling, lang, navigate, embedded]);

  const csrfToken = session.csrfToken;
  const extend = useCallback(() => {
    if (csrfToken === null) return;
    // A refusal (the limit, the network) leaves the warning up, and the end comes as it would have.
    extendSession(csrfToken).then(
      (answer) => setEnd(Date.parse(answer.sessionExpires)),
      () => {},
    );
  }, [csrfToken]);

  return { warningSeconds, extendable: end === null || canExtendSession(end, ceiling), extend };
}
