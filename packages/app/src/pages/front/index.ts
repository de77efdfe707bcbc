import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** The front page: a visitor's way in, a patient's appointments and shortcuts. */
export const frontPages: Partial<Record<ShownPage, ComponentType>> = {
  front: lazyPage(
    () => import('./FrontPage'),
    (module) => module.FrontPage,
  ),
};
