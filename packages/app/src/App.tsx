import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import {
  browserNavigation,
  type FullPageNavigation,
  FullPageNavigationContext,
} from './navigation/FullPageNavigation';

export interface AppFrameProps {
  /** The cache of the pages' server reads, made once with `createQueryClient`. */
  queryClient: QueryClient;
  /** Navigation that loads a whole page. Default: the browser's. */
  navigation?: FullPageNavigation;
  /** The router's provider: the browser's, or the server's static one for the first render. */
  children: ReactNode;
}

/** What every page needs above the router, alike in the browser and in the server's first render. */
export function AppFrame({ queryClient, navigation = browserNavigation, children }: AppFrameProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <FullPageNavigationContext.Provider value={navigation}>{children}</FullPageNavigationContext.Provider>
    </QueryClientProvider>
  );
}

export interface AppProps extends Omit<AppFrameProps, 'children'> {
  /** The router over `appRoutes`: a browser router in the page, a memory router in tests. */
  router: DataRouter;
}

/** The patient portal. */
export function App({ router, ...frame }: AppProps) {
  return (
    <AppFrame {...frame}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
