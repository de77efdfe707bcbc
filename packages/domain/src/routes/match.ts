import { isLang, type Lang } from '../locale';
import { type CompiledRoute, compiledRoutes, type Segment } from './compile';
import { parseParam } from './params';
import type { PageId, PageParams } from './table';

/** A recognised address: which page, in which language, with which parameters. */
export type MatchedPath = {
  [P in PageId]: { readonly page: P; readonly lang: Lang; readonly params: PageParams<P> };
}[PageId];

function decodeAll(parts: readonly string[]): string[] | null {
  try {
    return parts.map(decodeURIComponent);
  } catch {
    return null;
  }
}

function matchSegments(
  segments: readonly Segment[],
  parts: readonly string[],
): Record<string, unknown> | null {
  const params: Record<string, unknown> = {};
  for (const [index, segment] of segments.entries()) {
    if (segment.type === 'rest') {
      const rest = decodeAll(parts.slice(index));
      if (rest === null) return null;
      params[segment.name] = rest.join('/');
      return params;
    }
    const part = parts[index];
    if (part === undefined) return null;
    if (segment.type === 'word') {
      if (!segment.words.includes(part)) return null;
      continue;
    }
    const value = parseParam(segment.kind, part);
    if (value === null) return null;
    params[segment.name] = value;
  }
  return parts.length === segments.length ? params : null;
}

/**
 * Recognises a pathname (without query or hash) as a page of the service, or answers `null`.
 * Words are matched exactly (lower case); every listed alternative word is accepted; one
 * trailing slash is ignored. `/` itself names no language and answers `null`: the app
 * redirects it to `/fi`.
 */
export function matchPath(pathname: string): MatchedPath | null {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (!trimmed.startsWith('/')) return null;
  const [lang, ...parts] = trimmed.slice(1).split('/');
  if (!isLang(lang)) return null;
  const candidates: readonly CompiledRoute[] = compiledRoutes.filter((route) => route.lang === lang);
  for (const route of candidates) {
    const params = matchSegments(route.segments, parts);
    if (params !== null) return { page: route.page, lang, params } as MatchedPath;
  }
  return null;
}
