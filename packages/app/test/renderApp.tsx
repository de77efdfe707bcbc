import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../src/App';
import { createQueryClient } from '../src/api/queryClient';
import { appRoutes } from '../src/router/routes';

/**
 * Renders the whole app at `address` with a memory router and a cache of its own that never tries a
 * failed read again. Full-page loads (after the SMS code, after log-out) are recorded in `loaded`
 * instead of leaving the test page.
 */
export function renderApp(address: string) {
  const loaded: string[] = [];
  const reloads: number[] = [];
  const router = createMemoryRouter(appRoutes, { initialEntries: [address] });
  const queryClient = createQueryClient({ noRetries: true });
  const navigation = {
    assign: (url: string) => {
      loaded.push(url);
    },
    reload: () => {
      reloads.push(Date.now());
    },
  };
  render(<App router={router} queryClient={queryClient} navigation={navigation} />);
  return { router, queryClient, loaded, reloads };
}
