import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** The anonymous appointment link's page. */
export const appointmentLinkPages: Partial<Record<ShownPage, ComponentType>> = {
  anonymousAppointment: lazyPage(
    () => import('./AnonymousAppointmentPage'),
    (module) => module.AnonymousAppointmentPage,
  ),
};
