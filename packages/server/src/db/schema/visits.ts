import {
  type CertificateType,
  certificateTypes,
  type ViewRestriction,
  viewRestrictions,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, type LocalizedText, sqlList } from './columns';
import { patients } from './patients';

// The clinic's records of a patient's visits, prescriptions and sick-leave certificates, as the
// patient information system hands them over. `external_id` is that system's key, so a record
// handed over again is not stored twice; `id` is the number the portal's addresses carry.

/** One diagnosis of a visit. */
export type DiagnosisRecord = { code: string | null; description: string };
/** One text of a visit. */
export type VisitTextRecord = { title: string; body: string };

/** A visit (medical report). A report restricted to professionals is never shown to the patient. */
export const visits = pgTable(
  'visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    externalId: text('external_id').notNull().unique(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    dateTime: instant('date_time').notNull(),
    practitionerName: text('practitioner_name').notNull(),
    specialtyName: jsonb('specialty_name').$type<LocalizedText>().notNull(),
    viewRestriction: text('view_restriction').$type<ViewRestriction>().notNull().default('patient'),
    diagnoses: jsonb('diagnoses').$type<DiagnosisRecord[]>().notNull().default(sql`'[]'::jsonb`),
    texts: jsonb('texts').$type<VisitTextRecord[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    index('visits_patient_date_idx').on(table.patientId, table.dateTime),
    check('visits_view_restriction_check', sql`${table.viewRestriction} in (${sqlList(viewRestrictions)})`),
  ],
);

/** A prescription written for the patient. */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    externalId: text('external_id').notNull().unique(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    medicineName: text('medicine_name').notNull(),
    strength: text('strength'),
    issuedDate: date('issued_date').notNull(),
    isRenewable: boolean('is_renewable').notNull(),
    medicineType: text('medicine_type').notNull(),
    packageUnit: text('package_unit').notNull(),
    packageSize: doublePrecision('package_size').notNull(),
    packageCount: integer('package_count').notNull(),
    treatmentLength: integer('treatment_length'),
    treatmentLengthUnit: text('treatment_length_unit'),
    totalAmount: text('total_amount').notNull(),
    dosageGuide: text('dosage_guide').notNull(),
    usageGuide: text('usage_guide').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('prescriptions_patient_issued_idx').on(table.patientId, table.issuedDate)],
);

/** A sick-leave certificate written for the patient. */
export const sickLeaveCertificates = pgTable(
  'sick_leave_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    externalId: text('external_id').notNull().unique(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    type: text('type').$type<CertificateType>().notNull(),
    issuedDate: date('issued_date').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    practitionerName: text('practitioner_name').notNull(),
    practitionerTitle: text('practitioner_title').notNull(),
    clinicName: text('clinic_name').notNull(),
    diagnosis: jsonb('diagnosis').$type<DiagnosisRecord>().notNull(),
    /** The practitioner's statement on the ability to work, in Finnish. */
    statement: text('statement').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('sick_leave_certificates_patient_issued_idx').on(table.patientId, table.issuedDate),
    check('sick_leave_certificates_type_check', sql`${table.type} in (${sqlList(certificateTypes)})`),
    check('sick_leave_certificates_period_check', sql`${table.startDate} <= ${table.endDate}`),
  ],
);
