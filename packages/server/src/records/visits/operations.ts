import { type Lang, maxListedVisits, recordId, visitAnswer, visitsAnswer } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { subjectOf } from '../../booking/occupational';
import { type Db, schema } from '../../db';
import { notFound } from '../../http/apiError';
import { defineOperation, type Operation, success } from '../../http/operation';
import { auditRecordRead } from '../recordReadAudit';

const { visits, patients } = schema;
const lang = z.enum(['fi', 'sv', 'en']).default('fi');

type VisitRow = typeof visits.$inferSelect;

function listed(row: VisitRow, language: Lang) {
  return {
    id: row.id,
    dateTime: row.dateTime.toISOString(),
    practitioner: { name: row.practitionerName },
    specialty: { name: row.specialtyName[language] },
    diagnoses: row.diagnoses.map(({ code, description }) => ({ code, description })),
  };
}

/**
 * The patient's visits (patient-area.md §2, §3): the list and one visit. Only the session's own
 * patient's visits (the child's while a guardian acts for one), and never a report restricted to
 * professionals; any other id answers `notFound`, exactly as a missing one. Every read is audited.
 */
export function visitOperations(deps: { db: Db }): Operation[] {
  const { db } = deps;

  const list = defineOperation({
    method: 'get',
    path: '/api/visits',
    summary: 'The signed-in patient’s visits (medical reports), newest first',
    tag: 'records',
    access: 'signedIn',
    query: z.object({ lang }),
    response: visitsAnswer,
    handler: async ({ query, session, req }) => {
      const patientId = subjectOf(session);
      if (!patientId) return success({ visits: [] });
      const rows = await db
        .select()
        .from(visits)
        .where(and(eq(visits.patientId, patientId), eq(visits.viewRestriction, 'patient')))
        .orderBy(desc(visits.dateTime), desc(visits.id))
        .limit(maxListedVisits);
      await auditRecordRead(db, {
        session,
        patientId,
        resource: 'visits',
        ids: rows.map((row) => row.id),
        req,
      });
      return success({ visits: rows.map((row) => listed(row, query.lang)) });
    },
  });

  const one = defineOperation({
    method: 'get',
    path: '/api/visits/:id',
    summary: 'One visit with its texts, and the patient’s name and identity code for printing',
    tag: 'records',
    access: 'signedIn',
    params: z.object({ id: recordId }),
    query: z.object({ lang }),
    response: visitAnswer,
    errors: ['notFound'],
    handler: async ({ params, query, session, req }) => {
      const patientId = subjectOf(session);
      if (!patientId) throw notFound();
      const [found] = await db
        .select({ visit: visits, patient: patients })
        .from(visits)
        .innerJoin(patients, eq(patients.id, visits.patientId))
        .where(
          and(
            eq(visits.id, params.id),
            eq(visits.patientId, patientId),
            eq(visits.viewRestriction, 'patient'),
          ),
        );
      if (!found) throw notFound();
      await auditRecordRead(db, { session, patientId, resource: 'visit', ids: [found.visit.id], req });
      return success({
        visit: { ...listed(found.visit, query.lang), texts: found.visit.texts },
        fullName: `${found.patient.firstName} ${found.patient.lastName}`,
        personalIdentityCode: found.patient.ssn,
      });
    },
  });

  return [list, one];
}
