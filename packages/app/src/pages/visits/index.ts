import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** The visit pages: the list, one visit and its print view. */
export const visitPages: Partial<Record<ShownPage, ComponentType>> = {
  visits: lazyPage(
    () => import('./VisitsPage'),
    (module) => module.VisitsPage,
  ),
  visit: lazyPage(
    () => import('./VisitPage'),
    (module) => module.VisitPage,
  ),
  visitPrint: lazyPage(
    () => import('./VisitPrintPage'),
    (module) => module.VisitPrintPage,
  ),
};
