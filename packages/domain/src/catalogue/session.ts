/** States of SMS login (the second factor) of a patient (patient-area.md §3). */
export const mfaStatuses = [
  'too-many-onboarding-attempts',
  'user-has-no-verified-mfa-device',
  'environment-has-mfa-disabled',
  'user-wants-to-enable-mfa',
  'enabled',
] as const;
/** One of {@link mfaStatuses}. */
export type MfaStatus = (typeof mfaStatuses)[number];

/** Answers of an SMS code check. */
export const mfaCodeAnswers = ['mfa-ok', 'mfa-challenge-failed', 'too-many-mfa-attempts'] as const;
/** One of {@link mfaCodeAnswers}. */
export type MfaCodeAnswer = (typeof mfaCodeAnswers)[number];

/** Actions of the SMS login toggle. */
export const mfaActions = ['enable', 'disable'] as const;
/** One of {@link mfaActions}. */
export type MfaAction = (typeof mfaActions)[number];

/** Seconds before the session ends at which a warning toast shows. */
export const sessionWarningSeconds = [90, 30] as const;

/** Units of the session time-out in the page state. */
export const authTokenTimeoutUnits = ['seconds', 'minutes', 'hours', 'days'] as const;
/** One of {@link authTokenTimeoutUnits}. */
export type AuthTokenTimeoutUnit = (typeof authTokenTimeoutUnits)[number];

/** Errors the transaction-path page shows from its query. */
export const transactionPathErrors = ['disallowed', 'unknown'] as const;
/** One of {@link transactionPathErrors}. */
export type TransactionPathError = (typeof transactionPathErrors)[number];

/** Strong identification methods, as `acr_values` of the sign-in call (booking.md §7). */
export const identificationMethods = ['mpki.telia.1', 'oidc.nordea.1', 'saml.op.1'] as const;
/** One of {@link identificationMethods}. */
export type IdentificationMethod = (typeof identificationMethods)[number];

/** A guardian acts for a child of this age or younger; older minors sign in themselves. */
export const guardianActsUpToAge = 11;

/** The query marker the front page shows the cancellation toast for, then removes. */
export const appointmentCancelledMarker = 'appointment-cancelled';

/**
 * Why a session ended, as the session-timed-out page tells it: no activity for the idle time
 * (`idle`), the longest a session may last since sign-in (`ceiling`), or ended from elsewhere (a
 * log-out on another device, a new sign-in) before its time (`signedOut`).
 */
export const sessionEndReasons = ['idle', 'ceiling', 'signedOut'] as const;
/** One of {@link sessionEndReasons}. */
export type SessionEndReason = (typeof sessionEndReasons)[number];

/**
 * The header the app sets on calls it makes on its own, with nobody at the keyboard (the polls of
 * the conversations and the unread count): the server does not count them as the person's activity,
 * so an open page alone does not keep a session alive.
 */
export const backgroundCallHeader = 'x-portal-background';
