export { type PayAtBrand, PayVisitLanding, type PayVisitLandingProps } from './PayVisitLanding';
