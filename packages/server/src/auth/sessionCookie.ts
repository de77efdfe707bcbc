import type { RequestHandler, Response } from 'express';
import type { Db } from '../db';
import { findSession } from './sessionStore';

export const sessionCookieName = 'portal_session';

export function setSessionCookie(res: Response, value: string, expiresAt: Date, secure: boolean): void {
  // Lax, not Strict: the cookie must ride along the redirect back from the identity provider.
  res.cookie(sessionCookieName, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(sessionCookieName, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/** Puts the live session, if any, on `req.portalSession`. */
export function loadSession(db: Db, clock: () => Date): RequestHandler {
  return async (req, _res, next) => {
    const value = req.cookies?.[sessionCookieName];
    if (typeof value === 'string' && value.length > 0) {
      req.portalSession = await findSession(db, value, clock());
    }
    next();
  };
}
