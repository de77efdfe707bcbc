import { buildPath, buildQuery, type Lang, type SessionScope, sameSitePathOr } from '@portal/domain';

/**
 * The address that starts strong identification (decisions.md §4, `GET /oauth/authenticate`).
 * After signing in the person returns to `next` when it is a safe path of this site, else to the
 * front page of `lang`. It is a server address, not a page of the route table. `scope`
 * `inAppBooking` signs in again into the booking embedded in the mobile app. Default: `default`.
 */
export function strongAuthenticationUrl(
  lang: Lang,
  next: string | null | undefined,
  scope: SessionScope = 'default',
): string {
  const sessionScope = scope === 'default' ? undefined : scope;
  return `/oauth/authenticate${buildQuery({ lang, next: safeNextOr(next, lang), sessionScope })}`;
}

/** `next` when it is a same-site path (the domain's one rule), otherwise the front page of `lang`. */
export function safeNextOr(next: string | null | undefined, lang: Lang): string {
  return sameSitePathOr(next, lang);
}

/**
 * The child path ('My child's' of the transaction path, patient-area.md §2): strong identification,
 * then choosing the child to act for, then `next` as the child (the front page when unsafe).
 */
export function childPathUrl(lang: Lang, next: string | null | undefined): string {
  return strongAuthenticationUrl(
    lang,
    buildPath('chooseChild', lang, undefined, { next: safeNextOr(next, lang) }),
  );
}
