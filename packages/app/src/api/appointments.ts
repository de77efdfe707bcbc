import {
  type AppointmentSearchParams,
  type AppointmentWire,
  type AvailableDatesParams,
  appointmentsAnswer,
  availableDatesAnswer,
  buildQuery,
  type FilterOptionsAnswer,
  filterOptionsAnswer,
  type Lang,
  practitionerClinicsAnswer,
  specialtyAnswer,
} from '@portal/domain';
import { requestJson } from './request';

// The search calls of booking.md §7. Parameters come from the domain's `searchRequestParams` and
// `availableDatesParams`; lists are sent one parameter per id, flags as `true`/`false`.

// The addresses are built here once: the server that draws a list page reads the same ones, so the
// reads it hands over are the ones the browser would make.

/** The address of one page of free appointments. */
export const appointmentsPath = (params: AppointmentSearchParams): string =>
  `/api/appointments${buildQuery({ ...params })}`;

/** The address of the Helsinki days with free times. */
export const availableDatesPath = (params: AvailableDatesParams): string =>
  `/api/appointments/available-appointment-dates${buildQuery({ ...params })}`;

/** The address of what the filter offers. */
export const filterOptionsPath = '/api/appointments/filter-options';

/** One page of free appointments (`GET /api/appointments`). */
export async function searchAppointments(
  params: AppointmentSearchParams,
  signal?: AbortSignal,
): Promise<AppointmentWire[]> {
  const answer = await requestJson(appointmentsPath(params), appointmentsAnswer, { signal });
  return answer.availableAppointments.appointments;
}

/** The Helsinki days with free times (`GET /api/appointments/available-appointment-dates`). */
export async function fetchAvailableDates(
  params: AvailableDatesParams,
  signal?: AbortSignal,
): Promise<string[]> {
  const answer = await requestJson(availableDatesPath(params), availableDatesAnswer, { signal });
  return answer.dates;
}

/** What the filter offers (`GET /api/appointments/filter-options`). */
export async function fetchFilterOptions(signal?: AbortSignal): Promise<Omit<FilterOptionsAnswer, 'type'>> {
  const { type: _, ...options } = await requestJson(filterOptionsPath, filterOptionsAnswer, { signal });
  return options;
}

/** A specialty's title and reservation information (`GET /api/appointments/specialty`). */
export async function fetchSpecialtyInfo(
  id: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<{ title: string; appointmentReservationInfo: string | null }> {
  const answer = await requestJson(
    `/api/appointments/specialty${buildQuery({ id, lang })}`,
    specialtyAnswer,
    {
      signal,
    },
  );
  return answer.specialty.cmsContent;
}

/** The clinics where a practitioner receives (`GET /api/appointments/practitioner-clinics`). */
export async function fetchPractitionerClinics(
  id: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<string[]> {
  const answer = await requestJson(
    `/api/appointments/practitioner-clinics${buildQuery({ id, lang })}`,
    practitionerClinicsAnswer,
    { signal },
  );
  return answer.clinicIds;
}
