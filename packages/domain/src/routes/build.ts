import type { Lang } from '../locale';
import { compiledRoute } from './compile';
import { formatParam } from './params';
import { buildQuery, type Query } from './query';
import type { NeedsParams, PageId, PageParams } from './table';

/** The arguments after the language: parameters are required only when the page has some. */
export type BuildArgs<P extends PageId> =
  NeedsParams<P> extends true
    ? [params: PageParams<P>, query?: Query]
    : [params?: PageParams<P> | undefined, query?: Query];

/**
 * Builds the address of a page: `/{lang}/{words and parameters}` plus the query.
 * A page that exists in Finnish only (help) is built in Finnish whatever `lang` is.
 * Throws a `RangeError` for a parameter that cannot appear in an address (a negative id,
 * an empty id list): that is a programming error, not user input.
 *
 * @example buildPath('reserve', 'sv', { id: 42 }, { next: '/sv' }) // '/sv/boka/42?next=%2Fsv'
 */
export function buildPath<P extends PageId>(page: P, lang: Lang, ...[params, query]: BuildArgs<P>): string {
  const route = compiledRoute(page, lang) ?? compiledRoute(page, 'fi');
  if (route === undefined) throw new RangeError(`Page ${page} has no address`);
  const values = (params ?? {}) as Readonly<Record<string, unknown>>;
  let path = `/${route.lang}`;
  for (const segment of route.segments) {
    if (segment.type === 'word') {
      path += `/${segment.words[0]}`;
      continue;
    }
    const kind = segment.type === 'rest' ? 'rest' : segment.kind;
    const text = formatParam(kind, values[segment.name]);
    if (text === null) throw new RangeError(`Page ${page}: parameter ${segment.name} cannot be written`);
    if (text !== '') path += `/${text}`;
  }
  return path + buildQuery(query);
}
