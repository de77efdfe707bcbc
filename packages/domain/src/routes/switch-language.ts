import type { Lang } from '../locale';
import { buildPath } from './build';
import { compiledRoute } from './compile';
import { matchPath } from './match';
import { type RouteDef, routeTable } from './table';

/** Splits `path?query#hash` into the pathname and the rest, which is kept verbatim. */
function splitPath(pathnameWithSearch: string): [pathname: string, tail: string] {
  const cut = pathnameWithSearch.search(/[?#]/);
  return cut === -1
    ? [pathnameWithSearch, '']
    : [pathnameWithSearch.slice(0, cut), pathnameWithSearch.slice(cut)];
}

/**
 * The same page, parameters, query and hash in another language. An address that is not a page
 * of the service, a page that does not exist in `to` (the Finnish-only help), or a page whose
 * switch leads home (`languageSwitchToFront`, the transaction path), leads to the front page of
 * `to`: `/{to}`.
 *
 * @example switchLanguage('/fi/varaa/42?time=morning', 'en') // '/en/reserve/42?time=morning'
 */
export function switchLanguage(pathnameWithSearch: string, to: Lang): string {
  const [pathname, tail] = splitPath(pathnameWithSearch);
  const match = matchPath(pathname);
  if (match === null || compiledRoute(match.page, to) === undefined) return `/${to}`;
  if ((routeTable[match.page] as RouteDef).languageSwitchToFront) return `/${to}`;
  return buildPath(match.page, to, match.params) + tail;
}
