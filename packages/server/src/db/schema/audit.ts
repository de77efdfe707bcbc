import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** What an audited request did; open-ended so later features can add their own verbs. */
export type AuditAction = 'read' | 'create' | 'update' | 'delete' | 'signIn' | 'signOut' | (string & {});

/**
 * Who saw or changed whose health data. The patient ids carry no foreign key on
 * purpose: the trail must outlive the rows it talks about.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: instant('at').notNull().defaultNow(),
    actorSsn: text('actor_ssn'),
    subjectPatientId: uuid('subject_patient_id'),
    onBehalfOfPatientId: uuid('on_behalf_of_patient_id'),
    action: text('action').$type<AuditAction>().notNull(),
    resource: text('resource').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_subject_at_idx').on(table.subjectPatientId, table.at),
  ],
);
