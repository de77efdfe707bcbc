import type { PageId } from '@portal/domain';

/**
 * The pages of the route table that are built so far. The menu lists only these, so that it grows with
 * the service instead of leading to "Could not find current page" (the header's and footer's fixed
 * links are the specification's own and always shown). Add a page here in the same change that gives
 * it a component in `router/PortalPage.tsx`; a test checks that every listed page has one.
 */
export const builtPages: readonly PageId[] = [
  'front',
  'login',
  'smsCode',
  'sessionExpired',
  // Appointment search.
  'visitTypeLanding',
  'privateList',
  'insuranceList',
  'kela65List',
  'occupationalList',
  'anonymousAvailable',
  // Reserving one time: the pages without an appointment id (the reservation pages are reached from the lists).
  'registration',
  'consent',
];

/** Tells whether a page is built (and so is listed in the menu). */
export function isBuilt(page: PageId): boolean {
  return builtPages.includes(page);
}
