import { type BrandConfig, type BrandId, brandConfig, type SessionAnswer } from '@portal/domain';
import { loadLanguage } from '@portal/i18n/lazy';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { fetchSession } from '../api/session';
import { languageOf } from '../pages/error/languageOf';
import { hasSignedInShell, loadSignedInShell } from '../shell/PortalShell';
import type { Portal } from './PortalContext';
import { type Resolution, resolvePage } from './resolvePage';

const brands = new Map<BrandId, BrandConfig>();

/** The brand configuration, built once per brand (it is frozen and cloned on every call). */
function brandOf(id: BrandId): BrandConfig {
  let config = brands.get(id);
  if (config === undefined) {
    config = brandConfig(id);
    brands.set(id, config);
  }
  return config;
}

/**
 * What an address shows for a session answer: a redirect, or the page with everything it knows. The
 * loader, the server's first render and the hydration of that render all take it from here.
 */
export function portalOf(
  url: URL,
  answer: SessionAnswer,
): Extract<Resolution, { kind: 'redirect' }> | { kind: 'page'; portal: Portal } {
  const brand = brandOf(answer.session.brand);
  const resolution = resolvePage(url, answer, brand);
  if (resolution.kind === 'redirect') return resolution;
  return {
    kind: 'page',
    portal: {
      lang: resolution.lang,
      page: resolution.page,
      session: answer.session,
      user: answer.session.isSessionValid ? answer.user : null,
      actingFor: answer.session.isSessionValid ? (answer.actingFor ?? null) : null,
      brand,
    },
  };
}

/**
 * Every address goes through here: read the session, decide the page from the route table, or
 * redirect. A failure to read the session reaches the route's error view.
 */
export async function portalLoader({ request }: LoaderFunctionArgs): Promise<Portal> {
  const url = new URL(request.url);
  // The words load beside the session call (a no-op for the first page, loaded before the first
  // render); the error page shows in the address's language, so a failed call waits for them too.
  const words = loadLanguage(languageOf(url.pathname));
  const answer = await fetchSession(request.signal).finally(() => words.catch(() => undefined));
  const shown = portalOf(url, answer);
  if (shown.kind === 'redirect') throw redirect(shown.to);
  // A signed-in person's shell is a chunk of its own; it loads beside the words, not after the page.
  await Promise.all([
    words,
    loadLanguage(shown.portal.lang),
    hasSignedInShell(shown.portal) ? loadSignedInShell() : undefined,
  ]);
  return shown.portal;
}
