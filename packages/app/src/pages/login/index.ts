import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** The sign-in page: choosing how to identify. */
export const loginPages: Partial<Record<ShownPage, ComponentType>> = {
  login: lazyPage(
    () => import('./LoginPage'),
    (module) => module.LoginPage,
  ),
};
