import {
  anonymousAppointmentAnswer,
  anonymousCheckInAnswer,
  buildQuery,
  checkInAnswer,
  type Lang,
  newCustomerAnswer,
  type OwnAppointmentsAnswer,
  type OwnAppointmentWire,
  ownAppointmentAnswer,
  ownAppointmentsAnswer,
  plainSuccess,
} from '@portal/domain';
import type { z } from 'zod/mini';
import { requestJson } from './request';

// The calls of a patient's own appointments (patient-area.md §7).

/** The future and past appointments (`GET /api/own-appointments`). */
export async function fetchOwnAppointments(
  lang: Lang,
  signal?: AbortSignal,
): Promise<Omit<OwnAppointmentsAnswer, 'type'>> {
  const { future, past } = await requestJson(
    `/api/own-appointments${buildQuery({ lang })}`,
    ownAppointmentsAnswer,
    {
      signal,
    },
  );
  return { future, past };
}

/** Whether the person has no appointments or other events here (`GET /api/new-customer`). */
export async function fetchNewCustomer(signal?: AbortSignal): Promise<boolean> {
  const { newCustomer } = await requestJson('/api/new-customer', newCustomerAnswer, { signal });
  return newCustomer;
}

/** The named appointments (`GET /api/own-appointments/{ids}`); `appointmentNotFound` when none is the patient's. */
export async function fetchOwnAppointmentsByIds(
  ids: readonly number[],
  lang: Lang,
  signal?: AbortSignal,
): Promise<OwnAppointmentWire[]> {
  const answer = await requestJson(
    `/api/own-appointments/${ids.join(',')}${buildQuery({ lang })}`,
    ownAppointmentAnswer,
    { signal },
  );
  return answer.appointments;
}

/** Self check-in (`POST /api/appointments/check-in/{id}`): answers the check-in's `type`. */
export async function checkIn(csrfToken: string, id: number): Promise<string> {
  const answer = await requestJson(
    `/api/appointments/check-in/${id}${buildQuery({ csrfToken })}`,
    checkInAnswer,
    {
      method: 'POST',
    },
  );
  return answer.type;
}

/** Saves the reason for the visit, already prefixed (`POST /api/appointments/{id}/arrival-reason`). */
export async function saveArrivalReason(csrfToken: string, id: number, arrivalReason: string): Promise<void> {
  await requestJson(`/api/appointments/${id}/arrival-reason${buildQuery({ csrfToken })}`, plainSuccess, {
    method: 'POST',
    body: { arrivalReason },
  });
}

/** The appointment an anonymous link names (`GET /api/anon/appointments/{linkId}`). */
export async function fetchLinkedAppointment(linkId: string, lang: Lang, signal?: AbortSignal) {
  return requestJson(
    `/api/anon/appointments/${encodeURIComponent(linkId)}${buildQuery({ lang })}`,
    anonymousAppointmentAnswer,
    {
      signal,
    },
  );
}

/**
 * Checks in by the link with the end part (`POST /api/anon/check-in`): answers the check-in's `type`,
 * and after a wrong end part the tries left before the lock.
 */
export function checkInByLink(
  appointmentId: string,
  ssnEndPart: string,
): Promise<z.infer<typeof anonymousCheckInAnswer>> {
  return requestJson('/api/anon/check-in', anonymousCheckInAnswer, {
    method: 'POST',
    body: { appointmentId, ssnEndPart },
  });
}
