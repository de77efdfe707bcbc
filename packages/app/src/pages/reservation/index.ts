import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

const reservePage = lazyPage(
  () => import('./ReservePage'),
  (module) => module.ReservePage,
);

/** The pages of reserving one time: signed in, anonymous, registration and patient data consent. */
export const reservationPages: Partial<Record<ShownPage, ComponentType>> = {
  reserve: reservePage,
  reserveInsurance: reservePage,
  reserveOccupational: reservePage,
  reserveAnonymous: lazyPage(
    () => import('./ReserveAnonymousPage'),
    (module) => module.ReserveAnonymousPage,
  ),
  registration: lazyPage(
    () => import('./RegistrationPage'),
    (module) => module.RegistrationPage,
  ),
  consent: lazyPage(
    () => import('./ConsentPage'),
    (module) => module.ConsentPage,
  ),
};
