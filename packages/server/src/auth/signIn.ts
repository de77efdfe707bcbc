import { buildPath, isLang, isSameSitePath, type Lang, sameSitePathOr, sessionScopes } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { recordAudit } from '../audit';
import { type Config, sessionLimitsOf } from '../config';
import { type Db, schema } from '../db';
import { sendFailure } from '../http/apiError';
import { validationDetails } from '../http/errorHandler';
import { databaseRateLimiter, signInStartLimit } from '../http/rateLimit';
import type { MessageGateway } from '../outbox/gateway';
import { smsCodeMessage } from './messages';
import type { OidcClient } from './oidcClient';
import { sessionCookieName, setSessionCookie } from './sessionCookie';
import { createSession, destroySession, findSession, hashSessionId } from './sessionStore';
import { issueSmsCode } from './smsCode';

const transactionCookie = 'portal_oidc';
const transactionLifetimeMs = 10 * 60 * 1000;

/** What must survive the round trip to the identity provider; kept in a signed, short-lived cookie. */
const transaction = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  lang: z.enum(['fi', 'sv', 'en']),
  next: z.string(),
  // A transaction started before the scope existed opens a default session.
  sessionScope: z.enum(sessionScopes).default('default'),
});

/**
 * The sign-in start's one strict parameter. `sessionScope=inAppBooking` is how the mobile app opens
 * the booking embedded in its own view: the session then leaves the app's parts (menu, account,
 * help, footer, the cancel button) out of the shell. An unknown value is refused with 400 rather than
 * quietly giving the web portal's whole shell inside the app. `lang` and `next` stay forgiving, as
 * before: a wrong one falls back to a default.
 */
export const signInStartQuery = z.object({
  sessionScope: z.enum(sessionScopes).optional(),
});

/** The claim in which the identification broker gives the Finnish personal identity code. */
export const identityCodeClaim = 'personal_identity_code';

export type SignInDeps = {
  db: Db;
  config: Config;
  oidc: OidcClient;
  gateway: MessageGateway;
  clock: () => Date;
};

const langOf = (value: unknown): Lang => (typeof value === 'string' && isLang(value) ? value : 'fi');

/** Back to the login page, which tells why: `unknown` (identification failed) or `tooManyRequests`. */
function signInFailed(res: Response, lang: Lang, error: 'unknown' | 'tooManyRequests' = 'unknown') {
  res.redirect(303, buildPath('login', lang, {}, { error }));
}

/** `GET /oauth/authenticate` starts strong identification; `GET /oauth/callback` finishes it. */
export function signInRoutes(deps: SignInDeps): Router {
  const { db, config, oidc, gateway, clock } = deps;
  const router = Router();
  const secure = config.production;
  const starts = databaseRateLimiter(
    db,
    config.cookieSecret,
    signInStartLimit(config.signInStartsPerAddress),
  );

  router.get('/oauth/authenticate', async (req, res) => {
    const lang = langOf(req.query.lang);
    const strict = signInStartQuery.safeParse({ sessionScope: req.query.sessionScope });
    if (!strict.success) return sendFailure(res, 'ValidationError', validationDetails(strict.error));
    const sessionScope = strict.data.sessionScope ?? 'default';
    // The embedded view is the booking: without a page of its own to return to, it starts there.
    const next = isSameSitePath(req.query.next)
      ? req.query.next
      : buildPath(sessionScope === 'inAppBooking' ? 'visitTypeLanding' : 'front', lang);
    const acrValues = typeof req.query.acr_values === 'string' ? req.query.acr_values : undefined;
    const retryAfter = await starts.attempt(req.ip ?? 'unknown');
    if (retryAfter !== null) {
      res.setHeader('retry-after', String(retryAfter));
      return signInFailed(res, lang, 'tooManyRequests');
    }
    let start: Awaited<ReturnType<OidcClient['start']>>;
    try {
      start = await oidc.start({ lang, acrValues });
    } catch (error) {
      req.log?.error({ err: error }, 'identity provider unreachable');
      return signInFailed(res, lang);
    }
    const value = {
      state: start.state,
      nonce: start.nonce,
      codeVerifier: start.codeVerifier,
      lang,
      next,
      sessionScope,
    };
    res.cookie(transactionCookie, JSON.stringify(value), {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/oauth',
      maxAge: transactionLifetimeMs,
    });
    res.redirect(303, start.url.href);
  });

  router.get('/oauth/callback', async (req: Request, res: Response) => {
    const raw = req.signedCookies?.[transactionCookie];
    res.clearCookie(transactionCookie, { path: '/oauth' });
    const parsed = typeof raw === 'string' ? transaction.safeParse(safeJson(raw)) : undefined;
    if (!parsed?.success) return signInFailed(res, 'fi');
    const started = parsed.data;
    if (typeof req.query.error === 'string') return signInFailed(res, started.lang);

    let claims: Record<string, unknown>;
    try {
      claims = await oidc.finish(new URL(req.originalUrl, config.publicUrl), started);
    } catch (error) {
      req.log?.warn({ err: error }, 'identification failed');
      return signInFailed(res, started.lang);
    }
    const ssn = claims[identityCodeClaim];
    if (typeof ssn !== 'string') return signInFailed(res, started.lang);

    const [patient] = await db.select().from(schema.patients).where(eq(schema.patients.ssn, ssn)).limit(1);
    const needsSmsCode = config.smsLogin && Boolean(patient?.mfaEnabled && patient.mfaPhone);
    const now = clock();
    await endReplacedSession(db, req, now);
    const { cookieValue, session } = await createSession(db, {
      personSsn: ssn,
      patientId: patient?.id ?? null,
      lang: started.lang,
      acr: typeof claims.acr === 'string' ? claims.acr : null,
      givenName: typeof claims.given_name === 'string' ? claims.given_name : null,
      familyName: typeof claims.family_name === 'string' ? claims.family_name : null,
      mfaState: needsSmsCode ? 'pending' : 'notRequired',
      scope: started.sessionScope,
      now,
      limits: sessionLimitsOf(config),
    });
    setSessionCookie(res, cookieValue, session.expiresAt, secure);

    if (needsSmsCode && patient?.mfaPhone) {
      const code = await issueSmsCode(db, session.idHash, now);
      await gateway.sendSms(patient.mfaPhone, smsCodeMessage(started.lang, code));
      return res.redirect(303, buildPath('smsCode', started.lang, {}, { next: started.next }));
    }
    await recordAudit(db, {
      actorSsn: ssn,
      subjectPatientId: patient?.id ?? null,
      onBehalfOfPatientId: null,
      action: 'signIn',
      resource: 'session',
      ...(started.sessionScope === 'default' ? {} : { detail: { sessionScope: started.sessionScope } }),
      requestId: req.requestId,
    });
    res.redirect(303, sameSitePathOr(started.next, started.lang));
  });

  return router;
}

/**
 * A sign-in in a browser that still holds a session ends that session: at a shared computer the
 * next person's identification must not leave the previous person's session alive behind it
 * (its cookie is replaced, but a copy of it would still open the portal).
 */
async function endReplacedSession(db: Db, req: Request, now: Date): Promise<void> {
  const value = req.cookies?.[sessionCookieName];
  if (typeof value !== 'string' || value === '') return;
  const previous = await findSession(db, value, now);
  await destroySession(db, hashSessionId(value));
  if (!previous) return;
  await recordAudit(db, {
    actorSsn: previous.personSsn,
    subjectPatientId: previous.patientId,
    onBehalfOfPatientId: null,
    action: 'signOut',
    resource: 'session',
    detail: { reason: 'replacedBySignIn' },
    requestId: req.requestId,
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
