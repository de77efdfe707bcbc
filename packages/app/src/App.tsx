import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type DataRouter, RouterProvider } from 'react-router';
import {
  browserNavigation,
  type FullPageNavigation,
  FullPageNavigationContext,
} from './navigation/FullPageNavigation';

export interface AppProps {
  /** The router over `appRoutes`: a browser router in the page, a memory router in tests. */
  router: DataRouter;
  /** The cache of the pages' server reads, made once with `createQueryClient`. */
  queryClient: QueryClient;
  /** Navigation that loads a whole page. Default: the browser's. */
  navigation?: FullPageNavigation;
}

/** The patient portal. */
export function App({ router, queryClient, navigation = browserNavigation }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <FullPageNavigationContext.Provider value={navigation}>
        <RouterProvider router={router} />
      </FullPageNavigationContext.Provider>
    </QueryClientProvider>
  );
}
