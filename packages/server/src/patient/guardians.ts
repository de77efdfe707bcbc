import {
  guardiansAnswer,
  guardiansRequest,
  guardiansSaved,
  obfuscateIdentityCode,
  registerGuardianName,
  type StoredGuardian,
} from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../audit';
import type { SessionContext } from '../auth/sessionContext';
import { sessionPersonNames } from '../auth/sessionStore';
import { subjectOf } from '../booking/occupational';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';
import { defineOperation, type Operation, success } from '../http/operation';

const { guardianContacts, patients } = schema;
const csrfQuery = z.object({ csrfToken: z.string().optional() });

type Row = typeof guardianContacts.$inferSelect;

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
 * The guardians' contact information of my information (patient-area.md §3, §5): anyone may read
 * the guardians of their own record (or of the child they act for); only a guardian acting for
 * the child may change them, and they then stand as the first guardian.
 */
export function guardianOperations({ db, clock }: { db: Db; clock: () => Date }): Operation[] {
  const subject = (session: SessionContext) => {
    const patientId = subjectOf(session);
    if (!patientId) throw new ApiError('noPatient');
    return patientId;
  };
  const stored = (tx: Pick<Db, 'select'>, childPatientId: string) =>
    tx
      .select()
      .from(guardianContacts)
      .where(eq(guardianContacts.childPatientId, childPatientId))
      .orderBy(asc(guardianContacts.position));
  const audit = (session: SessionContext, patientId: string, requestId: string) => ({
    actorSsn: session.personSsn,
    subjectPatientId: patientId,
    onBehalfOfPatientId: session.actingForPatientId,
    resource: 'patient.guardians',
    requestId,
  });

  const read = defineOperation({
    method: 'get',
    path: '/api/user/guardians',
    summary: 'The guardians of the patient, and whether the signed-in person may change them',
    tag: 'patient',
    access: 'signedIn',
    response: guardiansAnswer,
    errors: ['noPatient'],
    handler: async ({ session, req }) => {
      const patientId = subject(session);
      const rows = await stored(db, patientId);
      await recordAudit(db, { ...audit(session, patientId, req.requestId), action: 'read' });
      const editable = session.actingForPatientId !== null;
      let firstGuardian = null;
      if (editable) {
        const names = await sessionPersonNames(db, session.idHash);
        const [own] = session.patientId
          ? await db.select().from(patients).where(eq(patients.id, session.patientId))
          : [];
        const firstName = names.givenName ?? own?.firstName ?? '';
        const lastName = names.familyName ?? own?.lastName ?? '';
        firstGuardian = {
          name: registerGuardianName({ firstName, lastName }),
          obfuscatedPersonalIdentityCode: obfuscateIdentityCode(session.personSsn),
        };
      }
      return success({ guardians: rows.map(view), editable, firstGuardian });
    },
  });

  const save = defineOperation({
    method: 'post',
    path: '/api/user/guardian',
    summary: 'Replaces the guardians of the child the signed-in guardian acts for (one or two)',
    tag: 'patient',
    access: 'signedIn',
    query: csrfQuery,
    body: guardiansRequest,
    response: guardiansSaved,
    errors: ['noPatient', 'forbidden'],
    handler: async ({ session, body, req }) => {
      // A child's guardians are given by a guardian acting for the child, never by the child.
      if (session.actingForPatientId === null) throw new ApiError('forbidden');
      const childId = session.actingForPatientId;
      const now = clock();
      const rows = await db.transaction(async (tx) => {
        await tx.delete(guardianContacts).where(eq(guardianContacts.childPatientId, childId));
        await tx.insert(guardianContacts).values(
          body.guardians.map((guardian, index) => ({
            childPatientId: childId,
            position: index + 1,
            name: guardian.name,
            // The first guardian is the one acting: the population register's guardian.
            ssn: index === 0 ? session.personSsn : null,
            phone: guardian.phone,
            email: guardian.emailAddress,
            sameAddressAsChild: guardian.isGuardianHasSameAddress,
            street: guardian.streetAddress,
            postalCode: guardian.zipCode,
            postOffice: guardian.postOffice,
            updatedAt: now,
          })),
        );
        await recordAudit(tx, {
          ...audit(session, childId, req.requestId),
          action: 'update',
          detail: { count: body.guardians.length },
        });
        return stored(tx, childId);
      });
      return success({ guardians: rows.map(view), next: body.next ?? null });
    },
  });

  return [read, save];
}
