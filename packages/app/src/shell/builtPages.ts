import type { PageId } from '@portal/domain';

/**
 * The pages of the route table that are built so far. The shell links only to these (menu, user menu,
 * help icon, terms), so that no link leads to "Could not find current page". Add a page here in the
 * same change that gives it a component in `router/PortalPage.tsx`; a test checks that the two agree.
 */
export const builtPages: readonly PageId[] = ['front', 'login', 'smsCode', 'sessionExpired'];

/** Tells whether a page is built (and so may be linked). */
export function isBuilt(page: PageId): boolean {
  return builtPages.includes(page);
}
