import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

const listPages = () => import('./ListPages');

/** The pages of appointment search: the visit-type landing and the list of each customer type. */
export const searchPages: Partial<Record<ShownPage, ComponentType>> = {
  visitTypeLanding: lazyPage(
    () => import('./VisitTypeLandingPage'),
    (module) => module.VisitTypeLandingPage,
  ),
  privateList: lazyPage(listPages, (module) => module.PrivateListPage),
  insuranceList: lazyPage(listPages, (module) => module.InsuranceListPage),
  kela65List: lazyPage(listPages, (module) => module.Kela65ListPage),
  occupationalList: lazyPage(listPages, (module) => module.OccupationalListPage),
  anonymousAvailable: lazyPage(listPages, (module) => module.AnonymousListPage),
};
