import { listPages, matchPath, type PageId } from '@portal/domain';
import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { clinicRoute } from '../clinic';
import { ErrorPage, LoadingPage } from '../pages/error';
import { portalLoader } from './loader';
import { PortalPage } from './PortalPage';

const listPageIds: readonly PageId[] = [...Object.values(listPages), 'anonymousAvailable'];

/**
 * An appointment list rewrites its own query as its filter changes (booking.md §2 item 2); that is
 * the same page, so the session is not read again and the page keeps its state. Any other change
 * of address reads it as before.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod === undefined && currentUrl.pathname === nextUrl.pathname) {
    const page = matchPath(nextUrl.pathname)?.page;
    if (page !== undefined && listPageIds.includes(page)) return false;
  }
  return defaultShouldRevalidate;
}

/** The one route's id, under which the server's first render hands its data to the browser's router. */
export const portalRouteId = 'portal';

/**
 * The clinic workspace at its own address, and one route for every other address: the page is decided from the domain's route table in the loader, so
 * the app and the server agree on every page's words in every language.
 */
export const appRoutes: RouteObject[] = [
  clinicRoute,
  {
    id: portalRouteId,
    path: '*',
    loader: portalLoader,
    shouldRevalidate,
    Component: PortalPage,
    ErrorBoundary: ErrorPage,
    HydrateFallback: LoadingPage,
  },
];
