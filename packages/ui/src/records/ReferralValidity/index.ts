export { ReferralValidity, type ReferralValidityProps } from './ReferralValidity';
