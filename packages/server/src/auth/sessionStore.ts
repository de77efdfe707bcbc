import { createHash, randomBytes } from 'node:crypto';
import { expiryAfterActivity, type Lang, type SessionLimits, type SessionScope } from '@portal/domain';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { type Db, schema } from '../db';
import type { MfaState, SessionContext } from './sessionContext';

const { sessions } = schema;

/** The table keeps only a hash, so a leaked database row cannot be replayed as a cookie. */
export const hashSessionId = (cookieValue: string) => createHash('sha256').update(cookieValue).digest('hex');

/** 256 random bits, URL-safe. */
const newSecret = () => randomBytes(32).toString('base64url');

export type NewSession = {
  personSsn: string;
  patientId: string | null;
  lang: Lang;
  acr: string | null;
  givenName: string | null;
  familyName: string | null;
  mfaState: MfaState;
  /** The view the session is opened for; it only takes parts away from the shell. Default: `default`. */
  scope?: SessionScope;
  now: Date;
  /** The idle time and the ceiling (`SESSION_TTL_SECONDS`, `SESSION_MAX_SECONDS`). */
  limits: SessionLimits;
};

export async function createSession(
  db: Db,
  input: NewSession,
): Promise<{ cookieValue: string; session: SessionContext }> {
  const cookieValue = newSecret();
  const session: SessionContext = {
    idHash: hashSessionId(cookieValue),
    personSsn: input.personSsn,
    patientId: input.patientId,
    actingForPatientId: null,
    csrfToken: newSecret(),
    lang: input.lang,
    mfaState: input.mfaState,
    signedInAt: input.now,
    expiresAt: new Date(
      expiryAfterActivity(
        { signedInAt: input.now.getTime(), expiresAt: 0 },
        input.limits,
        input.now.getTime(),
      ),
    ),
  };
  const { signedInAt: _signedInAt, ...columns } = session;
  await db.insert(sessions).values({
    ...columns,
    acr: input.acr,
    givenName: input.givenName,
    familyName: input.familyName,
    scope: input.scope ?? 'default',
    createdAt: input.now,
  });
  return { cookieValue, session };
}

/** The live session behind a cookie value, or undefined when unknown or expired. */
export async function findSession(
  db: Db,
  cookieValue: string,
  now: Date,
): Promise<SessionContext | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.idHash, hashSessionId(cookieValue)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  return {
    idHash: row.idHash,
    personSsn: row.personSsn,
    patientId: row.patientId,
    actingForPatientId: row.actingForPatientId,
    csrfToken: row.csrfToken,
    lang: row.lang as Lang,
    mfaState: row.mfaState as MfaState,
    signedInAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}

/**
 * Moves the session's end on after an activity of the person at `now` (the idle time from now,
 * capped by the ceiling) and answers the new end. Only ever moves it later: of two requests that
 * race, the later end wins.
 */
export async function extendSession(
  db: Db,
  session: Pick<SessionContext, 'idHash' | 'signedInAt' | 'expiresAt'>,
  limits: SessionLimits,
  now: Date,
): Promise<Date> {
  const expiresAt = new Date(
    expiryAfterActivity(
      { signedInAt: session.signedInAt.getTime(), expiresAt: session.expiresAt.getTime() },
      limits,
      now.getTime(),
    ),
  );
  if (expiresAt.getTime() === session.expiresAt.getTime()) return expiresAt;
  await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.idHash, session.idHash), lt(sessions.expiresAt, expiresAt)));
  return expiresAt;
}

/** The names the identification told of the person, kept for the registration form. */
export async function sessionPersonNames(db: Db, idHash: string) {
  const [row] = await db
    .select({ givenName: sessions.givenName, familyName: sessions.familyName })
    .from(sessions)
    .where(eq(sessions.idHash, idHash));
  return row ?? { givenName: null, familyName: null };
}

/**
 * The view the session was opened for. Deliberately not part of `SessionContext`: no access rule can
 * read it, so the embedded booking's scope can only take parts away from the shell, never grant one.
 */
export async function sessionScopeOf(db: Db, idHash: string): Promise<SessionScope> {
  const [row] = await db.select({ scope: sessions.scope }).from(sessions).where(eq(sessions.idHash, idHash));
  return row?.scope ?? 'default';
}

/** Links the session to the patient record the person has just created. */
export async function setSessionPatient(db: Pick<Db, 'update'>, idHash: string, patientId: string) {
  await db.update(sessions).set({ patientId }).where(eq(sessions.idHash, idHash));
}

export async function setMfaState(db: Db, idHash: string, mfaState: MfaState): Promise<void> {
  await db.update(sessions).set({ mfaState }).where(eq(sessions.idHash, idHash));
}

export async function destroySession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/**
 * Ends every session of a person but `keep` (the one asking): 'log out on all devices', and what
 * must follow a change of the person's SMS factor, so that a session opened before the change
 * (perhaps by whoever made the change necessary) does not outlive it. Answers how many ended.
 */
export async function endOtherSessions(
  db: Pick<Db, 'delete'>,
  personSsn: string,
  keep: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.personSsn, personSsn), ne(sessions.idHash, keep)))
    .returning({ idHash: sessions.idHash });
  return ended.length;
}

/**
 * What a change of the person's SMS factor (turned on, turned off, a new phone) must do at once, in
 * the change's own transaction: end the person's other sessions. Every handler that changes
 * `patients.mfa_enabled` or `patients.mfa_phone` calls this.
 */
export async function afterSmsFactorChange(
  db: Pick<Db, 'delete'>,
  change: { personSsn: string; sessionIdHash: string },
): Promise<number> {
  return endOtherSessions(db, change.personSsn, change.sessionIdHash);
}

/** Expired rows are useless; the server sweeps them now and then. */
export async function sweepExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(schema.staffSessions).where(lt(schema.staffSessions.expiresAt, now));
}
