import {
  type AnonymousReservePayload,
  type AppointmentWire,
  appointmentAnswer,
  buildQuery,
  type HealthCareType,
  type Lang,
  plainSuccess,
  type ReservationDetails,
  type ReservationError,
  type ReservePayload,
  reservationFailureOf,
  reserveAnswer,
} from '@portal/domain';
import { ApiError, requestJson } from './request';

/** The address of a free appointment's summary in the asked language. */
export const appointmentPath = (id: number, lang: Lang) => `/api/appointments/${id}${buildQuery({ lang })}`;

/** Reads a free appointment for the reservation page's summary (`GET /api/appointments/{id}`). */
export async function fetchAppointment(
  id: number,
  lang: Lang,
  signal?: AbortSignal,
): Promise<AppointmentWire> {
  const answer = await requestJson(appointmentPath(id, lang), appointmentAnswer, { signal });
  return answer.appointment;
}

/**
 * How a reservation ended: the details, or the error to show with the offending fields of a
 * validation error. `type` is the server's own code, for the few the page treats apart.
 */
export type ReserveOutcome =
  | { readonly ok: true; readonly details: ReservationDetails }
  | {
      readonly ok: false;
      readonly error: ReservationError;
      readonly fields: string[];
      readonly type: string;
    };

/** Sends a reservation; a failure becomes the error to show, with the fields a validation error names. */
async function postReservation(path: string, body: unknown): Promise<ReserveOutcome> {
  try {
    const answer = await requestJson(path, reserveAnswer, { method: 'POST', body });
    return { ok: true, details: answer.reservationDetails };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, ...reservationFailureOf(error), type: error.type };
  }
}

/** Reserves for the signed-in patient (`POST /api/reserve-appointment?csrfToken=`). */
export function reserveAppointment(
  csrfToken: string,
  lang: Lang,
  payload: ReservePayload & { readonly healthCareType: HealthCareType },
): Promise<ReserveOutcome> {
  return postReservation(`/api/reserve-appointment${buildQuery({ csrfToken, lang })}`, payload);
}

/** Reserves with the anonymous form (`POST /api/anon/reserve-appointment`). */
export function reserveAnonymously(lang: Lang, payload: AnonymousReservePayload): Promise<ReserveOutcome> {
  return postReservation(`/api/anon/reserve-appointment${buildQuery({ lang })}`, payload);
}

/**
 * Cancels the signed-in patient's reservation of the appointment `appointmentId`
 * (`DELETE /api/appointments/{id}?csrfToken=`). Throws `ApiError`; `cancelTooLate` when the time is
 * within the brand's cancellation deadline. The cancellation SMS and e-mail go in `lang` (default Finnish).
 */
export async function cancelAppointment(
  csrfToken: string,
  appointmentId: number,
  lang?: Lang,
): Promise<void> {
  await requestJson(`/api/appointments/${appointmentId}${buildQuery({ csrfToken, lang })}`, plainSuccess, {
    method: 'DELETE',
  });
}
