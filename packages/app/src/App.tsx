import { type DataRouter, RouterProvider } from 'react-router';
import {
  browserNavigation,
  type FullPageNavigation,
  FullPageNavigationContext,
} from './navigation/FullPageNavigation';

export interface AppProps {
  /** The router over `appRoutes`: a browser router in the page, a memory router in tests. */
  router: DataRouter;
  /** Navigation that loads a whole page. Default: the browser's. */
  navigation?: FullPageNavigation;
}

/** The patient portal. */
export function App({ router, navigation = browserNavigation }: AppProps) {
  return (
    <FullPageNavigationContext.Provider value={navigation}>
      <RouterProvider router={router} />
    </FullPageNavigationContext.Provider>
  );
}
