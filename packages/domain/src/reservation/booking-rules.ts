import type { BrandSettings } from '../brand/brand';
import type { CustomerType } from '../catalogue/customer';
import type { InsuranceCompany, ReimbursementChoice } from '../catalogue/insurance';
import { type ContactDetailsInput, validateContactDetails } from '../contact/forms';
import { checkCharacter } from '../identity/check-character';
import { ageOn, normalizeIdentityCode } from '../identity/identity-code';
import { showsKela65AgeNotice } from '../money/kela65';
import { requiresBindingConfirmation } from './anonymous-form';
import { bookingConfirmationOf } from './occupational';

/** The insurer part of the booking page. */
export interface InsuranceChoice {
  readonly company: InsuranceCompany | null;
  /** The payment type: chosen for IF, set by the identification flows for the others. */
  readonly reimbursement: ReimbursementChoice | null;
  /** The box authorising the provider to claim the compensation and send diagnoses to the insurer. */
  readonly directCompensationConsent: boolean;
}

/** The error of each refused insurer field. */
export type InsuranceChoiceErrors = Partial<{
  insuranceCompany: 'required';
  insuranceReimbursement: 'required' | 'notForRemote';
  directCompensationConsent: 'required';
}>;

/**
 * Checks the insurer part (booking.md §5): an insurer must be chosen; IF needs a payment type;
 * IF with direct reimbursement needs the compensation consent; company reimbursement is not
 * for remote appointments. OTHER and every other known insurer is accepted as chosen.
 */
export function validateInsuranceChoice(choice: InsuranceChoice, isRemote: boolean): InsuranceChoiceErrors {
  if (choice.company === null) return { insuranceCompany: 'required' };
  if (choice.company === 'IF' && choice.reimbursement === null) return { insuranceReimbursement: 'required' };
  if (choice.reimbursement === 'COMPANY_REIMBURSEMENT' && isRemote) {
    return { insuranceReimbursement: 'notForRemote' };
  }
  if (
    choice.company === 'IF' &&
    choice.reimbursement === 'USE_REIMBURSEMENT' &&
    !choice.directCompensationConsent
  ) {
    return { directCompensationConsent: 'required' };
  }
  return {};
}

/** The payment types offered for an insurer, company reimbursement disabled for remote appointments. */
export function reimbursementOptions(
  company: InsuranceCompany | null,
  isRemote: boolean,
): readonly { readonly choice: ReimbursementChoice; readonly disabled: boolean }[] {
  if (company !== 'IF') return [];
  return [
    { choice: 'USE_REIMBURSEMENT', disabled: false },
    { choice: 'PAY_AND_REIMBURSE', disabled: false },
    { choice: 'COMPANY_REIMBURSEMENT', disabled: isRemote },
  ];
}

/**
 * Where the insurer's payment-type concept of the patient stands (booking.md §5): `failed` when it
 * could not be added, `refused` when the insurer does not allow the patient its direct
 * reimbursement (`directReimbursementError`), so another payment type must be chosen.
 */
export type ConceptStatus = 'notNeeded' | 'ready' | 'adding' | 'failed' | 'refused';

/** Everything the Book button of the signed-in booking page depends on. */
export interface BookingPageInput {
  readonly customerType: CustomerType;
  readonly specialtyId: string;
  readonly isRemote: boolean;
  readonly appointmentStart: Date;
  readonly now: Date;
  /** The brand's binding-reservation threshold. */
  readonly bindingReservationHours: number;
  readonly reserving: boolean;
  /** The contact form is open for editing. */
  readonly contactEditing: boolean;
  readonly contact: ContactDetailsInput;
  /** The insurer part; only insurance bookings have one. */
  readonly insurance: InsuranceChoice | null;
  /** An insurer identification (partner insurer, OP insurer) has not come to an end yet. */
  readonly insurerIdentificationPending: boolean;
  readonly concept: ConceptStatus;
  readonly bindingAccepted: boolean;
  readonly occupationalConfirmed: boolean;
}

/** A reason the Book button is disabled, in the order the page lists them. */
export const bookingBlockerCodes = [
  'reserving',
  'saveUnfinishedChanges',
  'invalidContactDetails',
  'insurerRequired',
  'reimbursementRequired',
  'companyReimbursementNotForRemote',
  'directCompensationConsentRequired',
  'insurerIdentificationPending',
  'conceptPending',
  'conceptFailed',
  'conceptRefused',
  'bindingConfirmationRequired',
  'occupationalConfirmationRequired',
] as const;
/** One of {@link bookingBlockerCodes}. */
export type BookingBlocker = (typeof bookingBlockerCodes)[number];

/**
 * Every reason the Book button is disabled (booking.md §5), empty when the person may book:
 * a reservation under way, an open contact form ('Save unfinished changes before continuing'),
 * an invalid contact field, an insurer rule, an unfinished insurer identification, a concept
 * not yet added or that failed to be added, the binding-reservation box within the threshold
 * hours, and the occupational confirmation box.
 */
export function bookingBlockers(input: BookingPageInput): BookingBlocker[] {
  const blockers: BookingBlocker[] = [];
  if (input.reserving) blockers.push('reserving');
  if (input.contactEditing) blockers.push('saveUnfinishedChanges');
  if (!validateContactDetails(input.contact).ok) blockers.push('invalidContactDetails');
  if (input.insurance !== null) {
    const errors = validateInsuranceChoice(input.insurance, input.isRemote);
    if (errors.insuranceCompany) blockers.push('insurerRequired');
    if (errors.insuranceReimbursement === 'required') blockers.push('reimbursementRequired');
    if (errors.insuranceReimbursement === 'notForRemote') blockers.push('companyReimbursementNotForRemote');
    if (errors.directCompensationConsent) blockers.push('directCompensationConsentRequired');
  }
  if (input.insurerIdentificationPending) blockers.push('insurerIdentificationPending');
  if (input.concept === 'adding') blockers.push('conceptPending');
  if (input.concept === 'failed') blockers.push('conceptFailed');
  if (input.concept === 'refused') blockers.push('conceptRefused');
  if (requiresBindingConfirmation(input) && !input.bindingAccepted)
    blockers.push('bindingConfirmationRequired');
  if (
    bookingConfirmationOf(input.customerType, input.specialtyId) !== 'none' &&
    !input.occupationalConfirmed
  ) {
    blockers.push('occupationalConfirmationRequired');
  }
  return blockers;
}

/**
 * Tells whether booking is interrupted before the page shows (booking.md §6): the person is not
 * credit-worthy, unless the visit is occupational health care (the employer pays).
 */
export function isBookingInterrupted(input: {
  readonly creditWorthy: boolean;
  readonly customerType: CustomerType;
}): boolean {
  return !input.creditWorthy && input.customerType !== 'occupational';
}

/** Tells whether one more web reservation would exceed the brand's limit (answered `tooManyReservations`). */
export function exceedsReservationLimit(
  futureWebReservations: number,
  settings: Pick<BrandSettings, 'maxFutureWebReservations'>,
): boolean {
  return futureWebReservations >= settings.maxFutureWebReservations;
}

// The booking page knows only the obfuscated code (`150385-****`); its first seven characters
// carry the birth date and century, which is all an age needs.
const datePart = /^\d{6}[-+A-FU-Y]/;

/**
 * Age in whole years on `today` (`yyyy-mm-dd`) from a full or obfuscated identity code;
 * `null` when the code tells no birth date.
 */
export function ageFromIdentityCode(identityCode: string, today: string): number | null {
  const code = normalizeIdentityCode(identityCode);
  const full = ageOn(code, today);
  if (full !== null || !datePart.test(code)) return full;
  // Completed with a test individual number and its check character, the prefix is a valid code.
  const prefix = code.slice(0, 7);
  return ageOn(`${prefix}900${checkCharacter(`${prefix.slice(0, 6)}900`)}`, today);
}

/**
 * Tells whether the kela65 notice shows (booking.md §5): a kela65 booking whose age from the
 * identity code, on `today` (`yyyy-mm-dd`), is under 65 or cannot be told.
 */
export function showsKela65Notice(
  customerType: CustomerType,
  identityCode: string | null,
  today: string,
): boolean {
  if (customerType !== 'kela65') return false;
  return showsKela65AgeNotice(identityCode === null ? null : ageFromIdentityCode(identityCode, today));
}
