import type { RouteObject } from 'react-router';
import { ErrorPage, LoadingPage } from '../pages/error';
import { portalLoader } from './loader';
import { PortalPage } from './PortalPage';

/**
 * One route for every address: the page is decided from the domain's route table in the loader, so
 * the app and the server agree on every page's words in every language.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '*',
    loader: portalLoader,
    Component: PortalPage,
    ErrorBoundary: ErrorPage,
    HydrateFallback: LoadingPage,
  },
];
