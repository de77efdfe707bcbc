import type { ComponentType } from 'react';
import type { ShownPage } from '../../router/resolvePage';
import { InsurerPartnerPage } from './InsurerPartnerPage';

export {
  InsuranceBooking,
  type InsuranceBookingProps,
  type InsuranceBookingReport,
} from './InsuranceBooking';

/** The pages of insurance booking that are not part of the reservation page: the partner landing. */
export const insurancePages: Partial<Record<ShownPage, ComponentType>> = {
  insurerPartner: InsurerPartnerPage,
};
