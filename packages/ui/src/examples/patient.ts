import type { ContactDetailsInput, PatientWire } from '@portal/domain';

// The example patient of the stories and tests: Maija Virtanen, born 15 March 1985, a registered
// private customer who has filled the consent form.

/** Maija as `GET /api/user` describes her. */
export const examplePatient: PatientWire = {
  firstName: 'Maija',
  lastName: 'Virtanen',
  obfuscatedPersonalIdentityCode: '150385-****',
  postalAddress: { street: 'Mannerheimintie 1 A 2', postalCode: '00100', postOffice: 'Helsinki' },
  email: 'maija.virtanen@example.fi',
  phoneNumber: '+358401234567',
  language: 'en',
  patientDataConsentFormUpdated: '2026-01-10T10:00:00+02:00',
  isUserCreditWorthy: true,
  patientConcepts: [],
  occupational: null,
};

/** Maija's contact details as the contact block edits them. */
export const exampleContact: ContactDetailsInput = {
  streetAddress: examplePatient.postalAddress.street,
  zipCode: examplePatient.postalAddress.postalCode,
  postOffice: examplePatient.postalAddress.postOffice,
  emailAddress: 'maija.virtanen@example.fi',
  phoneNumber: '+358401234567',
};
