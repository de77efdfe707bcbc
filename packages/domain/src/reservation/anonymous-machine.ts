import type { CustomerType } from '../catalogue/customer';
import { type LoginChoice, type ReservationError, requiresStrongLogin } from '../catalogue/reservation';

/** Why the anonymous form gives way to strong identification. */
export type StrongLoginReason =
  | 'appointmentRequiresLogin'
  | 'noPatient'
  | 'patientDataConsentRequired'
  | 'patientInfoConflict';

/**
 * The anonymous reservation (booking.md §4): the form (idle, with the last error kept on it),
 * reserving, the confirmation, or strong identification required. `asksLoginChoice` is the
 * children's brand asking whether a guardian books for a child (`hpa`) or a person for
 * themselves (`ordinary`); `loginChoice` is `null` where it is not asked.
 */
export type AnonymousReservationState<D = unknown> =
  | { readonly status: 'idle'; readonly error: ReservationError | null; readonly asksLoginChoice: boolean }
  | { readonly status: 'reserving'; readonly asksLoginChoice: boolean }
  | { readonly status: 'success'; readonly reservationDetails: D }
  | {
      readonly status: 'loginRequired';
      readonly reason: StrongLoginReason;
      readonly loginChoice: LoginChoice | null;
    };

/** What happens to the anonymous reservation. */
export type AnonymousReservationEvent<D = unknown> =
  | { readonly type: 'submit' }
  | { readonly type: 'succeeded'; readonly reservationDetails: D }
  | { readonly type: 'failed'; readonly error: ReservationError }
  | { readonly type: 'chooseLogin'; readonly choice: Exclude<LoginChoice, 'pending'> }
  | { readonly type: 'changeLoginChoice' };

/**
 * Tells whether an appointment can be booked only after strong identification (booking.md §6):
 * it says so itself, or the visitor books as an insurance or kela65 customer.
 */
export function appointmentNeedsStrongLogin(input: {
  readonly requiresAuthToReserve: boolean;
  readonly customerType: CustomerType;
}): boolean {
  return input.requiresAuthToReserve || input.customerType === 'insurance' || input.customerType === 'kela65';
}

/** The anonymous form books ordinary private visits only (booking.md §4). */
export const anonymousCustomerType = 'private' satisfies CustomerType;

/**
 * Tells whether an anonymous reservation of this appointment must give way to strong
 * identification (booking.md §6): the time requires it, or it is not offered to private customers
 * at all (an insurance, kela65 or occupational time). The page opens on the login prompt, and the
 * server refuses with `authenticationRequired`. `customerTypes` is what the server knows of the
 * time; the page, which reached the time from a private search, leaves it out.
 */
export function anonymousReservationNeedsStrongLogin(appointment: {
  readonly requiresAuthToReserve: boolean;
  readonly customerTypes?: readonly CustomerType[];
}): boolean {
  if (appointment.customerTypes !== undefined && !appointment.customerTypes.includes(anonymousCustomerType)) {
    return true;
  }
  return appointmentNeedsStrongLogin({
    requiresAuthToReserve: appointment.requiresAuthToReserve,
    customerType: anonymousCustomerType,
  });
}

/** The state the anonymous reservation page opens in. */
export function initialAnonymousReservation(options: {
  readonly needsStrongLogin: boolean;
  readonly asksLoginChoice: boolean;
}): AnonymousReservationState<never> {
  if (options.needsStrongLogin) return loginRequired('appointmentRequiresLogin', options.asksLoginChoice);
  return { status: 'idle', error: null, asksLoginChoice: options.asksLoginChoice };
}

function loginRequired(
  reason: StrongLoginReason,
  asksLoginChoice: boolean,
): AnonymousReservationState<never> {
  return { status: 'loginRequired', reason, loginChoice: asksLoginChoice ? 'pending' : null };
}

/** The next state; an event that does not apply gives back `state` itself. */
export function nextAnonymousReservation<D>(
  state: AnonymousReservationState<D>,
  event: AnonymousReservationEvent<D>,
): AnonymousReservationState<D> {
  switch (event.type) {
    case 'submit':
      return state.status === 'idle'
        ? { status: 'reserving', asksLoginChoice: state.asksLoginChoice }
        : state;
    case 'succeeded':
      return state.status === 'reserving'
        ? { status: 'success', reservationDetails: event.reservationDetails }
        : state;
    case 'failed':
      if (state.status !== 'reserving') return state;
      // A name that does not match the identity code is corrected on the form, log-in offered beside it.
      return requiresStrongLogin(event.error) && event.error !== 'patientInfoConflict'
        ? loginRequired(event.error as StrongLoginReason, state.asksLoginChoice)
        : { status: 'idle', error: event.error, asksLoginChoice: state.asksLoginChoice };
    case 'chooseLogin':
      return state.status === 'loginRequired' &&
        state.loginChoice !== null &&
        state.loginChoice !== event.choice
        ? { ...state, loginChoice: event.choice }
        : state;
    case 'changeLoginChoice':
      return state.status === 'loginRequired' && state.loginChoice !== null && state.loginChoice !== 'pending'
        ? { ...state, loginChoice: 'pending' }
        : state;
    default:
      return event satisfies never;
  }
}

/** The form can be sent only when it is shown and nothing is under way. */
export function canSubmitAnonymousReservation(state: AnonymousReservationState<unknown>): boolean {
  return state.status === 'idle';
}

/** The text of the login prompt: noPatient asks the visitor to register as a customer. */
export function loginPromptText(
  state: AnonymousReservationState<unknown>,
): 'registerAsCustomer' | 'strongLogin' | null {
  if (state.status !== 'loginRequired') return null;
  return state.reason === 'noPatient' ? 'registerAsCustomer' : 'strongLogin';
}

/**
 * Where the login button leads: the guardian sign-in (`/{lang}/hpa/register?next=`) or strong
 * identification; `null` while the children's brand still waits for the choice, or when no
 * login is asked.
 */
export function loginDestination(
  state: AnonymousReservationState<unknown>,
): 'hpaRegister' | 'strongIdentification' | null {
  if (state.status !== 'loginRequired' || state.loginChoice === 'pending') return null;
  return state.loginChoice === 'hpa' ? 'hpaRegister' : 'strongIdentification';
}
