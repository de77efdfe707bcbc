import { isApiErrorCode, type RequestErrorCode } from '../api/errors';

/** The errors the reservation pages tell apart (booking.md §8). */
export const reservationErrors = [
  'appointmentNotAvailable',
  'networkError',
  'tooManyReservations',
  'tooManyRequests',
  'unknownError',
  'directReimbursementError',
  'patientDataConsentRequired',
  'noPatient',
  'patientInfoConflict',
  'validationError',
] as const;
/** One of {@link reservationErrors}. */
export type ReservationError = (typeof reservationErrors)[number];

const kept = new Set<RequestErrorCode>([
  'appointmentNotAvailable',
  'tooManyReservations',
  // The anonymous reservation's attempt limits (per address, per identity code).
  'tooManyRequests',
  'unknownError',
  'directReimbursementError',
  'patientDataConsentRequired',
  'noPatient',
  'patientInfoConflict',
]);

/**
 * The reservation error for the `type` of a failure answer: a failed treatment chain is a
 * direct-reimbursement failure, a validation answer lists fields, anything else unknown.
 */
export function reservationErrorOf(type: unknown): ReservationError {
  if (type === 'treatmentChainCreationFailed') return 'directReimbursementError';
  if (type === 'ValidationError') return 'validationError';
  if (type === 'networkError') return 'networkError';
  return isApiErrorCode(type) && kept.has(type) ? (type as ReservationError) : 'unknownError';
}

/** These errors switch the anonymous form to strong identification (booking.md §4). */
export function requiresStrongLogin(error: ReservationError): boolean {
  return error === 'noPatient' || error === 'patientDataConsentRequired' || error === 'patientInfoConflict';
}

/** Result codes of the back-end operations (messaging-invoices-shell.md §8). */
export const reserveAppointmentResults = [
  'appointmentNotAvailable',
  'tooManyReservations',
  'treatmentChainCreationFailed',
  'success',
  'unknownError',
] as const;
/** One of {@link reserveAppointmentResults}. */
export type ReserveAppointmentResult = (typeof reserveAppointmentResults)[number];

/** Results of cancelling an appointment. */
export const cancelAppointmentResults = [
  'appointmentNotFound',
  'deadlineExceeded',
  'success',
  'unknownError',
] as const;
/** One of {@link cancelAppointmentResults}. */
export type CancelAppointmentResult = (typeof cancelAppointmentResults)[number];

/** Results of creating an appointment. */
export const createAppointmentResults = [
  'noAvailableTime',
  'overlappingTime',
  'professionalNotFound',
  'reservationFailed',
  'success',
  'unknownError',
] as const;
/** One of {@link createAppointmentResults}. */
export type CreateAppointmentResult = (typeof createAppointmentResults)[number];

/** Results of updating an appointment. */
export const updateAppointmentResults = ['invalidDuration', 'notFound', 'success', 'unknownError'] as const;
/** One of {@link updateAppointmentResults}. */
export type UpdateAppointmentResult = (typeof updateAppointmentResults)[number];

/** Results of listing the specialties a patient may book. */
export const querySpecialtiesResults = ['webReservationNotAllowed', 'success', 'unknownError'] as const;
/** One of {@link querySpecialtiesResults}. */
export type QuerySpecialtiesResult = (typeof querySpecialtiesResults)[number];

/** Results of adding a concept (an insurer payment type) to a patient. */
export const insertPatientConceptResults = [
  'conceptNotFound',
  'conceptOnlineUpdateNotAllowed',
  'customerDeniedAccess',
  'customerNotFound',
  'success',
  'unknownError',
] as const;
/** One of {@link insertPatientConceptResults}. */
export type InsertPatientConceptResult = (typeof insertPatientConceptResults)[number];

/** Results of creating a user. */
export const insertUserResults = [
  'copyUserNotFound',
  'userAlreadyExists',
  'success',
  'unknownError',
] as const;
/** One of {@link insertUserResults}. */
export type InsertUserResult = (typeof insertUserResults)[number];

/** Results of setting a password. */
export const setPasswordResults = ['userNotFound', 'success', 'unknownError'] as const;
/** One of {@link setPasswordResults}. */
export type SetPasswordResult = (typeof setPasswordResults)[number];

/** Results of importing an employee from the health information system. */
export const hisImportResults = [
  'alreadyExists',
  'employmentAlreadyEnded',
  'errorEmployeeNotFound',
  'failure',
  'success',
] as const;
/** One of {@link hisImportResults}. */
export type HisImportResult = (typeof hisImportResults)[number];

/** Statuses of an appointment reached by its anonymous link (patient-area.md §4). */
export const anonymousReservationStatuses = [
  'cancel-failure',
  'response-pending',
  'cancel-success',
  'cancel-too-late',
  'check-in-failure',
  'networkError',
] as const;
/** One of {@link anonymousReservationStatuses}. */
export type AnonymousReservationStatus = (typeof anonymousReservationStatuses)[number];

/** The children's brand asks how to sign in before an anonymous booking goes on. */
export const loginChoices = ['pending', 'hpa', 'ordinary'] as const;
/** One of {@link loginChoices}. */
export type LoginChoice = (typeof loginChoices)[number];
