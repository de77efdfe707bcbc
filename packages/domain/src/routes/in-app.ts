import type { Lang } from '../locale';
import { matchPath } from './match';
import { isSameSitePath } from './same-site-path';

/**
 * Whether a link's address is a page the app draws in the language shown, so that following it
 * changes the page in the app (focus to the new heading, no reload): a path of this site that the
 * route table knows. Anything else loads as a page of its own: the API, a PDF, sign-in and
 * identification, the sandboxes, another site, and a page in another language (its words are
 * loaded with the page).
 */
export function followsInApp(href: string, lang: Lang): boolean {
  if (!isSameSitePath(href)) return false;
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return matchPath(path)?.lang === lang;
}
