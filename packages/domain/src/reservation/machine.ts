import type { SessionScope } from '../catalogue/customer';
import { type ReservationError, reservationErrorOf } from '../catalogue/reservation';

/** The errors shown as an error display; consent required re-shows the consent form instead. */
export type ReservationFailure = Exclude<ReservationError, 'patientDataConsentRequired'>;

/**
 * The signed-in reservation (booking.md §4): the consent form while the patient has never
 * filled it, the booking page (idle), reserving, the confirmation, or a failure with its error
 * (and the offending field names of a validation error).
 */
export type ReservationState<D = unknown> =
  | { readonly status: 'consentRequired'; readonly consentFailed: boolean }
  | { readonly status: 'savingConsent' }
  | { readonly status: 'idle' }
  | { readonly status: 'reserving' }
  | { readonly status: 'confirmed'; readonly reservationDetails: D }
  | { readonly status: 'failed'; readonly error: ReservationFailure; readonly fields: readonly string[] };

/** What happens on the signed-in booking page. */
export type ReservationEvent<D = unknown> =
  | { readonly type: 'book' }
  | { readonly type: 'succeeded'; readonly reservationDetails: D }
  | { readonly type: 'failed'; readonly error: ReservationError; readonly fields?: readonly string[] }
  | { readonly type: 'submitConsent' }
  | { readonly type: 'consentSaved' }
  | { readonly type: 'consentFailed' };

/** The state the page opens in: the consent form first when it was never filled. */
export function initialReservation(options: { readonly consentMissing: boolean }): ReservationState<never> {
  return options.consentMissing ? { status: 'consentRequired', consentFailed: false } : { status: 'idle' };
}

/** The next state; an event that does not apply gives back `state` itself. */
export function nextReservation<D>(
  state: ReservationState<D>,
  event: ReservationEvent<D>,
): ReservationState<D> {
  switch (event.type) {
    case 'book':
      return canBookAgain(state) ? { status: 'reserving' } : state;
    case 'succeeded':
      return state.status === 'reserving'
        ? { status: 'confirmed', reservationDetails: event.reservationDetails }
        : state;
    case 'failed':
      if (state.status !== 'reserving') return state;
      if (event.error === 'patientDataConsentRequired')
        return { status: 'consentRequired', consentFailed: false };
      return { status: 'failed', error: event.error, fields: event.fields ?? [] };
    case 'submitConsent':
      return state.status === 'consentRequired' ? { status: 'savingConsent' } : state;
    case 'consentSaved':
      return state.status === 'savingConsent' ? { status: 'idle' } : state;
    case 'consentFailed':
      return state.status === 'savingConsent' ? { status: 'consentRequired', consentFailed: true } : state;
    default:
      return event satisfies never;
  }
}

// A taken appointment cannot be booked again; the page offers the link to the list instead.
function canBookAgain(state: ReservationState<unknown>): boolean {
  return state.status === 'idle' || (state.status === 'failed' && state.error !== 'appointmentNotAvailable');
}

/**
 * Tells whether the machine lets the Book button work; the page rules of `bookingBlockers`
 * come on top. Pass `state.status === 'reserving'` to them as `reserving`.
 */
export function canBook(state: ReservationState<unknown>): boolean {
  return canBookAgain(state);
}

/** The consent form shows while consent is owed or being saved; it hides once saved. */
export function showsConsentForm(state: ReservationState<unknown>): boolean {
  return state.status === 'consentRequired' || state.status === 'savingConsent';
}

/** The confirmation offers a cancel button, except in the booking view of the mobile app. */
export function showsCancelButton(state: ReservationState<unknown>, scope: SessionScope): boolean {
  return state.status === 'confirmed' && scope !== 'inAppBooking';
}

/**
 * Reads a failure answer `{ type, details? }` (decisions.md §3) as the error to show, with
 * the offending field names of a validation answer. Anything unreadable is `unknownError`.
 */
export function reservationFailureOf(answer: unknown): { error: ReservationError; fields: string[] } {
  const body = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const error = reservationErrorOf(body.type);
  const details = Array.isArray(body.details) ? body.details : [];
  const fields =
    error === 'validationError'
      ? details
          .map((detail) =>
            typeof detail === 'object' && detail !== null ? (detail as { path?: unknown }).path : null,
          )
          .filter((path): path is string => typeof path === 'string' && path !== '')
      : [];
  return { error, fields: [...new Set(fields)] };
}
