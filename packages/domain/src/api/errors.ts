import { z } from 'zod/mini';

/**
 * The `type` of every failure answer of the HTTP API (decisions.md §3, booking.md §8,
 * messaging-invoices-shell.md §8): the only list, so the server can answer no other code and the
 * app can name every one. Adding a code means adding its status in {@link apiErrorStatus}.
 */
export const apiErrorCodes = [
  'ValidationError',
  'unsafeRedirect',
  'unauthorized',
  'forbidden',
  'notFound',
  'appointmentNotAvailable',
  'appointmentNotFound',
  'tooManyReservations',
  'noPatient',
  'patientDataConsentRequired',
  'patientInfoConflict',
  'treatmentChainCreationFailed',
  'directReimbursementError',
  'notCreditWorthy',
  'underageCustomer',
  'cancelTooLate',
  'deadlineExceeded',
  'checkInOnlyAtReception',
  'invoiceNotFound',
  'questionnaireAlreadyAnswered',
  'invoiceAlreadyPaid',
  'invoiceSumNotValid',
  'invoiceNotPayable',
  'paymentInProgress',
  'prescriptionNotRenewable',
  'prescriptionRenewalUnavailable',
  'customerNotFound',
  'emailRequired',
  'unableToProcess',
  'invalidSignature',
  'conceptNotFound',
  'conceptOnlineUpdateNotAllowed',
  'webReservationNotAllowed',
  'noOccupationalHealthcare',
  'authenticationRequired',
  'mfaNotPending',
  'userAlreadyExists',
  'payloadTooLarge',
  'insurerUnavailable',
  'disallowed',
  'populationRegisterUnavailable',
  'requestTimeout',
  'maintenanceMode',
  'tooManyRequests',
  'attachmentNotAllowed',
  'threadClosed',
  'messagingMaintenance',
  'unknownError',
] as const;
/** One of {@link apiErrorCodes}. */
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The statuses a failure is answered with. */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503;

/**
 * The HTTP status the server answers each failure with: one status per code, so a caller may
 * read either. A time that is no longer free is a conflict with the present state (409) whether it
 * is read or reserved.
 */
export const apiErrorStatus: Readonly<Record<ApiErrorCode, FailureStatus>> = {
  ValidationError: 400,
  unsafeRedirect: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  appointmentNotAvailable: 409,
  appointmentNotFound: 404,
  tooManyReservations: 409,
  noPatient: 403,
  patientDataConsentRequired: 403,
  patientInfoConflict: 409,
  treatmentChainCreationFailed: 502,
  /**
   * The insurer does not allow the patient the direct reimbursement asked for, or a reservation
   * names a permit or policy that is not the patient's: a conflict with the patient's insurance.
   */
  directReimbursementError: 409,
  notCreditWorthy: 403,
  underageCustomer: 403,
  cancelTooLate: 409,
  deadlineExceeded: 409,
  /** The time has no self check-in (remote, over, or cancelled by the provider): the reception checks in. */
  checkInOnlyAtReception: 409,
  invoiceNotFound: 404,
  /** The questionnaire invitation has its answer already; an answer is never replaced. */
  questionnaireAlreadyAnswered: 409,
  invoiceAlreadyPaid: 409,
  /** A payment's amount is not the invoice's sum: nothing is marked paid. */
  invoiceSumNotValid: 409,
  /** The invoice cannot be paid online (overdue, on paper, or never payable online). */
  invoiceNotPayable: 409,
  /**
   * Another payment of the invoice is being created at the payment service, or the service is still
   * processing one: nothing new was asked of it.
   */
  paymentInProgress: 409,
  /** A renewal named a prescription marked 'Non-renewable prescription'. */
  prescriptionNotRenewable: 409,
  /** Renewals are offline (maintenance of the messaging service, or not taken online). */
  prescriptionRenewalUnavailable: 503,
  customerNotFound: 404,
  /** Paying online needs a valid e-mail address on the patient. */
  emailRequired: 409,
  /** The payment service could not create the payment (no answer, or an unsigned one). */
  unableToProcess: 502,
  /** A payment service message whose signature is not its own: forged or altered. */
  invalidSignature: 400,
  conceptNotFound: 404,
  conceptOnlineUpdateNotAllowed: 403,
  webReservationNotAllowed: 403,
  noOccupationalHealthcare: 403,
  authenticationRequired: 403,
  mfaNotPending: 409,
  userAlreadyExists: 409,
  payloadTooLarge: 413,
  insurerUnavailable: 503,
  /** The population register does not let the person act for the one named (patient-area.md §6). */
  disallowed: 403,
  /** The population register did not answer (or not in its agreed shape): nothing was decided. */
  populationRegisterUnavailable: 503,
  requestTimeout: 503,
  /** A service is down for maintenance (the surveys): nothing was changed, try again later. */
  maintenanceMode: 503,
  /** A rate limit was reached; the answer's `Retry-After` says after how many seconds to try again. */
  tooManyRequests: 429,
  /** An attachment whose name, declared type or content is not one of the allowed kinds. */
  attachmentNotAllowed: 400,
  /** A closed conversation takes no more messages. */
  threadClosed: 409,
  /** Messaging is in maintenance mode: it neither lists nor sends until it ends. */
  messagingMaintenance: 503,
  unknownError: 500,
};

/** Tells whether a value (the `type` of an answer) is a code of {@link apiErrorCodes}. */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (apiErrorCodes as readonly string[]).includes(value);
}

/**
 * The codes the browser gives a call that got no usable answer: `networkError` when none came,
 * `invalidAnswer` when it did not have the agreed shape. The server never answers them.
 */
export const clientErrorCodes = ['networkError', 'invalidAnswer'] as const;
/** One of {@link clientErrorCodes}. */
export type ClientErrorCode = (typeof clientErrorCodes)[number];
/** Why a call failed, as the app sees it: the server's code or the browser's own. */
export type RequestErrorCode = ApiErrorCode | ClientErrorCode;

/** One offending field of a `ValidationError` answer. */
export const validationIssue = z.object({ path: z.string(), message: z.string() });
/** One offending field of a `ValidationError` answer. */
export type ValidationIssue = z.infer<typeof validationIssue>;

/** Any failure: `{ type: code, details? }` with the code's status; no other code parses. */
export const failureAnswer = z.object({
  type: z.enum(apiErrorCodes),
  details: z.optional(z.array(validationIssue)),
});
/** The body of a failure answer. */
export type ApiFailure = z.infer<typeof failureAnswer>;
