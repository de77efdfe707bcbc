/** Answers of the signed-in check-in call (patient-area.md §7), as the wire spells them. */
export const checkInAnswers = [
  'Success',
  'AlreadyCheckedIn',
  'TooEarly',
  'ConfidentialityFormNotFilled',
  'ConfidentialityFormNotFilledAsAdult',
] as const;
/** One of {@link checkInAnswers}; any other answer is a failure. */
export type CheckInAnswer = (typeof checkInAnswers)[number];

/** Result codes of the check-in operation of the back end (messaging-invoices-shell.md §8). */
export const checkInResults = [
  'alreadyCheckedIn',
  'checkInOnlyAtReception',
  'confidentialityFormNotFilled',
  'confidentialityFormNotFilledAsAdult',
  'customerNotFound',
  'tooEarly',
  'success',
  'unknownError',
] as const;
/** One of {@link checkInResults}. */
export type CheckInResult = (typeof checkInResults)[number];

/** Answers of the anonymous check-in with the identity code's end part. */
export const anonymousCheckInAnswers = [
  'success',
  'ssnEndPartMismatch',
  'confidentiality-form-not-filled',
  'confidentiality-form-not-filled-as-adult',
] as const;
/** One of {@link anonymousCheckInAnswers}. */
export type AnonymousCheckInAnswer = (typeof anonymousCheckInAnswers)[number];

/** Check-in opens this many minutes before the start. */
export const checkInOpensMinutesBefore = 30;
