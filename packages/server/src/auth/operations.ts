import { createHmac } from 'node:crypto';
import {
  defaultHealthCareType,
  type HealthCareType,
  type MfaCodeAnswer,
  pinAnswer,
  pinRequest,
  plainSuccess,
  sessionAnswer,
  sessionCeiling,
  sessionExtendAnswer,
  sessionFeatureNames,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../audit';
import { subjectOf } from '../booking/occupational';
import { type Config, sessionLimitsOf } from '../config';
import { type Db, schema } from '../db';
import { defineOperation, type Operation, success } from '../http/operation';
import {
  databaseFailureCounter,
  databaseRateLimiter,
  sessionExtendLimit,
  wrongSmsCodeLimit,
} from '../http/rateLimit';
import { isSicknessFundMember } from '../occupationalCare/membership';
import type { SessionContext } from './sessionContext';
import { clearSessionCookie, sessionCookieName, setSessionCookie } from './sessionCookie';
import { destroySession, endOtherSessions, extendSession, sessionScopeOf, setMfaState } from './sessionStore';
import { verifySmsCode } from './smsCode';
import { visitorSession } from './visitorSession';

/**
 * The person's health care type: occupational while the patient acted for is covered by an
 * employer's contract, else private. Kela65 and insurance are visits chosen on the booking pages,
 * not standing properties of a person.
 */
async function healthCareTypeOf(db: Db, session: SessionContext): Promise<HealthCareType> {
  const patientId = subjectOf(session);
  if (!patientId) return defaultHealthCareType;
  const [contract] = await db
    .select({ patientId: schema.occupationalContracts.patientId })
    .from(schema.occupationalContracts)
    .where(eq(schema.occupationalContracts.patientId, patientId));
  return contract ? 'occupational' : defaultHealthCareType;
}

/** The name of the child a guardian's session acts for, read (and so audited) for the header. */
async function actingForOf(db: Db, session: SessionContext, requestId: string) {
  if (session.actingForPatientId === null) return null;
  const [child] = await db
    .select({ firstName: schema.patients.firstName, lastName: schema.patients.lastName })
    .from(schema.patients)
    .where(eq(schema.patients.id, session.actingForPatientId));
  if (!child) return null;
  await recordAudit(db, {
    actorSsn: session.personSsn,
    subjectPatientId: session.actingForPatientId,
    onBehalfOfPatientId: session.actingForPatientId,
    action: 'read',
    resource: 'patient.name',
    requestId,
  });
  return child;
}

/**
 * The browser's key of a person and the child acted for (`SessionAnswer.personKey`): keyed with the
 * server's secret, so it is the same at every sign-in yet tells nothing of the identity code.
 */
function personKeyOf(secret: string, session: SessionContext): string {
  return createHmac('sha256', secret)
    .update(`person:${session.personSsn}:${session.actingForPatientId ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}

export type SessionOperationDeps = { db: Db; config: Config; clock: () => Date; features: readonly string[] };

const csrfQuery = z.object({ csrfToken: z.string().optional() });

/** The session, the SMS code check and log-out. */
export function sessionOperations(deps: SessionOperationDeps): Operation[] {
  const { db, config, clock } = deps;
  const wrongCodes = databaseFailureCounter(db, config.cookieSecret, wrongSmsCodeLimit);
  const environment = config.production ? 'production' : 'development';
  const extensions = databaseRateLimiter(db, config.cookieSecret, sessionExtendLimit);
  const limits = sessionLimitsOf(config);
  const ceilingOf = (session: SessionContext) =>
    new Date(sessionCeiling(session.signedInAt.getTime(), limits)).toISOString();

  const getSession = defineOperation({
    method: 'get',
    path: '/api/session',
    summary: 'The caller’s session: validity, csrfToken, expiry, brand, features and the signed-in user',
    tag: 'session',
    access: 'public',
    query: z.object({ lang: z.enum(['fi', 'sv', 'en']).optional() }),
    response: sessionAnswer,
    handler: async ({ session, query, req }) => {
      if (session === undefined)
        return { status: 200, body: visitorSession(config, deps.features, query.lang) };
      const valid = session !== undefined && session.mfaState !== 'pending';
      let user: { firstName: string; lastName: string } | null = null;
      const healthCareType = valid ? await healthCareTypeOf(db, session) : defaultHealthCareType;
      if (valid && session.patientId) {
        const [patient] = await db
          .select({ firstName: schema.patients.firstName, lastName: schema.patients.lastName })
          .from(schema.patients)
          .where(eq(schema.patients.id, session.patientId));
        user = patient ?? null;
        await recordAudit(db, {
          actorSsn: session.personSsn,
          subjectPatientId: session.patientId,
          onBehalfOfPatientId: session.actingForPatientId,
          action: 'read',
          resource: 'patient.name',
          requestId: req.requestId,
        });
      }
      const actingFor = valid ? await actingForOf(db, session, req.requestId) : null;
      return success({
        session: {
          isSessionValid: valid,
          csrfToken: session?.csrfToken ?? null,
          sessionExpires: session?.expiresAt.toISOString() ?? null,
          sessionMaxExpires: ceilingOf(session),
          personKey: valid ? personKeyOf(config.cookieSecret, session) : null,
          lang: query.lang ?? session?.lang ?? 'fi',
          brand: config.brand,
          brandUrls: config.brandUrls,
          environment,
          // The fund members' flag reaches only the fund's members (the menu and the page read it).
          features: sessionFeatureNames(
            deps.features,
            valid && (await isSicknessFundMember(db, subjectOf(session))),
          ),
          healthCareType,
          // Chosen at the sign-in start (`inAppBooking` when the mobile app opens the booking embedded);
          // only the shell reads it.
          sessionScope: await sessionScopeOf(db, session.idHash),
          mfaPending: session?.mfaState === 'pending',
          registered: valid && session.patientId !== null,
        },
        user,
        actingFor,
      });
    },
  });

  const extend = defineOperation({
    method: 'post',
    path: '/api/session/extend',
    summary: 'Extends the session by the idle time from now ("Continue" on the warning), up to its ceiling',
    tag: 'session',
    access: 'signedIn',
    query: csrfQuery,
    response: sessionExtendAnswer,
    errors: ['tooManyRequests'],
    handler: async ({ session, req, res }) => {
      await extensions.consume(session.personSsn, res);
      const expiresAt = await extendSession(db, session, limits, clock());
      // The cookie ends with the session, so a browser keeps it as long as the session lasts.
      setSessionCookie(res, req.cookies[sessionCookieName], expiresAt, config.production);
      return success({ sessionExpires: expiresAt.toISOString(), sessionMaxExpires: ceilingOf(session) });
    },
  });

  const postPin = defineOperation({
    method: 'post',
    path: '/api/pin',
    summary: 'Checks the SMS code of the second sign-in factor',
    tag: 'session',
    access: 'mfaPending',
    query: csrfQuery,
    body: pinRequest,
    response: pinAnswer,
    handler: async ({ session, body, req, res }) => {
      // Past the person's wrong codes of the day no code is checked at all: the session ends as
      // after a session's own last wrong try, which the SMS code page already tells.
      const locked = await wrongCodes.isSpent(session.personSsn);
      let mfaResponse: MfaCodeAnswer = locked
        ? 'too-many-mfa-attempts'
        : await verifySmsCode(db, session.idHash, body.pin, clock());
      if (!locked && mfaResponse !== 'mfa-ok' && (await wrongCodes.fail(session.personSsn)) === 0) {
        mfaResponse = 'too-many-mfa-attempts';
      }
      const audit = {
        actorSsn: session.personSsn,
        subjectPatientId: session.patientId,
        onBehalfOfPatientId: null,
        resource: 'session',
        requestId: req.requestId,
      };
      if (mfaResponse === 'mfa-ok') {
        await db.transaction(async (tx) => {
          await setMfaState(tx, session.idHash, 'verified');
          await recordAudit(tx, { ...audit, action: 'signIn', detail: { secondFactor: 'sms' } });
        });
      } else {
        await recordAudit(db, { ...audit, action: 'mfaFailed', detail: { mfaResponse, locked } });
      }
      if (mfaResponse === 'too-many-mfa-attempts') {
        await destroySession(db, session.idHash);
        clearSessionCookie(res, config.production);
      }
      return success({ mfaResponse });
    },
  });

  const logout = defineOperation({
    method: 'post',
    path: '/api/logout',
    summary: 'Ends the session',
    tag: 'session',
    access: 'anySession',
    query: csrfQuery,
    response: plainSuccess,
    handler: async ({ session, req, res }) => {
      await db.transaction(async (tx) => {
        await destroySession(tx, session.idHash);
        await recordAudit(tx, {
          actorSsn: session.personSsn,
          subjectPatientId: session.patientId,
          onBehalfOfPatientId: session.actingForPatientId,
          action: 'signOut',
          resource: 'session',
          requestId: req.requestId,
        });
      });
      clearSessionCookie(res, config.production);
      return success();
    },
  });

  const logoutAllDevices = defineOperation({
    method: 'post',
    path: '/api/logout-all-devices',
    summary: 'Ends every session of the signed-in person, on this device and all others',
    tag: 'session',
    access: 'signedIn',
    query: csrfQuery,
    response: plainSuccess,
    handler: async ({ session, req, res }) => {
      await db.transaction(async (tx) => {
        const others = await endOtherSessions(tx, session.personSsn, session.idHash);
        await destroySession(tx, session.idHash);
        await recordAudit(tx, {
          actorSsn: session.personSsn,
          subjectPatientId: session.patientId,
          onBehalfOfPatientId: session.actingForPatientId,
          action: 'signOut',
          resource: 'session',
          detail: { allDevices: true, otherSessions: others },
          requestId: req.requestId,
        });
      });
      clearSessionCookie(res, config.production);
      return success();
    },
  });

  return [getSession, extend, postPin, logout, logoutAllDevices];
}
