export { type EmailError, emailErrors, emailMaxLength, validateEmail } from './email';
export {
  type ContactDetailsErrors,
  type ContactDetailsInput,
  type FormResult,
  type GuardianErrors,
  type GuardianInput,
  maxGuardians,
  validateContactDetails,
  validateGuardian,
} from './forms';
export { inputMaxLength, type LimitedInput } from './input-limits';
export { namesMatch } from './names';
export {
  normalizePhone,
  type PhoneError,
  type PhoneForm,
  phoneErrors,
  phoneForms,
  phoneMaxLength,
  phoneTypingRoom,
  telHref,
  validatePhone,
} from './phone';
export {
  type ReasonForVisitCounter,
  reasonForVisitCounter,
  reasonForVisitMaxLength,
  validateReasonForVisit,
} from './reason-for-visit';
export {
  characterCount,
  type TextError,
  type TextLimits,
  textErrors,
  textLimits,
  validateAnonymousName,
  validateGuardianName,
  validatePersonName,
  validatePostOffice,
  validateStreetAddress,
  validateText,
  validateZipCode,
  zipCodeLength,
} from './text';
