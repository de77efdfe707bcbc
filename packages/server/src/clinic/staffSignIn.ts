import { type ClinicSignInError, clinicPath, isLang, type Lang, staffRoleOf } from '@portal/domain';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { recordAudit } from '../audit';
import type { OidcClient } from '../auth/oidcClient';
import type { Config } from '../config';
import { type Db, schema } from '../db';
import { databaseRateLimiter, signInStartLimit } from '../http/rateLimit';
import { createStaffSession, setStaffCookie } from './staffSession';

/** The claim in which the identity provider names a staff member's role in the clinic. */
export const staffRoleClaim = 'staff_role';

export const staffSignInPath = '/clinic/oauth/authenticate';
export const staffCallbackPath = '/clinic/oauth/callback';

const transactionCookie = 'portal_staff_oidc';
const transaction = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  lang: z.enum(['fi', 'sv', 'en']),
});

export type StaffSignInDeps = { db: Db; config: Config; oidc: OidcClient; clock: () => Date };

const langOf = (value: unknown): Lang => (typeof value === 'string' && isLang(value) ? value : 'fi');

function failed(res: Response, lang: Lang, error: ClinicSignInError) {
  res.redirect(303, `${clinicPath({ view: 'queues', lang, queue: 'assignedToMe' })}?error=${error}`);
}

/**
 * The staff's sign-in to the clinic workspace, through the same OpenID Connect provider as the
 * patients' but with its own transaction, callback and session. Only an identity with a staff
 * role claim gets a staff session; a patient's identification ends as `notStaff`.
 */
export function staffSignInRoutes(deps: StaffSignInDeps): Router {
  const { db, config, oidc, clock } = deps;
  const router = Router();
  const secure = config.production;
  const starts = databaseRateLimiter(
    db,
    config.cookieSecret,
    signInStartLimit(config.signInStartsPerAddress),
  );

  router.get(staffSignInPath, async (req, res) => {
    const lang = langOf(req.query.lang);
    if ((await starts.attempt(req.ip ?? 'unknown')) !== null) return failed(res, lang, 'failed');
    let start: Awaited<ReturnType<OidcClient['start']>>;
    try {
      start = await oidc.start({ lang, acrValues: undefined });
    } catch (error) {
      req.log?.error({ err: error }, 'identity provider unreachable');
      return failed(res, lang, 'failed');
    }
    const value = { state: start.state, nonce: start.nonce, codeVerifier: start.codeVerifier, lang };
    res.cookie(transactionCookie, JSON.stringify(value), {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/clinic/oauth',
      maxAge: 10 * 60 * 1000,
    });
    res.redirect(303, start.url.href);
  });

  router.get(staffCallbackPath, async (req: Request, res: Response) => {
    const raw = req.signedCookies?.[transactionCookie];
    res.clearCookie(transactionCookie, { path: '/clinic/oauth' });
    const parsed = typeof raw === 'string' ? transaction.safeParse(safeJson(raw)) : undefined;
    if (!parsed?.success) return failed(res, 'fi', 'failed');
    const { lang } = parsed.data;
    if (typeof req.query.error === 'string') return failed(res, lang, 'failed');
    let claims: Record<string, unknown>;
    try {
      claims = await oidc.finish(new URL(req.originalUrl, config.publicUrl), parsed.data);
    } catch (error) {
      req.log?.warn({ err: error }, 'staff identification failed');
      return failed(res, lang, 'failed');
    }
    const role = staffRoleOf(claims[staffRoleClaim]);
    const subject = claims.sub;
    if (role === null || typeof subject !== 'string' || subject === '') return failed(res, lang, 'notStaff');

    const now = clock();
    const names = {
      firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
      lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
    };
    // The professional's messaging user follows what the identity provider says of them.
    await db
      .insert(schema.messagingUsers)
      .values({ kind: 'ProfessionalUser', staffSubject: subject, staffRole: role, ...names })
      .onConflictDoUpdate({ target: schema.messagingUsers.staffSubject, set: { staffRole: role, ...names } });
    const session = await createStaffSession(db, { staffSubject: subject, lang, now });
    setStaffCookie(res, session.cookieValue, session.expiresAt, secure);
    await recordAudit(db, {
      actorSsn: `staff:${subject}`,
      subjectPatientId: null,
      onBehalfOfPatientId: null,
      action: 'signIn',
      resource: 'staffSession',
      requestId: req.requestId,
    });
    res.redirect(303, clinicPath({ view: 'queues', lang, queue: 'assignedToMe' }));
  });

  return router;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
