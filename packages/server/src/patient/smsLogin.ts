import {
  judgeSmsCode,
  type MfaCodeAnswer,
  mfaOnboardingAnswer,
  mfaOnboardingCode,
  mfaOnboardingRequest,
  mfaStatusAnswer,
  mfaToggleRequest,
  plainSuccess,
  smsCodeRules,
  smsOnboardingLimit,
} from '@portal/domain';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../audit';
import { smsCodeMessage } from '../auth/messages';
import { afterSmsFactorChange } from '../auth/sessionStore';
import { codeMatches, issueSmsCode } from '../auth/smsCode';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';
import type { SignedInSession } from '../http/operation';
import { defineOperation, type Operation, success } from '../http/operation';
import { databaseLimitReader, databaseRateLimiter } from '../http/rateLimit';
import type { MessageGateway } from '../outbox/gateway';

const { patients, mfaChallenges } = schema;
const langQuery = z.object({
  csrfToken: z.string().optional(),
  lang: z.enum(['fi', 'sv', 'en']).default('fi'),
});
const csrfQuery = z.object({ csrfToken: z.string().optional() });
const onboardingRule = { name: 'smsOnboarding.person', ...smsOnboardingLimit };

export type SmsLoginDeps = {
  db: Db;
  clock: () => Date;
  gateway: MessageGateway;
  secret: string;
  /** SMS login is offered in this environment. Default `true`. */
  enabled?: boolean;
};

/**
 * SMS login of my information: its status, turning it off, and turning it on by verifying a phone
 * with a code sent to it. Every change of the factor ends the person's other sessions in its own
 * transaction (`afterSmsFactorChange`), so a session opened before the change does not outlive it.
 */
export function smsLoginOperations({
  db,
  clock,
  gateway,
  secret,
  enabled = true,
}: SmsLoginDeps): Operation[] {
  const onboardingLimit = databaseRateLimiter(db, secret, onboardingRule);
  const onboardingUsed = databaseLimitReader(db, secret, onboardingRule);
  // With SMS login off in the environment nothing may turn it on.
  const requireEnabled = () => {
    if (!enabled) throw new ApiError('forbidden');
  };
  // The person's own record: SMS login is a factor of the one who signs in, not of a child.
  const ownPatient = async (session: SignedInSession) => {
    if (!session.patientId) throw new ApiError('noPatient');
    const [row] = await db.select().from(patients).where(eq(patients.id, session.patientId));
    if (!row) throw new ApiError('noPatient');
    return row;
  };
  const audit = (session: SignedInSession, patientId: string, requestId: string, detail: object) => ({
    actorSsn: session.personSsn,
    subjectPatientId: patientId,
    onBehalfOfPatientId: null,
    action: 'update' as const,
    resource: 'patient.mfa',
    detail: { ...detail },
    requestId,
  });

  const status = defineOperation({
    method: 'get',
    path: '/api/mfa',
    summary: 'The SMS login status of the signed-in person',
    tag: 'patient',
    access: 'signedIn',
    response: mfaStatusAnswer,
    errors: ['noPatient'],
    handler: async ({ session }) => {
      const patient = await ownPatient(session);
      if (!enabled)
        return success({ status: 'environment-has-mfa-disabled', phoneNumber: null, nextAttempt: null });
      if (patient.mfaEnabled && patient.mfaPhone !== null)
        return success({ status: 'enabled', phoneNumber: patient.mfaPhone, nextAttempt: null });
      const blockedUntil = await onboardingUsed.blockedUntil(session.personSsn, clock());
      if (blockedUntil !== null)
        return success({
          status: 'too-many-onboarding-attempts',
          phoneNumber: null,
          nextAttempt: blockedUntil.toISOString(),
        });
      return success({ status: 'user-has-no-verified-mfa-device', phoneNumber: null, nextAttempt: null });
    },
  });

  const toggle = defineOperation({
    method: 'post',
    path: '/api/mfa',
    summary: 'Turns SMS login off, or asks to turn it on (the phone verification follows)',
    tag: 'patient',
    access: 'signedIn',
    query: csrfQuery,
    body: mfaToggleRequest,
    response: plainSuccess,
    errors: ['noPatient', 'forbidden'],
    handler: async ({ session, body, req }) => {
      const patient = await ownPatient(session);
      // Turning on changes nothing until a phone is verified.
      if (body.action === 'enable') requireEnabled();
      if (body.action === 'enable' || !patient.mfaEnabled) return success();
      await db.transaction(async (tx) => {
        await tx
          .update(patients)
          .set({ mfaEnabled: false, mfaPhone: null })
          .where(eq(patients.id, patient.id));
        await afterSmsFactorChange(tx, { personSsn: session.personSsn, sessionIdHash: session.idHash });
        await recordAudit(tx, audit(session, patient.id, req.requestId, { enabled: false }));
      });
      return success();
    },
  });

  const sendCode = defineOperation({
    method: 'post',
    path: '/api/mfa-onboarding',
    summary: 'Sends a code to the phone to verify for SMS login',
    tag: 'patient',
    access: 'signedIn',
    query: langQuery,
    body: mfaOnboardingRequest,
    response: plainSuccess,
    errors: ['noPatient', 'tooManyRequests', 'forbidden'],
    handler: async ({ session, body, query, res }) => {
      requireEnabled();
      await ownPatient(session);
      await onboardingLimit.consume(session.personSsn, res);
      const code = await issueSmsCode(db, session.idHash, clock(), body.phoneNumber);
      await gateway.sendSms(body.phoneNumber, smsCodeMessage(query.lang, code));
      return success();
    },
  });

  const checkCode = defineOperation({
    method: 'put',
    path: '/api/mfa-onboarding',
    summary: 'Checks the code of the phone verification; a right one turns SMS login on',
    tag: 'patient',
    access: 'signedIn',
    query: csrfQuery,
    body: mfaOnboardingCode,
    response: mfaOnboardingAnswer,
    errors: ['noPatient'],
    handler: async ({ session, body, req }) => {
      const patient = await ownPatient(session);
      const pin = body.challengeResponseFromUser.join('');
      const now = clock();
      const answer = await db.transaction(
        async (tx): Promise<{ type: MfaCodeAnswer; triesLeft?: number }> => {
          const [challenge] = await tx
            .select()
            .from(mfaChallenges)
            .where(
              and(
                eq(mfaChallenges.sessionIdHash, session.idHash),
                isNull(mfaChallenges.usedAt),
                isNotNull(mfaChallenges.phone),
              ),
            )
            .orderBy(desc(mfaChallenges.id))
            .limit(1)
            .for('update');
          if (!challenge?.phone) return { type: judgeSmsCode(null, false, now).answer };
          const verdict = judgeSmsCode(challenge, codeMatches(challenge.codeHash, session.idHash, pin), now);
          await tx
            .update(mfaChallenges)
            .set({ failedAttempts: verdict.failedAttempts, ...(verdict.closed ? { usedAt: now } : {}) })
            .where(eq(mfaChallenges.id, challenge.id));
          if (verdict.answer === 'mfa-ok') {
            await tx
              .update(patients)
              .set({ mfaEnabled: true, mfaPhone: challenge.phone })
              .where(eq(patients.id, patient.id));
            await afterSmsFactorChange(tx, { personSsn: session.personSsn, sessionIdHash: session.idHash });
            await recordAudit(tx, audit(session, patient.id, req.requestId, { enabled: true }));
          }
          // A wrong code tells how many more the sent code takes, so the page warns before it closes.
          return verdict.answer === 'mfa-challenge-failed'
            ? { type: verdict.answer, triesLeft: smsCodeRules.maxAttempts - verdict.failedAttempts }
            : { type: verdict.answer };
        },
      );
      return success(answer);
    },
  });

  return [status, toggle, sendCode, checkCode];
}
