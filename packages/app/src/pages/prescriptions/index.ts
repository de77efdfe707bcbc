import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** The prescription pages: the list with its basket, and the renewal request. */
export const prescriptionPages: Partial<Record<ShownPage, ComponentType>> = {
  prescriptions: lazyPage(
    () => import('./PrescriptionsPage'),
    (module) => module.PrescriptionsPage,
  ),
  prescriptionRenewal: lazyPage(
    () => import('./RenewalPage'),
    (module) => module.RenewalPage,
  ),
};
