import {
  guardiansAnswer,
  maxGuardians,
  obfuscateIdentityCode,
  registerGuardianName,
  type StoredGuardian,
} from '@portal/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../audit';
import type { SessionContext } from '../auth/sessionContext';
import { sessionPersonNames } from '../auth/sessionStore';
import { subjectOf } from '../booking/occupational';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';
import { defineOperation, type Operation, success } from '../http/operation';

const { guardianContacts, patients } = schema;

type Row = typeof guardianContacts.$inferSelect;
type Patient = typeof patients.$inferSelect;

const view = (row: Row): StoredGuardian => ({
  name: row.name,
  obfuscatedPersonalIdentityCode: row.ssn === null ? null : obfuscateIdentityCode(row.ssn),
  phone: row.phone,
  emailAddress: row.email,
  isGuardianHasSameAddress: row.sameAddressAsChild,
  streetAddress: row.street,
  zipCode: row.postalCode,
  postOffice: row.postOffice,
});

/**
 * A guardian who is a patient themselves, as their own record reads now: each guardian updates
 * their own details on their own contact tab, and the child's tab follows.
 */
const ownDetails = (name: string, own: Patient, child: Patient | undefined): StoredGuardian => ({
  name,
  obfuscatedPersonalIdentityCode: obfuscateIdentityCode(own.ssn),
  phone: own.phone ?? '',
  emailAddress: own.email ?? '',
  isGuardianHasSameAddress:
    child !== undefined && own.street === child.street && own.postalCode === child.postalCode,
  streetAddress: own.street,
  zipCode: own.postalCode,
  postOffice: own.postOffice,
});

/**
 * The guardians' contact information of my information (patient-area.md §3, §5;
 * messaging-invoices-shell.md §6): view-only for everyone, the guardian acting for the child too,
 * since each guardian updates their own details. A guardian with a record of their own is shown as
 * that record reads; a guardian acting for the child who is not listed yet is shown as well.
 */
export function guardianOperations({ db }: { db: Db }): Operation[] {
  const read = defineOperation({
    method: 'get',
    path: '/api/user/guardians',
    summary: 'The guardians of the patient, each as their own details read (view-only)',
    tag: 'patient',
    access: 'signedIn',
    response: guardiansAnswer,
    errors: ['noPatient'],
    handler: async ({ session, req }) => {
      const patientId = subjectOf(session);
      if (!patientId) throw new ApiError('noPatient');
      const listed = await guardiansOf(db, session, patientId, await storedGuardians(db, patientId));
      const guardians = listed.map(({ guardian }) => guardian);
      await recordAudit(db, {
        actorSsn: session.personSsn,
        subjectPatientId: patientId,
        onBehalfOfPatientId: session.actingForPatientId,
        resource: 'patient.guardians',
        requestId: req.requestId,
        action: 'read',
      });
      return success({ guardians });
    },
  });
  return [read];
}

/** A child's guardians as the tab shows them, each with their identity code when known. */
async function guardiansOf(
  db: Db,
  session: SessionContext,
  childId: string,
  rows: readonly Row[],
): Promise<{ ssn: string | null; guardian: StoredGuardian }[]> {
  const acting = session.actingForPatientId === childId ? session.personSsn : null;
  const ssns = [...rows.flatMap((row) => (row.ssn === null ? [] : [row.ssn]))];
  const wanted = acting === null ? ssns : [...ssns, acting];
  const records =
    wanted.length === 0 ? [] : await db.select().from(patients).where(inArray(patients.ssn, wanted));
  const [child] = await db.select().from(patients).where(eq(patients.id, childId));
  const recordOf = (ssn: string | null) => records.find((record) => record.ssn === ssn);
  const listed = rows.map((row) => {
    const own = recordOf(row.ssn);
    return { ssn: row.ssn, guardian: own === undefined ? view(row) : ownDetails(row.name, own, child) };
  });
  const actingRecord = recordOf(acting);
  if (actingRecord === undefined || rows.some((row) => row.ssn === acting) || listed.length >= maxGuardians)
    return listed;
  const names = await sessionPersonNames(db, session.idHash);
  const name = registerGuardianName({
    firstName: names.givenName ?? actingRecord.firstName,
    lastName: names.familyName ?? actingRecord.lastName,
  });
  return [...listed, { ssn: acting, guardian: ownDetails(name, actingRecord, child) }];
}

async function storedGuardians(db: Db, childId: string): Promise<Row[]> {
  return db
    .select()
    .from(guardianContacts)
    .where(eq(guardianContacts.childPatientId, childId))
    .orderBy(asc(guardianContacts.position));
}

/**
 * The phone number and e-mail address a child's contact details default to where the child has
 * none: the guardian acting for the child's own, else the first guardian's; `null` without one.
 */
export async function guardianContactOf(
  db: Db,
  session: SessionContext,
  childId: string,
): Promise<{ phoneNumber: string | null; email: string | null } | null> {
  const guardians = await guardiansOf(db, session, childId, await storedGuardians(db, childId));
  const chosen =
    guardians.find(
      ({ ssn }) => ssn !== null && ssn === session.personSsn && session.actingForPatientId === childId,
    ) ?? guardians[0];
  if (chosen === undefined) return null;
  const { phone, emailAddress } = chosen.guardian;
  return { phoneNumber: phone === '' ? null : phone, email: emailAddress === '' ? null : emailAddress };
}
