import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** The page a timed-out session lands on. */
export const sessionExpiredPages: Partial<Record<ShownPage, ComponentType>> = {
  sessionExpired: lazyPage(
    () => import('./SessionExpiredPage'),
    (module) => module.SessionExpiredPage,
  ),
};
