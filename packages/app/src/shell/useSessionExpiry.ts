import { buildPath, type SessionPhase, sessionWatchStart, watchSession } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePortal } from '../router/PortalContext';
import type { ShownPage } from '../router/resolvePage';

// A browser runs a longer timeout at once; a session never lasts this long, so it only caps the sleep.
const longestTimeoutMs = 2_147_483_647;

// The sign-in pages are where an expired session leads; watching there would only lead back.
const unwatchedPages: readonly ShownPage[] = ['login', 'smsCode', 'sessionExpired'];

/**
 * Watches the signed-in session's end (messaging-invoices-shell.md §4): answers the seconds the current
 * warning says (90, then 30, each once) or `null`, and at the end goes to the session-timed-out page
 * with the current address as `next`. The domain decides when; this only sets the timers.
 */
export function useSessionExpiry(): number | null {
  const { session, user, page, lang } = usePortal();
  const location = useLocation();
  const navigate = useNavigate();
  const [warningSeconds, setWarningSeconds] = useState<number | null>(null);
  const phase = useRef<SessionPhase>(sessionWatchStart);
  const here = useRef('');
  here.current = location.pathname + location.search;

  const expiresAt =
    user !== null && session.sessionExpires !== null ? Date.parse(session.sessionExpires) : null;
  const watching = expiresAt !== null && !unwatchedPages.includes(page);
  const embedded = session.sessionScope === 'inAppBooking';

  useEffect(() => {
    if (!watching || expiresAt === null) {
      phase.current = sessionWatchStart;
      setWarningSeconds(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const watch = watchSession(phase.current, expiresAt, Date.now());
      phase.current = watch.phase;
      if (watch.alert?.kind === 'warning') setWarningSeconds(watch.alert.secondsLeft);
      if (watch.alert?.kind === 'expired') {
        setWarningSeconds(null);
        // The embedded booking's timed-out page signs in again into the embedded booking.
        const sessionScope = embedded ? 'inAppBooking' : undefined;
        navigate(buildPath('sessionExpired', lang, undefined, { next: here.current, sessionScope }));
        return;
      }
      if (watch.wakeAt !== null)
        timer = setTimeout(look, Math.min(watch.wakeAt - Date.now(), longestTimeoutMs));
    };
    look();
    return () => clearTimeout(timer);
  }, [watching, expiresAt, lang, navigate, embedded]);

  return warningSeconds;
}
