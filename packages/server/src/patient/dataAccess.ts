import {
  dataAccessActionOf,
  dataAccessActorOf,
  dataAccessAnswer,
  dataAccessPageSize,
  dataAccessQuery,
  dataAccessTopicOf,
} from '@portal/domain';
import { count, desc, eq } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { subjectOf } from '../booking/occupational';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';
import { defineOperation, type Operation, success } from '../http/operation';
import { findPatientById } from './patientView';

const { auditLog } = schema;

/**
 * Who has seen my data: the audit trail of the signed-in patient (a guardian's child when acting
 * for one), newest first, a page at a time, in the plain terms of who, what and when. The reading
 * is itself recorded, as every read of the person's data is.
 */
export function dataAccessOperations({ db }: { db: Db }): Operation[] {
  const read = defineOperation({
    method: 'get',
    path: '/api/user/data-access',
    summary: 'Who has opened or changed the patient’s data, newest first, twenty a page',
    tag: 'patient',
    access: 'signedIn',
    query: dataAccessQuery,
    response: dataAccessAnswer,
    errors: ['noPatient'],
    handler: async ({ session, query, req }) => {
      const patient = await findPatientById(db, subjectOf(session));
      if (!patient) throw new ApiError('noPatient');
      await recordAudit(db, {
        actorSsn: session.personSsn,
        subjectPatientId: patient.id,
        onBehalfOfPatientId: session.actingForPatientId,
        action: 'read',
        resource: 'patient.dataAccess',
        requestId: req.requestId,
      });
      const where = eq(auditLog.subjectPatientId, patient.id);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(dataAccessPageSize)
        .offset((query.page - 1) * dataAccessPageSize);
      const person = { ssn: patient.ssn, patientId: patient.id };
      return success({
        entries: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: dataAccessActorOf(row, person),
          action: dataAccessActionOf(row.action, row.resource),
          topic: dataAccessTopicOf(row.resource),
        })),
        page: query.page,
        totalCount: total?.n ?? 0,
        pageSize: dataAccessPageSize,
      });
    },
  });
  return [read];
}
