import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { patients } from './patients';

/**
 * The contact information of a child's guardians, at most two (patient-area.md §3), as a guardian
 * acting for the child gave it. The first is the population register's guardian and keeps their
 * identity code; the second is whom they named.
 */
export const guardianContacts = pgTable(
  'guardian_contacts',
  {
    childPatientId: uuid('child_patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** 1 or 2, the order of the form. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** The population register's guardian: their identity code; null for a guardian named by them. */
    ssn: text('ssn'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    sameAddressAsChild: boolean('same_address_as_child').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    postOffice: text('post_office').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.childPatientId, table.position] }),
    check('guardian_contacts_position_check', sql`${table.position} in (1, 2)`),
  ],
);
