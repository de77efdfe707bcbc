import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { createQueryClient } from './api/queryClient';
import { appRoutes } from './router/routes';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={createBrowserRouter(appRoutes)} queryClient={createQueryClient()} />
  </StrictMode>,
);
