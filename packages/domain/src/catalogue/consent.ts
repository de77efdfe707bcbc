/**
 * The five patient data consent permits, in the order of the form and the wire payload
 * (booking.md §3, messaging-invoices-shell.md §7).
 */
export const consentPermits = [
  'allowsCommonRegistry',
  'allowsViewingOccupationalInformation',
  'allowsMarketingMail',
  'allowsTreatmentInstructionsMail',
  'allowsBookingSms',
] as const;
/** One of {@link consentPermits}. */
export type ConsentPermit = (typeof consentPermits)[number];

/** The permits that only inform and may be left off (patient-area.md §5: messaging permits are voluntary). */
export const voluntaryConsentPermits = [
  'allowsMarketingMail',
  'allowsTreatmentInstructionsMail',
  'allowsBookingSms',
] as const satisfies readonly ConsentPermit[];

/** The stored consent: one boolean per permit. */
export type PatientDataConsent = Readonly<Record<ConsentPermit, boolean>>;

/** Consent statuses of a patient (messaging-invoices-shell.md §9). */
export const patientDataConsentStatuses = ['invalid', 'missing', 'ok'] as const;
/** One of {@link patientDataConsentStatuses}. */
export type PatientDataConsentStatus = (typeof patientDataConsentStatuses)[number];

/**
 * The consents a new customer must give to register (messaging-invoices-shell.md §5, patient-area.md
 * §4): that they have read the privacy policy, and to the processing of their personal data. Both
 * are required; the registration is refused without them and the moment of each is stored.
 */
export const registrationConsents = ['privacyPolicyRead', 'dataProcessingAccepted'] as const;
/** One of {@link registrationConsents}. */
export type RegistrationConsent = (typeof registrationConsents)[number];
