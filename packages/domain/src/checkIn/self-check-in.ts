import type { SelfCheckInStatus } from '../catalogue/appointment';
import { checkInAnswers } from '../catalogue/check-in';
import { type CancellationSettings, isCancellable } from '../reservation/cancellation';

/** Messages that replace the buttons of an appointment after a check-in or cancel answer. */
export type AppointmentMessage = 'alreadyCheckedIn' | 'tooEarly' | 'checkInFailed' | 'cancelFailed';

/**
 * The check-in and cancel part of a signed-in appointment page (patient-area.md §4). `idle`
 * carries the appointment's own self check-in status.
 */
export type AppointmentActionsState =
  | { readonly step: 'idle'; readonly status: SelfCheckInStatus }
  | { readonly step: 'checkingIn' }
  | { readonly step: 'checkedIn' }
  | { readonly step: 'consentNeeded'; readonly asAdult: boolean }
  | { readonly step: 'confirmingCancel'; readonly status: SelfCheckInStatus }
  | { readonly step: 'cancelling' }
  | { readonly step: 'cancelled' }
  | { readonly step: 'message'; readonly message: AppointmentMessage };

/** What happens to the appointment's buttons. `answer` is the `type` of the check-in answer. */
export type AppointmentActionsEvent =
  | { readonly type: 'checkIn' }
  | { readonly type: 'checkInAnswered'; readonly answer: unknown }
  /** `late`: within the brand's cancellation deadline (`cancelFailureReason`), said before any confirm. */
  | { readonly type: 'requestCancel'; readonly late?: boolean }
  | { readonly type: 'dismissCancel' }
  | { readonly type: 'confirmCancel' }
  | { readonly type: 'cancelled' }
  | { readonly type: 'cancelFailed' };

/** The state an appointment page opens in: an appointment already checked in shows as such. */
export function initialAppointmentActions(status: SelfCheckInStatus): AppointmentActionsState {
  return status === 'checkedIn' ? { step: 'checkedIn' } : { step: 'idle', status };
}

/** The step a check-in answer leads to; anything unknown (or a lost answer) is a failure. */
export function afterCheckInAnswer(answer: unknown): AppointmentActionsState {
  const known = (checkInAnswers as readonly unknown[]).includes(answer)
    ? (answer as (typeof checkInAnswers)[number])
    : null;
  switch (known) {
    case 'Success':
      return { step: 'checkedIn' };
    case 'AlreadyCheckedIn':
      return { step: 'message', message: 'alreadyCheckedIn' };
    case 'TooEarly':
      return { step: 'message', message: 'tooEarly' };
    case 'ConfidentialityFormNotFilled':
      return { step: 'consentNeeded', asAdult: false };
    case 'ConfidentialityFormNotFilledAsAdult':
      return { step: 'consentNeeded', asAdult: true };
    case null:
      return { step: 'message', message: 'checkInFailed' };
    default:
      return known satisfies never;
  }
}

/** The next state; an event that does not apply gives back `state` itself. */
export function nextAppointmentActions(
  state: AppointmentActionsState,
  event: AppointmentActionsEvent,
): AppointmentActionsState {
  switch (event.type) {
    case 'checkIn':
      return state.step === 'idle' && state.status === 'allowed' ? { step: 'checkingIn' } : state;
    case 'checkInAnswered':
      return state.step === 'checkingIn' ? afterCheckInAnswer(event.answer) : state;
    case 'requestCancel':
      if (state.step !== 'idle') return state;
      // A time within the deadline cannot be cancelled online: say so now, not after the confirm.
      return event.late
        ? { step: 'message', message: 'cancelFailed' }
        : { step: 'confirmingCancel', status: state.status };
    case 'dismissCancel':
      return state.step === 'confirmingCancel' ? { step: 'idle', status: state.status } : state;
    case 'confirmCancel':
      return state.step === 'confirmingCancel' ? { step: 'cancelling' } : state;
    case 'cancelled':
      return state.step === 'cancelling' ? { step: 'cancelled' } : state;
    case 'cancelFailed':
      return state.step === 'cancelling' ? { step: 'message', message: 'cancelFailed' } : state;
    default:
      return event satisfies never;
  }
}

/** How the check-in button shows: enabled, disabled with the 30-minute note, busy, or not at all. */
export type CheckInControl = 'enabled' | 'tooEarly' | 'busy' | 'hidden';

/** The buttons of an appointment. */
export interface AppointmentButtons {
  readonly checkIn: CheckInControl;
  readonly cancel: 'enabled' | 'busy' | 'hidden';
}

/**
 * What the appointment shows (patient-area.md §4): allowed enables check-in, tooEarly disables
 * it with its note, any other status shows none. Both buttons hide once checked in, while a
 * message or the consent notice shows; cancel also needs `mayCancel`.
 */
export function appointmentButtons(state: AppointmentActionsState, mayCancel: boolean): AppointmentButtons {
  switch (state.step) {
    case 'idle':
    case 'confirmingCancel':
      return { checkIn: checkInControlOf(state.status), cancel: mayCancel ? 'enabled' : 'hidden' };
    case 'checkingIn':
      return { checkIn: 'busy', cancel: mayCancel ? 'enabled' : 'hidden' };
    case 'cancelling':
      return { checkIn: 'hidden', cancel: mayCancel ? 'busy' : 'hidden' };
    case 'checkedIn':
    case 'consentNeeded':
    case 'cancelled':
    case 'message':
      return { checkIn: 'hidden', cancel: 'hidden' };
    default:
      return state satisfies never;
  }
}

function checkInControlOf(status: SelfCheckInStatus): CheckInControl {
  if (status === 'allowed') return 'enabled';
  return status === 'tooEarly' ? 'tooEarly' : 'hidden';
}

/** After check-in: where to go, the room when the appointment has one, else the receptionist. */
export function arrivalGuidance(
  state: AppointmentActionsState,
  roomLocation: string | null,
): { readonly kind: 'room'; readonly location: string } | { readonly kind: 'seeReceptionist' } | null {
  if (state.step !== 'checkedIn') return null;
  return roomLocation !== null && roomLocation.trim() !== ''
    ? { kind: 'room', location: roomLocation }
    : { kind: 'seeReceptionist' };
}

/**
 * Where the consent notice's link leads: strong identification without a valid session, the
 * terms page with one. The link carries the save action back to the appointment (consent tab).
 */
export function consentNoticeTarget(isSessionValid: boolean): 'strongIdentification' | 'terms' {
  return isSessionValid ? 'terms' : 'strongIdentification';
}

/**
 * The reason a failed cancellation names (patient-area.md §8): the appointment is within the
 * brand's cancellation deadline; `null` when it is not, and the message names no reason.
 */
export function cancelFailureReason(
  appointmentStart: Date,
  now: Date,
  settings: CancellationSettings,
): { readonly hours: number } | null {
  if (isCancellable(appointmentStart, now, settings)) return null;
  return { hours: settings.cancellationDeadlineHours };
}
