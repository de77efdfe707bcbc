export {
  type AnonymousFormContext,
  type AnonymousFormErrors,
  type AnonymousFormInput,
  type AnonymousFormValue,
  anonymousFormWarnings,
  type CheckboxError,
  type ContactWarningField,
  canSubmitAnonymousForm,
  requiresBindingConfirmation,
  validateAnonymousForm,
} from './anonymous-form';
export {
  type AnonymousReservationEvent,
  type AnonymousReservationState,
  anonymousCustomerType,
  anonymousReservationNeedsStrongLogin,
  appointmentNeedsStrongLogin,
  canSubmitAnonymousReservation,
  initialAnonymousReservation,
  loginDestination,
  loginPromptText,
  nextAnonymousReservation,
  type StrongLoginReason,
} from './anonymous-machine';
export { anonymousRefusalOf } from './anonymous-refusal';
export {
  ageFromIdentityCode,
  type BookingBlocker,
  type BookingPageInput,
  bookingBlockerCodes,
  bookingBlockers,
  type ConceptStatus,
  exceedsReservationLimit,
  type InsuranceChoice,
  type InsuranceChoiceErrors,
  isBookingInterrupted,
  reimbursementOptions,
  showsKela65Notice,
  validateInsuranceChoice,
} from './booking-rules';
export {
  asksLoginChoice,
  type InternalOrganization,
  internalOrganizationOf,
  internalOrganizations,
} from './brand-choices';
export { type CancellationSettings, cancellableUntil, isCancellable } from './cancellation';
export {
  type ContactEditEvent,
  type ContactEditState,
  contactEditStates,
  isContactEditing,
  nextContactEdit,
} from './contact-edit';
export {
  canBook,
  initialReservation,
  nextReservation,
  type ReservationEvent,
  type ReservationFailure,
  type ReservationState,
  reservationFailureOf,
  showsCancelButton,
  showsConsentForm,
} from './machine';
export {
  bookingConfirmationOf,
  type OccupationalConfirmation,
  occupationalConfirmationGroups,
  occupationalConfirmationOf,
  occupationalConfirmations,
  showsVaccineNotice,
} from './occupational';
export {
  type ReservationPrice,
  type ReservePage,
  reservationBackLink,
  reservationCustomerType,
  reservationPrice,
} from './page-rules';
export {
  type AnonymousReservePayload,
  anonymousReservePayload,
  type ReservationTarget,
  type ReserveExtras,
  type ReservePayload,
  reservePayload,
} from './payload';
