import { laboratoryListAnswer, labResultAnswer, recordDay, recordQuery } from '@portal/domain';
import { z } from 'zod';
import { subjectOf } from '../../booking/occupational';
import type { Db } from '../../db';
import { ApiError } from '../../http/apiError';
import { defineOperation, type Operation, success } from '../../http/operation';
import { recordOwner } from '../recordOwner';
import { auditRecordRead } from '../recordReadAudit';
import { patientReferrals, referralOperation } from '../referralRows';
import { fullNameOf, labResultGroups, labTestsOfDay } from './labRows';

/**
 * The laboratory reads (patient-area.md §2): the list of referrals and result days, one referral
 * and one day's results. Another patient's referral or day answers `notFound`, as a missing one.
 */
export function laboratoryOperations({ db }: { db: Db }): Operation[] {
  const list = defineOperation({
    method: 'get',
    path: '/api/laboratory',
    summary: 'The signed-in patient’s laboratory referrals and results by day, newest first',
    tag: 'records',
    access: 'signedIn',
    query: recordQuery,
    response: laboratoryListAnswer,
    handler: async ({ session, req }) => {
      const patientId = subjectOf(session);
      if (!patientId) return success({ referrals: [], results: [] });
      const fullName = await fullNameOf(db, patientId);
      const referrals = await patientReferrals(db, patientId, 'laboratory');
      const results = await labResultGroups(db, patientId, fullName);
      await auditRecordRead(db, {
        session,
        req,
        patientId,
        resource: 'laboratoryList',
        ids: referrals.map((row) => row.id),
        detail: { resultDates: results.map((group) => group.date) },
      });
      return success({ referrals, results });
    },
  });

  const referral = referralOperation(db, 'laboratory');

  const result = defineOperation({
    method: 'get',
    path: '/api/laboratory/results/:date',
    summary: 'The signed-in patient’s laboratory results of one day, packages with their tests',
    tag: 'records',
    access: 'signedIn',
    params: z.object({ date: recordDay }),
    query: recordQuery,
    response: labResultAnswer,
    errors: ['notFound'],
    handler: async ({ params, session, req }) => {
      const patientId = recordOwner(session);
      const laboratoryTests = await labTestsOfDay(db, patientId, params.date);
      if (laboratoryTests.length === 0) throw new ApiError('notFound');
      await auditRecordRead(db, {
        session,
        req,
        patientId,
        resource: 'laboratoryResult',
        ids: [],
        detail: { date: params.date },
      });
      return success({ date: params.date, fullName: await fullNameOf(db, patientId), laboratoryTests });
    },
  });

  return [list, referral, result];
}
