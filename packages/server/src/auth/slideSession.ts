import { backgroundCallHeader } from '@portal/domain';
import type { Request, RequestHandler } from 'express';
import { type Config, sessionLimitsOf } from '../config';
import type { Db } from '../db';
import { verifyCsrf } from '../http/csrf';
import type { SessionContext } from './sessionContext';
import { sessionCookieName, setSessionCookie } from './sessionCookie';
import { extendSession } from './sessionStore';

// Paths under `/api`. Reading the session is what the shell does to learn the end, and extending has
// its own operation under its own limit (`auth/operations.ts`).
const notActivity = new Set(['/session', '/session/extend']);

/**
 * Whether a request is the person's own activity (docs/decisions/2026-11-29-sessions-a-person-can-keep.md):
 * a fully signed-in session, not the session calls, not a background poll, from our own pages (a
 * browser says `Sec-Fetch-Site`), and a change only with its CSRF token.
 */
function isActivity(req: Request, session: SessionContext): boolean {
  if (session.mfaState === 'pending') return false;
  if (notActivity.has(req.path)) return false;
  if (req.get(backgroundCallHeader) !== undefined) return false;
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  return req.method === 'GET' || req.method === 'HEAD' || verifyCsrf(req, session);
}

/**
 * Moves the end of the caller's session on by the idle time after each of the person's own calls,
 * never past the ceiling, and renews the cookie's expiry with it (WCAG 2.2.1: a person at work is
 * not signed out under their hands). Runs after `loadSession` under `/api`.
 */
export function slideSession(db: Db, config: Config, clock: () => Date): RequestHandler {
  return async (req, res, next) => {
    const session = req.portalSession;
    const cookie = req.cookies?.[sessionCookieName];
    if (session && typeof cookie === 'string' && isActivity(req, session)) {
      const expiresAt = await extendSession(db, session, sessionLimitsOf(config), clock());
      if (expiresAt.getTime() !== session.expiresAt.getTime()) {
        req.portalSession = { ...session, expiresAt };
        setSessionCookie(res, cookie, expiresAt, config.production);
      }
    }
    next();
  };
}
