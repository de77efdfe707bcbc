import { randomBytes } from 'node:crypto';
import type { Lang } from '@portal/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Request, Response } from 'express';
import { hashSessionId } from '../auth/sessionStore';
import { type Db, schema } from '../db';

const { staffSessions, messagingUsers } = schema;

/** The staff session's cookie: a name of its own, sent only to the workspace's API. */
export const staffCookieName = 'portal_staff_session';
export const staffCookiePath = '/api/clinic';

/** A working day, no more: a workspace left open overnight asks for a new sign-in. */
export const staffSessionTtlSeconds = 10 * 60 * 60;

const newSecret = () => randomBytes(32).toString('base64url');

/** A signed-in staff member, as the workspace's API knows them. */
export type StaffSession = {
  idHash: string;
  staffSubject: string;
  /** Their messaging user id, the professional who takes and answers threads. */
  userId: string;
  csrfToken: string;
  lang: Lang;
  expiresAt: Date;
};

export async function createStaffSession(
  db: Db,
  input: { staffSubject: string; lang: Lang; now: Date },
): Promise<{ cookieValue: string; expiresAt: Date }> {
  const cookieValue = newSecret();
  const expiresAt = new Date(input.now.getTime() + staffSessionTtlSeconds * 1000);
  await db.insert(staffSessions).values({
    idHash: hashSessionId(cookieValue),
    staffSubject: input.staffSubject,
    csrfToken: newSecret(),
    lang: input.lang,
    createdAt: input.now,
    expiresAt,
  });
  return { cookieValue, expiresAt };
}

/** The live staff session of a request, if its staff cookie names one; a patient's cookie never does. */
export async function staffSessionOf(db: Db, req: Request, now: Date): Promise<StaffSession | undefined> {
  const value = req.cookies?.[staffCookieName];
  if (typeof value !== 'string' || value.length === 0) return undefined;
  const [row] = await db
    .select({ session: staffSessions, userId: messagingUsers.id })
    .from(staffSessions)
    .innerJoin(messagingUsers, eq(messagingUsers.staffSubject, staffSessions.staffSubject))
    .where(and(eq(staffSessions.idHash, hashSessionId(value)), gt(staffSessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  return {
    idHash: row.session.idHash,
    staffSubject: row.session.staffSubject,
    userId: row.userId,
    csrfToken: row.session.csrfToken,
    lang: row.session.lang as Lang,
    expiresAt: row.session.expiresAt,
  };
}

export async function destroyStaffSession(db: Db, idHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
}

export function setStaffCookie(res: Response, value: string, expiresAt: Date, secure: boolean): void {
  // Lax: the cookie is set on the redirect back from the identity provider.
  res.cookie(staffCookieName, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: staffCookiePath,
    expires: expiresAt,
  });
}

export function clearStaffCookie(res: Response, secure: boolean): void {
  res.clearCookie(staffCookieName, { httpOnly: true, sameSite: 'lax', secure, path: staffCookiePath });
}
