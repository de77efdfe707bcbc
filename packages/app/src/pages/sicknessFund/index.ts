import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** The sickness fund page. */
export const sicknessFundPages: Partial<Record<ShownPage, ComponentType>> = {
  sicknessFund: lazyPage(
    () => import('./SicknessFundPage'),
    (module) => module.SicknessFundPage,
  ),
};
