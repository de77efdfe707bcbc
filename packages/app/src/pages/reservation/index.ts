import type { ComponentType } from 'react';
import type { ShownPage } from '../../router/resolvePage';
import { ConsentPage } from './ConsentPage';
import { RegistrationPage } from './RegistrationPage';
import { ReserveAnonymousPage } from './ReserveAnonymousPage';
import { ReservePage } from './ReservePage';

/** The pages of reserving one time: signed in, anonymous, registration and patient data consent. */
export const reservationPages: Partial<Record<ShownPage, ComponentType>> = {
  reserve: ReservePage,
  reserveInsurance: ReservePage,
  reserveOccupational: ReservePage,
  reserveAnonymous: ReserveAnonymousPage,
  registration: RegistrationPage,
  consent: ConsentPage,
};
