import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, LANGUAGES, type Language, sqlList } from './columns';

/** A registered patient. A signed-in person without a row here must register first. */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Finnish personal identity code, uppercase, e.g. `150385-9024`. */
    ssn: text('ssn').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    postOffice: text('post_office').notNull(),
    email: text('email'),
    phone: text('phone'),
    language: text('language').$type<Language>().notNull().default('fi'),
    /**
     * When the patient, registering, confirmed having read the privacy policy and consented to the
     * processing of their data; null for a record made before registration asked for them.
     */
    privacyPolicyReadAt: instant('privacy_policy_read_at'),
    dataProcessingAcceptedAt: instant('data_processing_accepted_at'),
    /** Null while the patient data consent form has never been filled. */
    patientDataConsentFormUpdated: instant('patient_data_consent_form_updated'),
    /** Sandbox of the credit check: false blocks booking except occupational care. */
    isCreditWorthy: boolean('is_credit_worthy').notNull().default(true),
    mfaPhone: text('mfa_phone'),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: instant('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check('patients_language_check', sql`${table.language} in (${sqlList(LANGUAGES)})`),
    check('patients_mfa_phone_check', sql`not ${table.mfaEnabled} or ${table.mfaPhone} is not null`),
  ],
);

/** Kinds of guardianship of the population register. */
export const GUARDIAN_TYPES = ['parent', 'trustee', 'nextOfKin', 'other'] as const;
export type GuardianType = (typeof GUARDIAN_TYPES)[number];

/** The population-register sandbox: who may act for whom. */
export const guardianships = pgTable(
  'guardianships',
  {
    guardianPatientId: uuid('guardian_patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    childPatientId: uuid('child_patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    guardianType: text('guardian_type').$type<GuardianType>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.guardianPatientId, table.childPatientId] }),
    check('guardianships_type_check', sql`${table.guardianType} in (${sqlList(GUARDIAN_TYPES)})`),
    check('guardianships_not_self_check', sql`${table.guardianPatientId} <> ${table.childPatientId}`),
  ],
);

/** The five answers of the patient data consent form (booking.md §3). */
export const patientDataConsents = pgTable('patient_data_consents', {
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade' }),
  allowsCommonRegistry: boolean('allows_common_registry').notNull(),
  allowsViewingOccupationalInformation: boolean('allows_viewing_occupational_information').notNull(),
  allowsMarketingMail: boolean('allows_marketing_mail').notNull(),
  allowsTreatmentInstructionsMail: boolean('allows_treatment_instructions_mail').notNull(),
  allowsBookingSms: boolean('allows_booking_sms').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** An employer's occupational healthcare contract covering the patient. */
export const occupationalContracts = pgTable('occupational_contracts', {
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade' }),
  employerName: text('employer_name').notNull(),
  includesWebReservation: boolean('includes_web_reservation').notNull(),
  includesVaccinations: boolean('includes_vaccinations').notNull(),
  /** Service products of the contract, e.g. `chat`, `phone-service`, `internet-booking-allowed`. */
  productIds: text('product_ids').array().notNull().default(sql`'{}'::text[]`),
});
