import type { RouteObject } from 'react-router';
import { ErrorPage, LoadingPage } from '../pages/error';

/**
 * The clinic workspace's route, `/clinic/*`, before the portal's catch-all: a chunk of its own,
 * loaded only when a staff member opens it.
 */
export const clinicRoute: RouteObject = {
  id: 'clinic',
  path: '/clinic/*',
  lazy: async () => ({ Component: (await import('./ClinicWorkspacePage')).ClinicWorkspacePage }),
  ErrorBoundary: ErrorPage,
  HydrateFallback: LoadingPage,
};
