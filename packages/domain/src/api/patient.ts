import { z } from 'zod/mini';
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

/** One of the contact fields of the patient's record, e.g. `emailAddress`. */
export type ContactField = keyof typeof address;

/**
 * Body of `PUT /api/user`: the contact update, and from my information also the language of the
 * clinic's letters and messages (booking's contact block leaves it as it is). A flow that needs only
 * some of the details (paying needs an e-mail address) sends only those: a field left out stays as
 * it is, one sent must pass its rule, and a body with nothing to change is refused.
 */
export const contactUpdateRequest = z
  .object({
    streetAddress: z.optional(address.streetAddress),
    postalCode: z.optional(address.postalCode),
    postOffice: z.optional(address.postOffice),
    emailAddress: z.optional(address.emailAddress),
    phoneNumber: z.optional(address.phoneNumber),
    language: z.optional(z.enum(languages)),
  })
  .check(z.refine((body) => Object.values(body).some((value) => value !== undefined), 'empty'));
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
  language: z._default(z.enum(languages), 'fi'),
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
 * Body of `POST /api/user/consent`: the five permits (booking.md §7, messaging-invoices-shell.md §7).
 * The form sends only when its required boxes (the data-processing consent, and the first time the
 * privacy policy read, patient-area.md §4-5) are ticked, so sending it is giving them; a caller may
 * also name them, and a box named as not ticked is refused with `required`.
 */
export const consentRequest = z.extend(patientDataConsentWire, {
  dataProcessingAccepted: z.optional(requiredConsent),
  privacyPolicyRead: z.optional(requiredConsent),
});
export type ConsentRequest = z.infer<typeof consentRequest>;

/** Answer of `GET /api/user/consent`: the consent as it stands, `null` while never given. */
export const consentAnswer = z.object({
  type: z.literal('success'),
  consent: z.nullable(patientDataConsentWire),
});

/** Body of `POST /api/concepts`. */
export const conceptRequest = z.object({ code: z.string().check(z.regex(/^\d{1,10}$/)) });

/** The patient as booking shows and checks it. */
export const patientWire = z.object({
  firstName: z.string(),
  lastName: z.string(),
  obfuscatedPersonalIdentityCode: z.string(),
  postalAddress: z.object({ street: z.string(), postalCode: z.string(), postOffice: z.string() }),
  email: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  language: z.enum(languages),
  patientDataConsentFormUpdated: z.nullable(z.iso.datetime({ offset: true })),
  isUserCreditWorthy: z.boolean(),
  patientConcepts: z.array(z.object({ code: z.string(), directReimbursementAllowed: z.boolean() })),
  /**
   * A child's guardian's own phone number and e-mail address, which the child's contact details
   * default to where the child has none (`GET /api/user` only; absent or null without a guardian).
   */
  guardianContact: z.optional(
    z.nullable(z.object({ phoneNumber: z.nullable(z.string()), email: z.nullable(z.string()) })),
  ),
  /** The products of the employer's contract; absent without occupational care. */
  occupational: z.nullable(
    z.object({
      employerName: z.string(),
      includesWebReservation: z.boolean(),
      contractProductIds: z.array(z.string()),
    }),
  ),
});
export type PatientWire = z.infer<typeof patientWire>;

/**
 * `GET /api/user`: the patient, or null for a signed-in person who must register first, with
 * what the identification told of the person (for the registration form).
 */
export const userAnswer = z.object({
  type: z.literal('success'),
  patient: z.nullable(patientWire),
  person: z.object({
    obfuscatedPersonalIdentityCode: z.string(),
    givenName: z.nullable(z.string()),
    familyName: z.nullable(z.string()),
  }),
});
export type UserAnswer = z.infer<typeof userAnswer>;

export const patientAnswer = z.object({ type: z.literal('success'), patient: patientWire });
