/** Insurance companies known to the booking page (booking.md §3). */
export const insuranceCompanies = [
  'AKTIA',
  'FENNIA',
  'IF',
  'LAHITAPIOLA',
  'MANDATUM',
  'MELA',
  'OP',
  'OTHER',
  'POHJANTAHTI',
  'POP',
  'PROTECTOR',
  'PV',
  'SAASTOPANKKI',
  'TURVA',
  'VALTIOKONTTORI',
] as const;
/** One of {@link insuranceCompanies}. */
export type InsuranceCompany = (typeof insuranceCompanies)[number];

/** The insurers the dropdown offers: If, the partner insurer, the OP insurer and Other. */
export const offeredInsuranceCompanies = [
  'IF',
  'LAHITAPIOLA',
  'OP',
  'OTHER',
] as const satisfies readonly InsuranceCompany[];

/** How an insured visit is paid. */
export const reimbursementChoices = [
  'PAY_AND_REIMBURSE',
  'COMPANY_REIMBURSEMENT',
  'USE_REIMBURSEMENT',
] as const;
/** One of {@link reimbursementChoices}. */
export type ReimbursementChoice = (typeof reimbursementChoices)[number];

/** Kinds of insurance. */
export const insuranceTypes = ['Accident', 'Health', 'Pension'] as const;
/** One of {@link insuranceTypes}. */
export type InsuranceType = (typeof insuranceTypes)[number];

/** What happened, asked by the OP insurer's company flow. */
export const insurerEventTypes = ['occupationalAccident', 'leisureAccident', 'sickness'] as const;
/** One of {@link insurerEventTypes}. */
export type InsurerEventType = (typeof insurerEventTypes)[number];

/** Who owns the OP insurer policy. */
export const pohjolaOwners = ['personal', 'company'] as const;
/** One of {@link pohjolaOwners}. */
export type PohjolaOwner = (typeof pohjolaOwners)[number];

/** Statuses of the OP insurer identification (booking.md §4). */
export const pohjolaStatuses = ['UNDEFINED', 'FOUND', 'NOT_FOUND', 'ERROR', 'CANCELED'] as const;
/** One of {@link pohjolaStatuses}. */
export type PohjolaStatus = (typeof pohjolaStatuses)[number];

/** Statuses of the partner insurer identification, as the booking page spells them. */
export const partnerInsurerStatuses = [
  'NOT_ASKED',
  'INSURANCE_FOUND_NO_PERMITS',
  'INSURANCE_FOUND_WITH_PERMITS',
  'DENIED',
  'INSURANCE_NOT_FOUND',
  'CANCELED',
  'ERROR',
] as const;
/** One of {@link partnerInsurerStatuses}. */
export type PartnerInsurerStatus = (typeof partnerInsurerStatuses)[number];

/** Results of the partner insurer identification. */
export const partnerInsurerResults = [
  'pending',
  'success',
  'underageCustomer',
  'insuranceFoundNoPermit',
  'insuranceNotFound',
  'error',
] as const;
/** One of {@link partnerInsurerResults}. */
export type PartnerInsurerResult = (typeof partnerInsurerResults)[number];

/** Values the partner insurer's permit page returns with. */
export const partnerInsurerReturns = [
  'directcompensationallowed',
  'directcompensationdenied',
  'cancel',
  'error',
] as const;
/** One of {@link partnerInsurerReturns}. */
export type PartnerInsurerReturn = (typeof partnerInsurerReturns)[number];

/** The `referrer` value of an address reached back from the partner insurer. */
export const partnerInsurerReferrer = 'lahitapiola';

/** Customers under this age get the underage result of the partner insurer. */
export const insuranceAdultAge = 18;

/** Claim types of an insurer. */
export const insurerClaimTypes = [
  'accident',
  'illness',
  'sportsAccident',
  'travelAccident',
  'travelIllness',
] as const;
/** One of {@link insurerClaimTypes}. */
export type InsurerClaimType = (typeof insurerClaimTypes)[number];

/** Deductible types of an insurer. */
export const deductibleTypes = ['PerIncident', 'PerTerm'] as const;
/** One of {@link deductibleTypes}. */
export type DeductibleType = (typeof deductibleTypes)[number];

/** Insurance contract types. */
export const contractTypes = ['Comprehensive', 'Other', 'Statutory'] as const;
/** One of {@link contractTypes}. */
export type ContractType = (typeof contractTypes)[number];

/** Reimbursement classes. */
export const reimbursementClasses = ['medicalCare', 'occupationalHealthCare', 'other'] as const;
/** One of {@link reimbursementClasses}. */
export type ReimbursementClass = (typeof reimbursementClasses)[number];

/** States of one image of the national insurance card upload (patient-area.md §3). */
export const insuranceCardImageStates = [
  'missing',
  'ready-to-upload',
  'uploading',
  'uploaded',
  'error',
] as const;
/** One of {@link insuranceCardImageStates}. */
export type InsuranceCardImageState = (typeof insuranceCardImageStates)[number];

/** Image types the insurance card accepts. */
export const insuranceCardMimeTypes = ['image/jpeg', 'image/png'] as const;
/** Time-out of one image upload. */
export const insuranceCardUploadTimeoutMs = 120_000;

/** The partner insurer's phone booking hours (booking.md §9), Helsinki time, `HH:mm`. */
export const partnerInsurerPhoneHours = {
  weekdays: { opens: '07:00', closes: '21:00' },
  saturday: { opens: '08:00', closes: '20:00' },
  sunday: { opens: '08:30', closes: '16:00' },
} as const;
