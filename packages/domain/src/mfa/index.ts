export {
  canConfirmPhone,
  initialSmsOnboarding,
  isSmsPhoneValid,
  nextSmsOnboarding,
  type SmsOnboardingEvent,
  type SmsOnboardingState,
  smsOnboardingOutcome,
} from './onboarding';
export { mfaOnboardingMarker, showsSmsOnboardingPrompt } from './prompt';
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
export {
  type MfaStatusAnswer,
  mfaOnboardingAnswer,
  mfaOnboardingCode,
  mfaOnboardingRequest,
  mfaStatusAnswer,
  mfaToggleRequest,
  smsOnboardingLimit,
} from './wire';
