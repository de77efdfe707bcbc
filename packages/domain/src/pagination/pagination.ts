import type { ScreenSize } from '../catalogue/system';

/** One entry of a pager's page list: a page number, or a gap standing for the pages left out. */
export type PageListItem =
  | { readonly kind: 'page'; readonly page: number; readonly current: boolean }
  | { readonly kind: 'gap'; readonly after: number };

/**
 * How many pages on each side of the current page a pager numbers, by screen size.
 * Small screens show no page numbers at all (patient-area.md §9), only first, previous, next and last.
 */
export const nearbyPages: Readonly<Record<ScreenSize, number>> = { small: 0, medium: 1, large: 2 };

/**
 * The page list of a pager (patient-area.md §9): the first page, the last page and the pages near the
 * current one, with a gap where pages are left out. A gap would hide a single page no narrower than
 * itself, so that page is numbered instead. On small screens the list is empty.
 *
 * `current` is clamped into `1..pageCount`; a `pageCount` below 1 gives an empty list.
 */
export function pageList(current: number, pageCount: number, screen: ScreenSize): PageListItem[] {
  const count = Math.floor(pageCount);
  if (screen === 'small' || count < 1) return [];
  const at = clampPage(current, count);
  const nearby = nearbyPages[screen];

  const shown = new Set<number>([1, count]);
  for (let page = at - nearby; page <= at + nearby; page++) {
    if (page >= 1 && page <= count) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);

  const items: PageListItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: page - 1, current: page - 1 === at });
    else if (page - previous > 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page, current: page === at });
    previous = page;
  }
  return items;
}

/** A page number within `1..pageCount` (a whole number; 1 when there are no pages). */
export function clampPage(page: number, pageCount: number): number {
  const last = Math.max(1, Math.floor(pageCount));
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(whole, 1), last);
}

/** How many pages a list of `total` items has with `pageSize` items a page; at least 1. */
export function pageCountOf(total: number, pageSize: number): number {
  if (pageSize < 1) throw new RangeError(`Page size must be at least 1, got ${pageSize}`);
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}
