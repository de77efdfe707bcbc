import {
  imagingReferralsAnswer,
  imagingResultAnswer,
  imagingResultsAnswer,
  recordDay,
  recordQuery,
} from '@portal/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { subjectOf } from '../../booking/occupational';
import { type Db, schema } from '../../db';
import { ApiError } from '../../http/apiError';
import { defineOperation, type Operation, success } from '../../http/operation';
import { recordOwner } from '../recordOwner';
import { auditRecordRead } from '../recordReadAudit';
import { patientReferrals, referralOperation } from '../referralRows';

const { imagingResults } = schema;

const visible = (patientId: string) =>
  and(eq(imagingResults.patientId, patientId), eq(imagingResults.viewRestriction, 'patient'));

/**
 * The imaging reads (patient-area.md §2): referrals and results are separate calls, so the list page
 * shows the referrals even when the results cannot be read ('This section is temporarily
 * unavailable'). Another patient's referral or day answers `notFound`, as a missing one.
 */
export function imagingOperations({ db }: { db: Db }): Operation[] {
  const referrals = defineOperation({
    method: 'get',
    path: '/api/imaging/referrals',
    summary: 'The signed-in patient’s imaging referrals, newest first',
    tag: 'records',
    access: 'signedIn',
    query: recordQuery,
    response: imagingReferralsAnswer,
    handler: async ({ session, req }) => {
      const patientId = subjectOf(session);
      if (!patientId) return success({ referrals: [] });
      const found = await patientReferrals(db, patientId, 'imaging');
      await auditRecordRead(db, {
        session,
        req,
        patientId,
        resource: 'imagingReferrals',
        ids: found.map((row) => row.id),
      });
      return success({ referrals: found });
    },
  });

  const referral = referralOperation(db, 'imaging');

  const results = defineOperation({
    method: 'get',
    path: '/api/imaging/results',
    summary: 'The signed-in patient’s imaging results, newest first, without their statements',
    tag: 'records',
    access: 'signedIn',
    query: recordQuery,
    response: imagingResultsAnswer,
    handler: async ({ session, req }) => {
      const patientId = subjectOf(session);
      if (!patientId) return success({ results: [] });
      const rows = await db
        .select({
          id: imagingResults.id,
          imagingDate: imagingResults.imagingDate,
          examinationName: imagingResults.examinationName,
        })
        .from(imagingResults)
        .where(visible(patientId))
        .orderBy(desc(imagingResults.imagingDate), asc(imagingResults.id))
        .limit(200);
      await auditRecordRead(db, {
        session,
        req,
        patientId,
        resource: 'imagingResults',
        ids: rows.map((row) => row.id),
      });
      return success({ results: rows });
    },
  });

  const result = defineOperation({
    method: 'get',
    path: '/api/imaging/results/:imagingDate',
    summary: 'The signed-in patient’s imaging results of one day with their statements',
    tag: 'records',
    access: 'signedIn',
    params: z.object({ imagingDate: recordDay }),
    query: recordQuery,
    response: imagingResultAnswer,
    errors: ['notFound'],
    handler: async ({ params, session, req }) => {
      const patientId = recordOwner(session);
      const rows = await db
        .select({
          id: imagingResults.id,
          imagingDate: imagingResults.imagingDate,
          examinationName: imagingResults.examinationName,
          statementText: imagingResults.statementText,
        })
        .from(imagingResults)
        .where(and(visible(patientId), eq(imagingResults.imagingDate, params.imagingDate)))
        .orderBy(asc(imagingResults.id))
        .limit(20);
      if (rows.length === 0) throw new ApiError('notFound');
      await auditRecordRead(db, {
        session,
        req,
        patientId,
        resource: 'imagingResult',
        ids: [],
        detail: { date: params.imagingDate },
      });
      return success({ imagingDate: params.imagingDate, results: rows });
    },
  });

  return [referrals, referral, results, result];
}
