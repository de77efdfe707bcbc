import {
  dataAccessActionOf,
  dataAccessActorOf,
  dataAccessAnswer,
  dataAccessPageSize,
  dataAccessQuery,
  dataAccessTopicOf,
} from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { subjectOf } from '../booking/occupational';
import type { Db } from '../db';
import { ApiError } from '../http/apiError';
import { defineOperation, type Operation, success } from '../http/operation';
import { findPatientById } from './patientView';

/** A line of the log as read: a run of one deed's repeats, or one deed. */
interface Run {
  [column: string]: unknown;
  id: number | string;
  last_ms: number | string;
  first_ms: number | string;
  n: number | string;
  actor_ssn: string | null;
  on_behalf_of_patient_id: string | null;
  action: string;
  resource: string;
  detail: unknown;
}

/**
 * The patient's audit entries as runs: entries in a row (newest first) by the same actor, on the same
 * behalf, with the same action, resource and channel, on the same Helsinki day, are one run. Rows
 * numbered over all and within their kind differ by the same amount exactly while they follow each
 * other, which names the run.
 */
function runsOf(patientId: string): SQL {
  return sql`
    with numbered as (
      select id, at, actor_ssn, on_behalf_of_patient_id, action, resource, detail,
        detail->>'channel' as channel, (at at time zone 'Europe/Helsinki')::date as day,
        row_number() over (order by at desc, id desc)
          - row_number() over (
            partition by actor_ssn, on_behalf_of_patient_id, action, resource, detail->>'channel',
              (at at time zone 'Europe/Helsinki')::date
            order by at desc, id desc) as run
      from audit_log
      where subject_patient_id = ${patientId}
    ), runs as (
      select max(id) as id, (extract(epoch from max(at)) * 1000)::float8 as last_ms,
        (extract(epoch from min(at)) * 1000)::float8 as first_ms, count(*)::int as n,
        actor_ssn, on_behalf_of_patient_id, action, resource, (array_agg(detail))[1] as detail
      from numbered
      group by run, actor_ssn, on_behalf_of_patient_id, action, resource, channel, day
    )`;
}

/**
 * Who has seen my data: the audit trail of the signed-in patient (a guardian's child when acting
 * for one), newest first, a page at a time, in the plain terms of who, what and when; a deed
 * repeated in a row on one day is one line with its count and first and last time. The reading
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
      const runs = runsOf(patient.id);
      const total = await db.execute<{ n: number | string }>(
        sql`${runs} select count(*)::int as n from runs`,
      );
      const page = await db.execute<Run>(sql`${runs}
        select * from runs order by last_ms desc, id desc
        limit ${dataAccessPageSize} offset ${(query.page - 1) * dataAccessPageSize}`);
      const person = { ssn: patient.ssn, patientId: patient.id };
      return success({
        entries: page.rows.map((run) => {
          const entry = {
            actorSsn: run.actor_ssn,
            onBehalfOfPatientId: run.on_behalf_of_patient_id,
            resource: run.resource,
            detail: run.detail,
          };
          return {
            id: Number(run.id),
            at: new Date(Number(run.last_ms)).toISOString(),
            firstAt: new Date(Number(run.first_ms)).toISOString(),
            count: Number(run.n),
            actor: dataAccessActorOf(entry, person),
            action: dataAccessActionOf(run.action, run.resource),
            topic: dataAccessTopicOf(run.resource),
          };
        }),
        page: query.page,
        totalCount: Number(total.rows[0]?.n ?? 0),
        pageSize: dataAccessPageSize,
      });
    },
  });
  return [read];
}
