import {
  initialSmsOnboarding,
  nextSmsOnboarding,
  type SmsOnboardingState,
  smsOnboardingOutcome,
} from '@portal/domain';
import { useToast } from '@portal/ui';
import { useEffect, useReducer, useRef } from 'react';
import { answerMfaCode, requestMfaCode } from '../../api/myInformation';
import { ApiError } from '../../api/request';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { tokenOf } from './mutations';

// The domain's machine with room for "not started": the verification box shows only while it runs.
type Onboarding = SmsOnboardingState | null;
type Event =
  | Parameters<typeof nextSmsOnboarding>[1]
  | { type: 'start'; phoneNumber: string; sendAtOnce: boolean }
  | { type: 'close' };

function reduce(state: Onboarding, event: Event): Onboarding {
  if (event.type === 'start')
    return initialSmsOnboarding({ phoneNumber: event.phoneNumber, sendAtOnce: event.sendAtOnce });
  if (event.type === 'close') return null;
  return state === null ? null : nextSmsOnboarding(state, event);
}

/**
 * The phone verification of SMS login (patient-area.md §4), wherever it shows: the domain's machine
 * decides each step, and this makes the calls it asks for. Its end is told in a toast (SMS login on,
 * or too many retries) that stays after the box: `onEnded` runs once the box has faded out (500 ms),
 * when the verification closes.
 */
export function useSmsOnboarding(onEnded: () => void) {
  const { lang, session } = usePortal();
  const words = useI18n().myInformation.sms;
  const toast = useToast();
  const [onboarding, dispatch] = useReducer(reduce, null);
  const code = useRef('');

  useEffect(() => {
    if (onboarding?.step === 'phoneEntry' && onboarding.requesting) {
      requestMfaCode(tokenOf(session.csrfToken), lang, onboarding.phoneNumber)
        .then(() => dispatch({ type: 'requestSucceeded' }))
        .catch((error: unknown) => {
          const tooMany = error instanceof ApiError && error.type === 'tooManyRequests';
          dispatch({ type: 'requestFailed', tooManyAttempts: tooMany });
        });
    }
    if (onboarding?.step === 'codeEntry' && onboarding.checking) {
      answerMfaCode(tokenOf(session.csrfToken), code.current)
        .then((answer) =>
          dispatch({ type: 'codeAnswered', answer: answer.type, triesLeft: answer.triesLeft }),
        )
        .catch(() => dispatch({ type: 'codeAnswered', answer: null }));
    }
  }, [onboarding, session.csrfToken, lang]);

  const outcome = onboarding === null ? null : smsOnboardingOutcome(onboarding);
  const ended = useRef(onEnded);
  ended.current = onEnded;
  const told = useRef({ toast, words });
  told.current = { toast, words };
  useEffect(() => {
    if (outcome === null) return;
    const { toast: toaster, words: said } = told.current;
    if (outcome === 'success') toaster.show({ text: said.success(), tone: 'success' });
    else toaster.show({ title: said.tooManyRetries(), text: said.retryLater(), tone: 'danger' });
    // The box fades out over 500 ms, then goes.
    const timer = setTimeout(() => {
      dispatch({ type: 'close' });
      ended.current();
    }, 500);
    return () => clearTimeout(timer);
  }, [outcome]);

  return {
    onboarding,
    /**
     * Opens the verification with `phoneNumber`; with `sendAtOnce` (SMS login just turned on, status
     * `user-wants-to-enable-mfa`) the code is sent to a valid number without a further press.
     */
    start: (phoneNumber: string, sendAtOnce: boolean) => dispatch({ type: 'start', phoneNumber, sendAtOnce }),
    close: () => dispatch({ type: 'close' }),
    onRequestCode: (phoneNumber: string) => dispatch({ type: 'requestCode', phoneNumber }),
    onSubmitCode: (typed: string) => {
      code.current = typed;
      dispatch({ type: 'submitCode', code: typed });
    },
    onChangePhone: () => dispatch({ type: 'changePhone' }),
  };
}
