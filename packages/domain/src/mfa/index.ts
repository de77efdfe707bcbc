export {
  canConfirmPhone,
  initialSmsOnboarding,
  isSmsPhoneValid,
  nextSmsOnboarding,
  type SmsOnboardingEvent,
  type SmsOnboardingState,
  smsOnboardingOutcome,
} from './onboarding';
export {
  isCompleteSmsCode,
  judgeSmsCode,
  type SmsChallenge,
  type SmsCodeVerdict,
  smsCodeExpiresAt,
  smsCodeLength,
  smsCodeRules,
} from './smsCode';
export { isMfaStatus, type MfaToggleView, mfaStatusAfter, mfaToggleView } from './status';
