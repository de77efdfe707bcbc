export { ReferralView, type ReferralViewProps, type ReferralViewState } from './ReferralView';
