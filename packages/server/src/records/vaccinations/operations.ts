import { pageSizes, vaccinationsAnswer, vaccinationsQuery } from '@portal/domain';
import { count, desc, eq } from 'drizzle-orm';
import { subjectOf } from '../../booking/occupational';
import { type Db, schema } from '../../db';
import { defineOperation, type Operation, success } from '../../http/operation';
import { auditRecordRead } from '../recordReadAudit';

const { vaccinations } = schema;

/** The vaccination list (patient-area.md §2, §9): 25 a page, newest first. */
export function vaccinationOperations({ db }: { db: Db }): Operation[] {
  const list = defineOperation({
    method: 'get',
    path: '/api/vaccinations',
    summary: 'One page of the signed-in patient’s vaccinations, newest first',
    tag: 'records',
    access: 'signedIn',
    query: vaccinationsQuery,
    response: vaccinationsAnswer,
    handler: async ({ query, session, req }) => {
      const pageSize = pageSizes.vaccinations;
      const patientId = subjectOf(session);
      if (!patientId) return success({ vaccinations: [], totalCount: 0, page: query.page, pageSize });
      const where = eq(vaccinations.patientId, patientId);
      const [total] = await db.select({ n: count() }).from(vaccinations).where(where);
      const rows = await db
        .select()
        .from(vaccinations)
        .where(where)
        .orderBy(desc(vaccinations.date), desc(vaccinations.id))
        .limit(pageSize)
        .offset((query.page - 1) * pageSize);
      await auditRecordRead(db, {
        session,
        req,
        patientId,
        resource: 'vaccinations',
        ids: rows.map((row) => row.id),
      });
      return success({
        vaccinations: rows.map((row) => ({
          id: row.id,
          date: row.date,
          name: row.name,
          practitioner: { name: row.practitionerName },
          effectiveUntil: row.effectiveUntil,
        })),
        totalCount: total?.n ?? 0,
        page: query.page,
        pageSize,
      });
    },
  });
  return [list];
}
