import type { AnonymousReservationStatus } from '../catalogue/reservation';
import { validateEndPart } from '../identity/end-part';

/** Failures the anonymous appointment view shows, as the status catalogue names them. */
export type AnonymousLinkFailure = 'check-in-failure' | 'networkError' | 'cancel-failure' | 'cancel-too-late';

/**
 * An appointment reached by its anonymous link (patient-area.md §2): waiting for the visitor,
 * the code entry (last four characters of the identity code), check-in done, the consent
 * prompt, a failure, cancelling, or cancelled. `submitting` is the code being checked.
 */
export type AnonymousLinkState =
  | { readonly step: 'waiting-for-action' }
  | {
      readonly step: 'waiting-for-confirmation';
      readonly invalid: boolean;
      readonly submitting: boolean;
      /** Wrong end parts left before the check-in locks, as the server told after one; `null`: not told. */
      readonly triesLeft: number | null;
    }
  | { readonly step: 'check-in-success' }
  | { readonly step: 'consent-needed'; readonly asAdult: boolean }
  | { readonly step: 'failure'; readonly failure: AnonymousLinkFailure }
  | { readonly step: 'cancelling' }
  | { readonly step: 'cancel-success' };

/** What happens on the anonymous appointment view; `answer` is the `type` of the server's answer. */
export type AnonymousLinkEvent =
  | { readonly type: 'startCheckIn' }
  | { readonly type: 'back' }
  | { readonly type: 'submitCode'; readonly endPart: string }
  | { readonly type: 'checkInAnswered'; readonly answer: unknown; readonly triesLeft?: number }
  | { readonly type: 'cancel' }
  | { readonly type: 'cancelAnswered'; readonly answer: unknown }
  | { readonly type: 'networkFailed' }
  | { readonly type: 'retry' };

/** The state the view opens in. */
export const initialAnonymousLink: AnonymousLinkState = { step: 'waiting-for-action' };

function afterCheckIn(answer: unknown, triesLeft: number | null): AnonymousLinkState {
  switch (answer) {
    case 'success':
      return { step: 'check-in-success' };
    case 'ssnEndPartMismatch':
      return { step: 'waiting-for-confirmation', invalid: true, submitting: false, triesLeft };
    case 'confidentiality-form-not-filled':
      return { step: 'consent-needed', asAdult: false };
    case 'confidentiality-form-not-filled-as-adult':
      return { step: 'consent-needed', asAdult: true };
    default:
      return { step: 'failure', failure: 'check-in-failure' };
  }
}

// Cancel answers use the result codes of the back end (messaging-invoices-shell.md §8).
function afterCancel(answer: unknown): AnonymousLinkState {
  if (answer === 'success') return { step: 'cancel-success' };
  return { step: 'failure', failure: answer === 'deadlineExceeded' ? 'cancel-too-late' : 'cancel-failure' };
}

/** The next state; an event that does not apply gives back `state` itself. */
export function nextAnonymousLink(state: AnonymousLinkState, event: AnonymousLinkEvent): AnonymousLinkState {
  const entering = state.step === 'waiting-for-confirmation' && !state.submitting;
  switch (event.type) {
    case 'startCheckIn':
      return state.step === 'waiting-for-action'
        ? { step: 'waiting-for-confirmation', invalid: false, submitting: false, triesLeft: null }
        : state;
    case 'back':
      return entering ? initialAnonymousLink : state;
    case 'submitCode':
      // The entry submits itself once four boxes are filled; anything else is not a code.
      return entering && validateEndPart(event.endPart).ok ? { ...state, submitting: true } : state;
    case 'checkInAnswered':
      return state.step === 'waiting-for-confirmation' && state.submitting
        ? afterCheckIn(event.answer, event.triesLeft ?? null)
        : state;
    case 'cancel':
      return state.step === 'waiting-for-action' ? { step: 'cancelling' } : state;
    case 'cancelAnswered':
      return state.step === 'cancelling' ? afterCancel(event.answer) : state;
    case 'networkFailed':
      return (state.step === 'waiting-for-confirmation' && state.submitting) || state.step === 'cancelling'
        ? { step: 'failure', failure: 'networkError' }
        : state;
    case 'retry':
      return state.step === 'failure' ? initialAnonymousLink : state;
    default:
      return event satisfies never;
  }
}

/** The status line of the view: 'Just a moment...' while waiting for the server, then the outcome. */
export function anonymousLinkStatus(state: AnonymousLinkState): AnonymousReservationStatus | null {
  if (state.step === 'cancelling' || (state.step === 'waiting-for-confirmation' && state.submitting)) {
    return 'response-pending';
  }
  if (state.step === 'failure') return state.failure;
  return state.step === 'cancel-success' ? 'cancel-success' : null;
}

/** The controls of a step, named by the event each sends. */
export function anonymousLinkActions(
  state: AnonymousLinkState,
): readonly ('startCheckIn' | 'cancel' | 'back' | 'submitCode' | 'retry')[] {
  switch (state.step) {
    case 'waiting-for-action':
      return ['startCheckIn', 'cancel'];
    case 'waiting-for-confirmation':
      return state.submitting ? [] : ['submitCode', 'back'];
    case 'failure':
      return ['retry'];
    case 'check-in-success':
    case 'consent-needed':
    case 'cancelling':
    case 'cancel-success':
      return [];
    default:
      return state satisfies never;
  }
}
