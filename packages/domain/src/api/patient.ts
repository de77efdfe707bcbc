import { z } from 'zod';
import type { RegistrationConsent } from '../catalogue/consent';
import {
  validateEmail,
  validatePersonName,
  validatePhone,
  validatePostOffice,
  validateStreetAddress,
  validateZipCode,
} from '../contact';
import { languages } from '../locale';
import { ruleField } from './rule';

// Wire shapes of the patient's own data used by booking (booking.md §3 and §7).

const address = {
  streetAddress: ruleField(validateStreetAddress),
  postalCode: ruleField(validateZipCode),
  postOffice: ruleField(validatePostOffice),
  emailAddress: ruleField(validateEmail),
  phoneNumber: ruleField((input) => validatePhone(input, 'contact')),
};

/**
 * Body of `PUT /api/user`: the contact update, and from my information also the language of the
 * clinic's letters and messages (booking's contact block leaves it as it is).
 */
export const contactUpdateRequest = z.object({ ...address, language: z.enum(languages).optional() });
export type ContactUpdateRequest = z.output<typeof contactUpdateRequest>;

// A required consent is the box ticked: anything else is refused with the code `required`.
const requiredConsent = z.literal(true, { error: 'required' });
const consents = {
  privacyPolicyRead: requiredConsent,
  dataProcessingAccepted: requiredConsent,
} satisfies Record<RegistrationConsent, typeof requiredConsent>;

/**
 * Body of `POST /api/user/register`: a new customer's details and the two required consents
 * (`registrationConsents`); the identity code is the session's.
 */
export const registrationRequest = z.object({
  firstName: ruleField(validatePersonName),
  lastName: ruleField(validatePersonName),
  language: z.enum(languages).default('fi'),
  ...address,
  ...consents,
});
export type RegistrationRequest = z.output<typeof registrationRequest>;

/** The five permits of the patient data consent, as stored. */
export const patientDataConsentWire = z.object({
  allowsCommonRegistry: z.boolean(),
  allowsViewingOccupationalInformation: z.boolean(),
  allowsMarketingMail: z.boolean(),
  allowsTreatmentInstructionsMail: z.boolean(),
  allowsBookingSms: z.boolean(),
});

/**
 * Body of `POST /api/user/consent`: the five permits (voluntary), the consent to the processing of
 * the patient's data (required, patient-area.md §5) and, the first time the form is filled, that the
 * privacy policy was read (required then, §4; the server knows when).
 */
export const consentRequest = patientDataConsentWire.extend({
  dataProcessingAccepted: requiredConsent,
  privacyPolicyRead: z.boolean().optional(),
});
export type ConsentRequest = z.infer<typeof consentRequest>;

/** Answer of `GET /api/user/consent`: the consent as it stands, `null` while never given. */
export const consentAnswer = z.object({
  type: z.literal('success'),
  consent: patientDataConsentWire.nullable(),
});

/** Body of `POST /api/concepts`. */
export const conceptRequest = z.object({ code: z.string().regex(/^\d{1,10}$/) });

/** The patient as booking shows and checks it. */
export const patientWire = z.object({
  firstName: z.string(),
  lastName: z.string(),
  obfuscatedPersonalIdentityCode: z.string(),
  postalAddress: z.object({ street: z.string(), postalCode: z.string(), postOffice: z.string() }),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  language: z.enum(languages),
  patientDataConsentFormUpdated: z.iso.datetime({ offset: true }).nullable(),
  isUserCreditWorthy: z.boolean(),
  patientConcepts: z.array(z.object({ code: z.string(), directReimbursementAllowed: z.boolean() })),
  /** The products of the employer's contract; absent without occupational care. */
  occupational: z
    .object({
      employerName: z.string(),
      includesWebReservation: z.boolean(),
      contractProductIds: z.array(z.string()),
    })
    .nullable(),
});
export type PatientWire = z.infer<typeof patientWire>;

/**
 * `GET /api/user`: the patient, or null for a signed-in person who must register first, with
 * what the identification told of the person (for the registration form).
 */
export const userAnswer = z.object({
  type: z.literal('success'),
  patient: patientWire.nullable(),
  person: z.object({
    obfuscatedPersonalIdentityCode: z.string(),
    givenName: z.string().nullable(),
    familyName: z.string().nullable(),
  }),
});
export type UserAnswer = z.infer<typeof userAnswer>;

export const patientAnswer = z.object({ type: z.literal('success'), patient: patientWire });
