export {
  canConfirmPhone,
  initialSmsOnboarding,
  isCompleteSmsCode,
  isSmsPhoneValid,
  nextSmsOnboarding,
  type SmsOnboardingEvent,
  type SmsOnboardingState,
  smsOnboardingOutcome,
} from './onboarding';
export { isMfaStatus, type MfaToggleView, mfaStatusAfter, mfaToggleView } from './status';
