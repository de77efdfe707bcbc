import { ohcTeamProfessionalTypes } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { practitioners } from './catalogue';
import { createdAt, sqlList } from './columns';
import { occupationalContracts, patients } from './patients';

/** A patient's membership of their employer's sickness fund (messaging-invoices-shell.md §4). */
export const sicknessFundMemberships = pgTable('sickness_fund_memberships', {
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade' }),
  fundName: text('fund_name').notNull(),
  memberSince: date('member_since').notNull(),
  createdAt: createdAt(),
});

/**
 * A professional of a patient's occupational health team, and who stands in for them over a period.
 * The team belongs to the contract: it goes when the contract goes.
 */
export const occupationalTeamMembers = pgTable(
  'occupational_team_members',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => occupationalContracts.patientId, { onDelete: 'cascade' }),
    practitionerId: text('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    professionalType: text('professional_type').notNull(),
    substituteName: text('substitute_name'),
    substituteStart: date('substitute_start'),
    substituteEnd: date('substitute_end'),
  },
  (table) => [
    primaryKey({ columns: [table.patientId, table.practitionerId] }),
    index('occupational_team_members_practitioner_idx').on(table.practitionerId),
    check(
      'occupational_team_members_type_check',
      sql`${table.professionalType} in (${sqlList(ohcTeamProfessionalTypes)})`,
    ),
    // A substitute has a name and a whole period, or there is none.
    check(
      'occupational_team_members_substitute_check',
      sql`(${table.substituteName} is null and ${table.substituteStart} is null and ${table.substituteEnd} is null)
        or (${table.substituteName} is not null and ${table.substituteStart} is not null
          and ${table.substituteEnd} >= ${table.substituteStart})`,
    ),
  ],
);
