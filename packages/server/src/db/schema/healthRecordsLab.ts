import {
  type NumericResultPrefix,
  numericResultPrefixes,
  type ViewRestriction,
  viewRestrictions,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { practitioners } from './catalogue';
import { createdAt, instant, type LocalizedText, sqlList } from './columns';
import { messages } from './messaging';
import { patients } from './patients';

// The laboratory, imaging, vaccination and questionnaire records of patients (patient-area.md §3),
// as the clinic's systems hand them over. A professional-only record stays in the table and is
// never answered to the patient.

const patientId = () =>
  uuid('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' });
const viewRestriction = () => text('view_restriction').$type<ViewRestriction>().notNull().default('patient');

/** A laboratory or imaging referral. */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: patientId(),
    kind: text('kind').$type<'laboratory' | 'imaging'>().notNull(),
    title: text('title').notNull(),
    /** Written by the clinic in Finnish. */
    description: text('description').notNull(),
    creationDate: date('creation_date').notNull(),
    validUntil: date('valid_until').notNull(),
    practitionerId: text('practitioner_id')
      .notNull()
      .references(() => practitioners.id),
    patientInstructionsUrl: text('patient_instructions_url'),
    viewRestriction: viewRestriction(),
  },
  (table) => [
    index('referrals_patient_idx').on(table.patientId, table.kind, table.creationDate),
    check('referrals_kind_check', sql`${table.kind} in ('laboratory', 'imaging')`),
    check(
      'referrals_view_restriction_check',
      sql`${table.viewRestriction} in (${sqlList(viewRestrictions)})`,
    ),
  ],
);

/**
 * One laboratory test of a sample day. Tests ordered as a package share its code and name; a
 * single test has none. A numeral result is a number with an optional prefix, a textual one words.
 */
export const labTests = pgTable(
  'lab_tests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: patientId(),
    sampleDate: date('sample_date').notNull(),
    packageCode: text('package_code'),
    packageName: text('package_name'),
    code: text('code').notNull(),
    displayName: text('display_name').notNull(),
    unit: text('unit'),
    isReady: boolean('is_ready').notNull(),
    resultText: text('result_text'),
    resultNumber: doublePrecision('result_number'),
    prefix: text('prefix').$type<NumericResultPrefix>(),
    additionalResult: text('additional_result'),
    referenceMin: doublePrecision('reference_min'),
    referenceMax: doublePrecision('reference_max'),
    description: text('description'),
    viewRestriction: viewRestriction(),
  },
  (table) => [
    index('lab_tests_patient_day_idx').on(table.patientId, table.sampleDate),
    check(
      'lab_tests_prefix_check',
      sql`${table.prefix} is null or ${table.prefix} in (${sqlList(numericResultPrefixes)})`,
    ),
    check('lab_tests_package_check', sql`(${table.packageCode} is null) = (${table.packageName} is null)`),
    check(
      'lab_tests_one_result_check',
      sql`not (${table.resultText} is not null and ${table.resultNumber} is not null)`,
    ),
    check(
      'lab_tests_view_restriction_check',
      sql`${table.viewRestriction} in (${sqlList(viewRestrictions)})`,
    ),
  ],
);

/** One imaging examination with the radiologist's statement. */
export const imagingResults = pgTable(
  'imaging_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: patientId(),
    imagingDate: date('imaging_date').notNull(),
    examinationName: text('examination_name').notNull(),
    statementText: text('statement_text').notNull(),
    viewRestriction: viewRestriction(),
  },
  (table) => [
    index('imaging_results_patient_day_idx').on(table.patientId, table.imagingDate),
    check(
      'imaging_results_view_restriction_check',
      sql`${table.viewRestriction} in (${sqlList(viewRestrictions)})`,
    ),
  ],
);

/** One vaccination given. */
export const vaccinations = pgTable(
  'vaccinations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: patientId(),
    date: date('date').notNull(),
    name: text('name').notNull(),
    practitionerName: text('practitioner_name').notNull(),
    effectiveUntil: date('effective_until'),
  },
  (table) => [index('vaccinations_patient_day_idx').on(table.patientId, table.date)],
);

/** A questionnaire the clinic sends: its title and the survey definition the survey library reads. */
export const questionnaireForms = pgTable('questionnaire_forms', {
  id: text('id').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  form: jsonb('form').$type<Record<string, unknown>>().notNull(),
});

/**
 * A questionnaire sent to a patient (the specification's questionnaire invitation, with the digits
 * id its page address carries): an open task until it has its one answer. A message that invites
 * to a questionnaire links one of these.
 */
export const questionnaireTasks = pgTable(
  'questionnaire_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: patientId(),
    formId: text('form_id')
      .notNull()
      .references(() => questionnaireForms.id),
    sentDate: date('sent_date').notNull(),
    validUntilDate: date('valid_until_date'),
    /** The clinic's message that invites to it, when it came in a conversation. */
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('questionnaire_tasks_patient_idx').on(table.patientId),
    index('questionnaire_tasks_message_idx').on(table.messageId),
  ],
);

/**
 * The patient's answer to an invitation: the survey data as the JSON string the specification
 * names. One answer per invitation, which the database enforces, so two sends store one.
 */
export const questionnaireTaskAnswers = pgTable(
  'questionnaire_task_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => questionnaireTasks.id, { onDelete: 'cascade' }),
    answers: text('answers').notNull(),
    answeredAt: instant('answered_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('questionnaire_task_answers_one_per_invitation').on(table.invitationId)],
);
