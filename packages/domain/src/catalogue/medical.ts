/** Kinds of visit. */
export const visitKinds = ['healthCare', 'nursing', 'other', 'physiotherapy'] as const;
/** One of {@link visitKinds}. */
export type VisitKind = (typeof visitKinds)[number];

/** Types of visit. */
export const visitTypes = ['occupationalHealth', 'private'] as const;
/** One of {@link visitTypes}. */
export type VisitType = (typeof visitTypes)[number];

/** Types of referral. */
export const referralTypes = ['imaging', 'laboratory'] as const;
/** One of {@link referralTypes}. */
export type ReferralType = (typeof referralTypes)[number];

/** Statuses of a referral. */
export const referralStatuses = ['expired', 'valid'] as const;
/** One of {@link referralStatuses}. */
export type ReferralStatus = (typeof referralStatuses)[number];

/** Statuses of a laboratory test. */
export const laboratoryTestStatuses = ['ready', 'referral', 'sampled'] as const;
/** One of {@link laboratoryTestStatuses}. */
export type LaboratoryTestStatus = (typeof laboratoryTestStatuses)[number];

/** Prefixes of a numeric laboratory result (`> 5`, `<= 0.1`). */
export const numericResultPrefixes = [
  'greaterThan',
  'greaterThanOrEqual',
  'lessThan',
  'lessThanOrEqual',
] as const;
/** One of {@link numericResultPrefixes}. */
export type NumericResultPrefix = (typeof numericResultPrefixes)[number];

/** A lab result group is ready only when every item is (patient-area.md §4). */
export function isLabGroupReady(items: readonly { readonly isReady: boolean }[]): boolean {
  return items.length > 0 && items.every((item) => item.isReady);
}

/** Kinds of item of the health feed. */
export const feedItemTypes = [
  'imagingReferral',
  'imagingResult',
  'laboratoryReferral',
  'laboratoryResult',
  'medicalReport',
  'prescription',
  'prescriptionGroup',
  'sickLeaveCertificate',
] as const;
/** One of {@link feedItemTypes}. */
export type FeedItemType = (typeof feedItemTypes)[number];

/** Who may see a report or result. */
export const viewRestrictions = ['patient', 'professional'] as const;
/** One of {@link viewRestrictions}. */
export type ViewRestriction = (typeof viewRestrictions)[number];

/** Kinds of guardian. */
export const guardianTypes = ['nextOfKin', 'other', 'parent', 'trustee'] as const;
/** One of {@link guardianTypes}. */
export type GuardianType = (typeof guardianTypes)[number];

/** Approvers of an absence. */
export const absenceApprovalTypes = ['Doctor', 'Nurse', 'Supervisor'] as const;
/** One of {@link absenceApprovalTypes}. */
export type AbsenceApprovalType = (typeof absenceApprovalTypes)[number];

/** Kinds of sick-leave certificate. */
export const certificateTypes = ['medicalCertificateA', 'nurse'] as const;
/** One of {@link certificateTypes}. */
export type CertificateType = (typeof certificateTypes)[number];

/** Certificates are listed from this day on. */
export const certificatesAvailableFrom = '2022-01-01';

/** Professionals of the occupational health team. */
export const ohcTeamProfessionalTypes = ['Doctor', 'Nurse', 'Physiotherapist', 'Psychologist'] as const;
/** One of {@link ohcTeamProfessionalTypes}. */
export type OhcTeamProfessionalType = (typeof ohcTeamProfessionalTypes)[number];

/** Statuses of a questionnaire page. */
export const questionnairePageStatuses = ['maintenance-mode', 'not-found', 'ok'] as const;
/** One of {@link questionnairePageStatuses}. */
export type QuestionnairePageStatus = (typeof questionnairePageStatuses)[number];

/** Statuses of a visit page. */
export const visitPageStatuses = ['visit-not-found', 'found'] as const;
/** One of {@link visitPageStatuses}. */
export type VisitPageStatus = (typeof visitPageStatuses)[number];

/** States of the prescription renewal form. */
export const prescriptionRenewalStates = ['editing', 'sending', 'sent', 'failed'] as const;
/** One of {@link prescriptionRenewalStates}. */
export type PrescriptionRenewalState = (typeof prescriptionRenewalStates)[number];

/** Statuses of the occupational vaccination page. */
export const occupationalVaccinationStatuses = ['unauthorized', 'no-occupational-healthcare', 'ok'] as const;
/** One of {@link occupationalVaccinationStatuses}. */
export type OccupationalVaccinationStatus = (typeof occupationalVaccinationStatuses)[number];

/** Statuses of the occupational booking page. */
export const occupationalPageStatuses = [
  'unknown-error',
  'no-occupational-healthcare',
  'no-web-reservation',
  'ok',
] as const;
/** One of {@link occupationalPageStatuses}. */
export type OccupationalPageStatus = (typeof occupationalPageStatuses)[number];

/** The contact form's languages of service. */
export const contactLanguages = ['fi', 'sv', 'en'] as const;
