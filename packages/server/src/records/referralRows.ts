import { type ReferralWire, recordId, recordQuery, referralAnswer } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';
import { defineOperation, success } from '../http/operation';
import { recordOwner } from './recordOwner';
import { auditRecordRead } from './recordReadAudit';

const { referrals, practitioners } = schema;

/**
 * The patient's referrals of one kind that the patient may see, newest first; with `id`, that one
 * referral only. A professional-only referral is left out as if it did not exist.
 */
export async function patientReferrals(
  db: Db,
  patientId: string,
  kind: 'laboratory' | 'imaging',
  id?: number,
): Promise<ReferralWire[]> {
  const rows = await db
    .select({ referral: referrals, practitioner: practitioners })
    .from(referrals)
    .innerJoin(practitioners, eq(practitioners.id, referrals.practitionerId))
    .where(
      and(
        eq(referrals.patientId, patientId),
        eq(referrals.kind, kind),
        eq(referrals.viewRestriction, 'patient'),
        id === undefined ? undefined : eq(referrals.id, id),
      ),
    )
    .orderBy(desc(referrals.creationDate), desc(referrals.id))
    .limit(200);
  return rows.map(({ referral, practitioner }) => ({
    id: referral.id,
    title: referral.title,
    description: referral.description,
    creationDate: referral.creationDate,
    validUntil: referral.validUntil,
    practitioner: {
      id: practitioner.id,
      name: practitioner.name,
      isResource: practitioner.isResource,
      pictureUrl: practitioner.pictureUrl,
    },
    patientInstructionsUrl: referral.patientInstructionsUrl,
  }));
}

/**
 * `GET /api/{kind}/referrals/:id`: one referral of the signed-in patient (or the child acted for).
 * Another patient's referral, or one the patient may not see, answers `notFound`, as a missing one.
 */
export function referralOperation(db: Db, kind: 'laboratory' | 'imaging') {
  return defineOperation({
    method: 'get',
    path: `/api/${kind}/referrals/:id`,
    summary: `One of the signed-in patient’s ${kind} referrals`,
    tag: 'records',
    access: 'signedIn',
    params: z.object({ id: recordId }),
    query: recordQuery,
    response: referralAnswer,
    errors: ['notFound'],
    handler: async ({ params, session, req }) => {
      const patientId = recordOwner(session);
      const [found] = await patientReferrals(db, patientId, kind, params.id);
      if (!found) throw new ApiError('notFound');
      await auditRecordRead(db, { session, req, patientId, resource: `${kind}Referral`, ids: [found.id] });
      return success({ referral: found });
    },
  });
}
