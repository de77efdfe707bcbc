import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** The patient's own appointments: the list, one appointment, and the new-customer page. */
export const appointmentPages: Partial<Record<ShownPage, ComponentType>> = {
  appointments: lazyPage(
    () => import('./AppointmentsPage'),
    (module) => module.AppointmentsPage,
  ),
  appointment: lazyPage(
    () => import('./AppointmentPage'),
    (module) => module.AppointmentPage,
  ),
  newCustomer: lazyPage(
    () => import('./NewCustomerPage'),
    (module) => module.NewCustomerPage,
  ),
};
