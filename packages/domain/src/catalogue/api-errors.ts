/**
 * The `type` of every failure answer of the HTTP API (decisions.md §3, booking.md §8,
 * messaging-invoices-shell.md §8). `networkError` never comes from the server: the browser
 * uses it when no answer came.
 */
export const apiErrorCodes = [
  'ValidationError',
  'unauthorized',
  'forbidden',
  'notFound',
  'appointmentNotAvailable',
  'appointmentNotFound',
  'tooManyReservations',
  'noPatient',
  'patientDataConsentRequired',
  'patientInfoConflict',
  'directReimbursementError',
  'notCreditWorthy',
  'deadlineExceeded',
  'invoiceNotFound',
  'invoiceAlreadyPaid',
  'conceptNotFound',
  'conceptOnlineUpdateNotAllowed',
  'webReservationNotAllowed',
  'noOccupationalHealthcare',
  'authenticationRequired',
  'userAlreadyExists',
  'unknownError',
  'networkError',
] as const;
/** One of {@link apiErrorCodes}. */
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The HTTP status the server answers each failure with. */
export const apiErrorStatus: Readonly<Record<ApiErrorCode, number>> = {
  ValidationError: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  appointmentNotAvailable: 409,
  appointmentNotFound: 404,
  tooManyReservations: 409,
  noPatient: 403,
  patientDataConsentRequired: 403,
  patientInfoConflict: 409,
  directReimbursementError: 502,
  notCreditWorthy: 403,
  deadlineExceeded: 409,
  invoiceNotFound: 404,
  invoiceAlreadyPaid: 409,
  conceptNotFound: 404,
  conceptOnlineUpdateNotAllowed: 403,
  webReservationNotAllowed: 403,
  noOccupationalHealthcare: 403,
  authenticationRequired: 403,
  userAlreadyExists: 409,
  unknownError: 500,
  networkError: 503,
};

/** Tells whether a value (the `type` of an answer) is a known failure code. */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (apiErrorCodes as readonly string[]).includes(value);
}

/** One offending field of a `ValidationError` answer. */
export interface ValidationIssue {
  readonly path: string;
  readonly message: string;
}

/** The body of a failure answer. */
export interface ApiFailure {
  readonly type: ApiErrorCode;
  readonly details?: readonly ValidationIssue[];
}
