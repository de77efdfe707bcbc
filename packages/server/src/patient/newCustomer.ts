import { type CustomerEventKind, isNewCustomer, newCustomerAnswer } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { subjectOf } from '../booking/occupational';
import { type Db, schema } from '../db';
import { defineOperation, type Operation, success } from '../http/operation';

const {
  reservations,
  visits,
  prescriptions,
  sickLeaveCertificates,
  referrals,
  labTests,
  imagingResults,
  vaccinations,
  questionnaireTasks,
  messagingUsers,
  threadParticipants,
  invoices,
  occupationalContracts,
} = schema;

/** Where each kind of event of a person lives: a table and its column of the patient's id. */
const eventTables: Record<Exclude<CustomerEventKind, 'conversations'>, [PgTable, PgColumn]> = {
  appointments: [reservations, reservations.patientId],
  visits: [visits, visits.patientId],
  prescriptions: [prescriptions, prescriptions.patientId],
  certificates: [sickLeaveCertificates, sickLeaveCertificates.patientId],
  referrals: [referrals, referrals.patientId],
  labTests: [labTests, labTests.patientId],
  imagingResults: [imagingResults, imagingResults.patientId],
  vaccinations: [vaccinations, vaccinations.patientId],
  questionnaires: [questionnaireTasks, questionnaireTasks.patientId],
  invoices: [invoices, invoices.patientId],
  occupationalContract: [occupationalContracts, occupationalContracts.patientId],
};

/** Which kinds of events a patient has at least one of, in one statement. */
async function eventsOf(db: Db, patientId: string): Promise<Record<CustomerEventKind, boolean>> {
  const exists = Object.entries(eventTables).map(
    ([kind, [table, column]]) =>
      sql`exists (select 1 from ${table} where ${column} = ${patientId}) as ${sql.identifier(kind)}`,
  );
  const conversations = sql`exists (
    select 1 from ${threadParticipants}
    join ${messagingUsers} on ${eq(messagingUsers.id, threadParticipants.userId)}
    where ${messagingUsers.patientId} = ${patientId}
  ) as "conversations"`;
  const { rows } = await db.execute<Record<CustomerEventKind, boolean>>(
    sql`select ${sql.join([...exists, conversations], sql`, `)}`,
  );
  const [row] = rows;
  if (!row) throw new Error('exists() answered no row');
  return row;
}

/**
 * Whether the signed-in person, or the child a guardian acts for, is new here (patient-area.md §2):
 * no patient record, or no appointments and no other events. The front page sends only such a
 * person to the new-customer welcome. It tells the person only that something exists, so it is not
 * audited as a read of their records.
 */
export function newCustomerOperations({ db }: { db: Db }): Operation[] {
  const read = defineOperation({
    method: 'get',
    path: '/api/new-customer',
    summary: 'Whether the signed-in patient has no appointments or other events here',
    tag: 'patient',
    access: 'signedIn',
    response: newCustomerAnswer,
    handler: async ({ session }) => {
      const patientId = subjectOf(session);
      if (!patientId) return success({ newCustomer: true });
      return success({ newCustomer: isNewCustomer(await eventsOf(db, patientId)) });
    },
  });
  return [read];
}
