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
import { requestJson } from './request';

/** Reads a free appointment for the reservation page's summary (`GET /api/appointments/{id}`). */
export async function fetchAppointment(
  id: number,
  lang: Lang,
  signal?: AbortSignal,
): Promise<AppointmentWire> {
  const answer = await requestJson(`/api/appointments/${id}${buildQuery({ lang })}`, appointmentAnswer, {
    signal,
  });
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

// A failure answer's details (the fields of a validation error) are needed here, so this reads the
// answer itself instead of going through `requestJson`, which keeps only the code.
async function postReservation(path: string, body: unknown): Promise<ReserveOutcome> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: 'networkError', fields: [], type: 'networkError' };
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const type =
      typeof json === 'object' && json !== null && typeof (json as { type?: unknown }).type === 'string'
        ? (json as { type: string }).type
        : 'unknownError';
    return { ok: false, ...reservationFailureOf(json), type };
  }
  const parsed = reserveAnswer.safeParse(json);
  return parsed.success
    ? { ok: true, details: parsed.data.reservationDetails }
    : { ok: false, error: 'unknownError', fields: [], type: 'invalidAnswer' };
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
 * within the brand's cancellation deadline.
 */
export async function cancelAppointment(csrfToken: string, appointmentId: number): Promise<void> {
  await requestJson(`/api/appointments/${appointmentId}${buildQuery({ csrfToken })}`, plainSuccess, {
    method: 'DELETE',
  });
}
