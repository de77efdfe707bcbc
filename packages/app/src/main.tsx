import { loadLanguage } from '@portal/i18n/lazy';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { createQueryClient } from './api/queryClient';
import { languageOf } from './pages/error/languageOf';
import { hydrateHandOverQueries, readHandOver } from './prerender/handOver';
import { startTakeOver } from './prerender/useHydrating';
import { portalOf } from './router/loader';
import { appRoutes, portalRouteId } from './router/routes';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// A page the server drew for a visitor is hydrated with the session answer it was drawn with, so
// the first render matches the HTML and needs no call; any other page asks for the session first.
const handOver = readHandOver(document);
const drawn = handOver === null ? null : portalOf(new URL(window.location.href), handOver);
const portal = drawn?.kind === 'page' ? drawn.portal : null;

// Only the page's language is loaded, before the first render (the language switch loads a whole
// page, which loads its own).
void loadLanguage(portal?.lang ?? languageOf(window.location.pathname)).then(() => {
  const queryClient = createQueryClient();
  if (portal === null) {
    createRoot(root).render(
      <StrictMode>
        <App router={createBrowserRouter(appRoutes)} queryClient={queryClient} />
      </StrictMode>,
    );
    return;
  }
  hydrateHandOverQueries(document, queryClient);
  const router = createBrowserRouter(appRoutes, {
    hydrationData: { loaderData: { [portalRouteId]: portal } },
  });
  startTakeOver();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
});
