import type { CustomerType } from '../catalogue/customer';
import type { Lang } from '../locale';
import { buildPath } from '../routes/build';
import type { MatchedPath } from '../routes/match';
import type { PageId } from '../routes/table';
import { listPages } from './query';
import { reserveLink } from './reserveLink';

/** The customer type of each free time's own address (booking.md §2 item 3). */
const availablePages = {
  availableAppointment: 'private',
  anonymousAvailableAppointment: 'private',
  availableInsurance: 'insurance',
  availableKela65: 'kela65',
  availableOccupational: 'occupational',
} as const satisfies Partial<Record<PageId, CustomerType>>;

/** A page that is a free time's own address rather than a page of its own. */
export type AvailablePage = keyof typeof availablePages;

/** Tells whether a page is a free time's own address. */
export function isAvailablePage(page: PageId): page is AvailablePage {
  return Object.hasOwn(availablePages, page);
}

/** Tells whether a matched address is a free time's own address. */
export function isAvailableMatch(match: MatchedPath): match is Extract<MatchedPath, { page: AvailablePage }> {
  return isAvailablePage(match.page);
}

/**
 * Where a free time's own address leads: the reservation page the time's list would link to, for
 * the visitor as they are (signed in or not), with the customer type's list as the way back. The
 * address can be shared or bookmarked without knowing who opens it.
 *
 * @example availableTarget('availableAppointment', 'fi', 42, false)
 * // '/fi/kirjautumattomat-kayttajat/varaa/42?from=%2Ffi%2Fajanvaraus%2Fyksityisasiakas'
 */
export function availableTarget(
  page: AvailablePage,
  lang: Lang,
  appointmentId: number,
  signedIn: boolean,
): string {
  const customerType = availablePages[page];
  const from = buildPath(listPages[customerType], lang);
  return reserveLink(lang, { appointmentId, customerType, signedIn, from });
}
