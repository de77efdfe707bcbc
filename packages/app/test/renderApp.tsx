import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../src/App';
import { appRoutes } from '../src/router/routes';

/**
 * Renders the whole app at `address` with a memory router. Full-page loads (after the SMS code, after
 * log-out) are recorded in `loaded` instead of leaving the test page.
 */
export function renderApp(address: string) {
  const loaded: string[] = [];
  const reloads: number[] = [];
  const router = createMemoryRouter(appRoutes, { initialEntries: [address] });
  const navigation = {
    assign: (url: string) => {
      loaded.push(url);
    },
    reload: () => {
      reloads.push(Date.now());
    },
  };
  render(<App router={router} navigation={navigation} />);
  return { router, loaded, reloads };
}
