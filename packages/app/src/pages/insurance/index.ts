import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/**
 * The pages of insurance booking that are not part of the reservation page: the partner landing.
 * The insurance section itself is `InsuranceBooking`, which the reservation page renders.
 */
export const insurancePages: Partial<Record<ShownPage, ComponentType>> = {
  insurerPartner: lazyPage(
    () => import('./InsurerPartnerPage'),
    (module) => module.InsurerPartnerPage,
  ),
};
