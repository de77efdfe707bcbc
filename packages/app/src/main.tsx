import { loadLanguage } from '@portal/i18n/lazy';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { createQueryClient } from './api/queryClient';
import { languageOf } from './pages/error/languageOf';
import { appRoutes } from './router/routes';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// Only the page's language is loaded, before the first render (the language switch loads a whole
// page, which loads its own).
void loadLanguage(languageOf(window.location.pathname)).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App router={createBrowserRouter(appRoutes)} queryClient={createQueryClient()} />
    </StrictMode>,
  ),
);
