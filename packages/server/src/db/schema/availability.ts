import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row counting every change of the free times: a reservation made, cancelled or moved, and
 * times added, changed or removed ahead. Triggers on `reservations` and `appointment_slots` (in the
 * migration that creates this table) raise it in the changing transaction and send its new value
 * with `pg_notify('availability', ...)`, so every server process on one database learns of a change
 * when it commits, in commit order, and a process that missed a notice sees the gap.
 */
export const availabilityVersion = pgTable(
  'availability_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('availability_version_one_row', sql`${table.id} = 1`)],
);
