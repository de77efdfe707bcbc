import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** The occupational health vaccination page. */
export const occupationalVaccinationPages: Partial<Record<ShownPage, ComponentType>> = {
  occupationalVaccination: lazyPage(
    () => import('./OccupationalVaccinationPage'),
    (module) => module.OccupationalVaccinationPage,
  ),
};
