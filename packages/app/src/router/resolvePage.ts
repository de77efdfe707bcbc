import type { SessionAnswer } from '@portal/domain';
import {
  availableTarget,
  type BrandConfig,
  buildPath,
  defaultLang,
  isAvailableMatch,
  isLang,
  type Lang,
  matchPath,
  type PageId,
} from '@portal/domain';
import { safeNextOr } from '../api/oauth';

/** What the address shows: a page of the route table, or the not-found page. */
export type ShownPage = PageId | 'notFound';

/** The outcome for one address: go elsewhere, or show a page in a language. */
export type Resolution = { kind: 'redirect'; to: string } | { kind: 'page'; page: ShownPage; lang: Lang };

// Pages that stay reachable while the SMS code is owed, so that the person is never sent in circles.
const reachableWithCodeOwed: readonly ShownPage[] = ['smsCode', 'sessionExpired', 'notFound'];

/**
 * Decides what an address shows for a session. The route table knows the page; this adds only the
 * sign-in wiring: a person who owes the SMS code is sent to the SMS page (and back afterwards), the SMS
 * and login pages send a signed-in person on to `next`, a free time's own address leads on to its
 * reservation page, and pages missing from the brand are not found.
 */
export function resolvePage(url: URL, answer: SessionAnswer, brand: BrandConfig): Resolution {
  const { session } = answer;
  if (url.pathname === '/') return { kind: 'redirect', to: buildPath('front', defaultLang) };
  const match = matchPath(url.pathname);
  if (match === null || !brand.pages.includes(match.page)) {
    const first = url.pathname.split('/')[1];
    return { kind: 'page', page: 'notFound', lang: isLang(first) ? first : session.lang };
  }
  const { page, lang } = match;
  const here = url.pathname + url.search;
  const next = url.searchParams.get('next');

  if (session.mfaPending && !reachableWithCodeOwed.includes(page)) {
    return { kind: 'redirect', to: buildPath('smsCode', lang, { suffix: '' }, { next: here }) };
  }
  if (page === 'smsCode' && !session.mfaPending) {
    return session.isSessionValid
      ? { kind: 'redirect', to: safeNextOr(next, lang) }
      : { kind: 'redirect', to: buildPath('login', lang, undefined, { next: safeNextOr(next, lang) }) };
  }
  if (page === 'login' && session.isSessionValid) return { kind: 'redirect', to: safeNextOr(next, lang) };
  // The children's brand's guardian sign-in is the transaction path, which keeps where to go after.
  if (page === 'hpaRegister') {
    return {
      kind: 'redirect',
      to: buildPath('transactionPath', lang, undefined, { next: next ?? undefined }),
    };
  }
  if (isAvailableMatch(match)) {
    const to = availableTarget(match.page, lang, match.params.id, session.isSessionValid);
    return { kind: 'redirect', to };
  }
  return { kind: 'page', page, lang };
}
