/** Where an appointment takes place (booking.md §3). */
export const locationTypes = [
  'physicalLocation',
  'remoteAppointment',
  'phoneAppointment',
  'meetingAppointment',
  'videoAppointment',
] as const;
/** One of {@link locationTypes}. */
export type LocationType = (typeof locationTypes)[number];

/** Who pays an appointment. */
export const appointmentPayerTypes = [
  'insurance',
  'insuranceAndOccupationalHealthCare',
  'occupationalHealthCare',
  'other',
  'self',
] as const;
/** One of {@link appointmentPayerTypes}. */
export type AppointmentPayerType = (typeof appointmentPayerTypes)[number];

/** Days of the week, lower case, Monday first. */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** One of {@link weekdays}. */
export type Weekday = (typeof weekdays)[number];

/** Sort orders of lists. */
export const sortOrders = ['asc', 'desc'] as const;
/** One of {@link sortOrders}. */
export type SortOrder = (typeof sortOrders)[number];

/** Statuses of an appointment's self check-in (patient-area.md §3). */
export const selfCheckInStatuses = [
  'allowed',
  'checkedIn',
  'onlyAtReception',
  'statusNotAvailable',
  'tooEarly',
] as const;
/** One of {@link selfCheckInStatuses}. */
export type SelfCheckInStatus = (typeof selfCheckInStatuses)[number];

/** Where the contact form sends the person after saving (patient-area.md §3). */
export const saveActionTypes = [
  'reload-page',
  'go-to-reserve-appointment-page',
  'go-to-view-appointment-page',
  'go-to-invoice-page',
] as const;
/** One of {@link saveActionTypes}. */
export type SaveActionType = (typeof saveActionTypes)[number];

/** States of saving the reason for a visit. */
export const reasonSaveStates = ['idle', 'saving', 'success', 'failure'] as const;
/** One of {@link reasonSaveStates}. */
export type ReasonSaveState = (typeof reasonSaveStates)[number];

/** Steps of the anonymous appointment link (patient-area.md §2). */
export const anonymousAppointmentSteps = [
  'waiting-for-action',
  'waiting-for-confirmation',
  'check-in-success',
  'consent-needed',
  'failure',
  'cancel-success',
] as const;
/** One of {@link anonymousAppointmentSteps}. */
export type AnonymousAppointmentStep = (typeof anonymousAppointmentSteps)[number];

/** Page statuses of an appointment reached by link or id. */
export const appointmentPageStatuses = [
  'appointment-not-found',
  'appointment-already-cancelled',
  'success',
] as const;
/** One of {@link appointmentPageStatuses}. */
export type AppointmentPageStatus = (typeof appointmentPageStatuses)[number];

/** Specialty ids treated as vaccination appointments (influenza ROKT and ROKH, covid KORR). */
export const vaccinationSpecialtyIds = ['ROKT', 'ROKH', 'KORR'] as const;

/** Tells whether a specialty is a vaccination appointment. */
export function isVaccinationSpecialty(specialtyId: string): boolean {
  return (vaccinationSpecialtyIds as readonly string[]).includes(specialtyId);
}

/** Referral-only occupational specialty: its confirmation mentions the referral only. */
export const referralOnlySpecialtyCode = 'TPSG';
