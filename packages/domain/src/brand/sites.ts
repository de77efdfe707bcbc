import type { BrandId } from './brand';

/**
 * The public addresses (`https://host[/prefix]`, no trailing slash) of the brands' own sites, as
 * the deployment names them. A brand without an address is served at the same site as this one.
 */
export type BrandUrls = Readonly<Partial<Record<BrandId, string>>>;

/**
 * Where a page of a brand's site is, seen from the serving brand's site: the path itself when the
 * brand is the serving one, or when the other brand's address is not configured (both brands on
 * one site, as in development); otherwise the other site's address followed by the path.
 *
 * @param target the brand whose page is linked
 * @param serving the brand of the site the link is on
 * @param urls the configured addresses of the brands' sites
 * @param path the page's path with its query, e.g. `/fi/ajanvaraus/vakuutus`
 */
export function brandHref(target: BrandId, serving: BrandId, urls: BrandUrls, path: string): string {
  if (target === serving) return path;
  const site = urls[target];
  return site ? `${site.replace(/\/+$/, '')}${path}` : path;
}
