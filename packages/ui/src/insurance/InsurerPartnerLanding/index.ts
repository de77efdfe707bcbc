export {
  type BrandBooking,
  InsurerPartnerLanding,
  type InsurerPartnerLandingProps,
} from './InsurerPartnerLanding';
