import { validatePhone } from '../contact/phone';
import { isCompleteSmsCode } from './smsCode';

/**
 * Turning SMS login on (patient-area.md §4): the phone entry, the code entry once the SMS was
 * sent, then enabled or too many attempts. After either end the box fades out and goes.
 */
export type SmsOnboardingState =
  | {
      readonly step: 'phoneEntry';
      /** The number asked for, normalised; the prompt's number before anything is asked. */
      readonly phoneNumber: string;
      /** The SMS is being asked for; confirm is disabled meanwhile. */
      readonly requesting: boolean;
      readonly requestFailed: boolean;
    }
  | {
      readonly step: 'codeEntry';
      readonly phoneNumber: string;
      readonly checking: boolean;
      /** The last code was wrong: the boxes show the error, emptied, with focus on the first. */
      readonly failed: boolean;
      /** Wrong answers the sent code still takes, as the server told after a wrong one; `null`: not told. */
      readonly triesLeft: number | null;
    }
  | { readonly step: 'enabled' }
  | { readonly step: 'tooManyAttempts' };

/** What happens in the onboarding; `answer` is the `type` of the code check's answer. */
export type SmsOnboardingEvent =
  | { readonly type: 'requestCode'; readonly phoneNumber: string }
  | { readonly type: 'requestSucceeded' }
  | { readonly type: 'requestFailed'; readonly tooManyAttempts: boolean }
  | { readonly type: 'changePhone' }
  | { readonly type: 'submitCode'; readonly code: string }
  | { readonly type: 'codeAnswered'; readonly answer: unknown; readonly triesLeft?: number };

/**
 * Tells whether a phone number may be confirmed for SMS login (patient-area.md §5): after
 * trimming and removing whitespace, an optional plus and at least six digits.
 */
export function isSmsPhoneValid(phoneNumber: string): boolean {
  return validatePhone(phoneNumber, 'smsLogin').ok;
}

/**
 * The state onboarding opens in. When the person asked to turn SMS login on (status
 * `user-wants-to-enable-mfa`), the SMS is sent at once.
 */
export function initialSmsOnboarding(options: {
  readonly phoneNumber: string;
  readonly sendAtOnce: boolean;
}): SmsOnboardingState {
  const phone = validatePhone(options.phoneNumber, 'smsLogin');
  const phoneNumber = phone.ok ? phone.value : options.phoneNumber;
  return {
    step: 'phoneEntry',
    phoneNumber,
    requesting: options.sendAtOnce && phone.ok,
    requestFailed: false,
  };
}

/** The next state; an event that does not apply gives back `state` itself. */
export function nextSmsOnboarding(state: SmsOnboardingState, event: SmsOnboardingEvent): SmsOnboardingState {
  switch (event.type) {
    case 'requestCode': {
      const phone = validatePhone(event.phoneNumber, 'smsLogin');
      if (state.step !== 'phoneEntry' || state.requesting || !phone.ok) return state;
      return { step: 'phoneEntry', phoneNumber: phone.value, requesting: true, requestFailed: false };
    }
    case 'requestSucceeded':
      return state.step === 'phoneEntry' && state.requesting
        ? {
            step: 'codeEntry',
            phoneNumber: state.phoneNumber,
            checking: false,
            failed: false,
            triesLeft: null,
          }
        : state;
    case 'requestFailed':
      if (state.step !== 'phoneEntry' || !state.requesting) return state;
      return event.tooManyAttempts
        ? { step: 'tooManyAttempts' }
        : { ...state, requesting: false, requestFailed: true };
    case 'changePhone':
      return state.step === 'codeEntry' && !state.checking
        ? { step: 'phoneEntry', phoneNumber: state.phoneNumber, requesting: false, requestFailed: false }
        : state;
    case 'submitCode':
      return state.step === 'codeEntry' && !state.checking && isCompleteSmsCode(event.code)
        ? { ...state, checking: true }
        : state;
    case 'codeAnswered':
      if (state.step !== 'codeEntry' || !state.checking) return state;
      if (event.answer === 'mfa-ok') return { step: 'enabled' };
      if (event.answer === 'too-many-mfa-attempts') return { step: 'tooManyAttempts' };
      // mfa-challenge-failed, and an answer that never came, let the person type the code again.
      return { ...state, checking: false, failed: true, triesLeft: event.triesLeft ?? null };
    default:
      return event satisfies never;
  }
}

/** The confirm button of the phone entry works for a valid number while no request runs. */
export function canConfirmPhone(state: SmsOnboardingState, phoneNumber: string): boolean {
  return state.step === 'phoneEntry' && !state.requesting && isSmsPhoneValid(phoneNumber);
}

/** The toast an end of the onboarding shows before the box fades out; `null` while it goes on. */
export function smsOnboardingOutcome(state: SmsOnboardingState): 'success' | 'error' | null {
  if (state.step === 'enabled') return 'success';
  return state.step === 'tooManyAttempts' ? 'error' : null;
}
