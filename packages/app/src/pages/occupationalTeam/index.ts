import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** The occupational health team page. */
export const occupationalTeamPages: Partial<Record<ShownPage, ComponentType>> = {
  occupationalTeam: lazyPage(
    () => import('./OccupationalTeamPage'),
    (module) => module.OccupationalTeamPage,
  ),
};
