import { type Lang, languages } from '../locale';
import type { ParamKind } from './params';
import { type PageId, pageIds, type RouteDef, routeTable } from './table';

/** One segment of a compiled path pattern. */
export type Segment =
  | { readonly type: 'word'; readonly words: readonly string[] }
  | { readonly type: 'param'; readonly name: string; readonly kind: ParamKind }
  | { readonly type: 'rest'; readonly name: string };

/** A page's pattern in one language, ready for building and matching. */
export interface CompiledRoute {
  readonly page: PageId;
  readonly lang: Lang;
  readonly segments: readonly Segment[];
}

function compileSegment(def: RouteDef, text: string): Segment {
  const marker = text[0];
  if (marker === ':' || marker === '*') {
    const name = text.slice(1);
    const kind = def.params?.[name];
    if (kind === undefined) throw new Error(`Route parameter ${name} has no kind`);
    return marker === '*' ? { type: 'rest', name } : { type: 'param', name, kind };
  }
  return { type: 'word', words: text.split('|') };
}

/** Splits a pattern such as `varaa/:id/vakuutus` into segments; the empty pattern is the root. */
export function compilePattern(def: RouteDef, pattern: string): Segment[] {
  return pattern === '' ? [] : pattern.split('/').map((text) => compileSegment(def, text));
}

function pathOf(def: RouteDef, lang: Lang): string | undefined {
  return (def.path as Partial<Record<Lang, string>>)[lang];
}

/** Every page in every language it exists in, compiled once. */
export const compiledRoutes: readonly CompiledRoute[] = pageIds.flatMap((page) => {
  const def: RouteDef = routeTable[page];
  return languages.flatMap((lang) => {
    const pattern = pathOf(def, lang);
    return pattern === undefined ? [] : [{ page, lang, segments: compilePattern(def, pattern) }];
  });
});

const byPageAndLang = new Map(compiledRoutes.map((r) => [`${r.page}/${r.lang}`, r]));

/** The compiled route of a page in a language, or `undefined` when the page is not in it. */
export function compiledRoute(page: PageId, lang: Lang): CompiledRoute | undefined {
  return byPageAndLang.get(`${page}/${lang}`);
}
