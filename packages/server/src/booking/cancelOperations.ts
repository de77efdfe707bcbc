import { type BrandConfig, cancelFailureReason, plainSuccess } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../audit';
import { type Db, schema } from '../db';
import { ApiError, notFound } from '../http/apiError';
import { defineOperation, type Operation, success } from '../http/operation';
import { subjectOf } from './occupational';
import type { SearchCache } from './searchCache';

const { reservations, appointmentSlots: slots } = schema;

export type CancelDeps = {
  db: Db;
  brand: BrandConfig;
  clock: () => Date;
  /** Emptied after every cancellation: the time is free again at once. */
  searchCache: SearchCache;
};

/**
 * `DELETE /api/appointments/{id}` (patient-area.md §7): cancels the signed-in patient's (or the
 * child's) active reservation of the appointment `id`. Someone else's, an unknown or an already
 * cancelled reservation all answer `notFound`, so the answer tells nothing of other people's times.
 */
export function cancelOperations({ db, brand, clock, searchCache }: CancelDeps): Operation[] {
  const cancel = defineOperation({
    method: 'delete',
    path: '/api/appointments/:id',
    summary: 'Cancels the signed-in patient’s own reservation of an appointment',
    tag: 'reserve',
    access: 'signedIn',
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: z.object({ csrfToken: z.string().optional() }),
    response: plainSuccess,
    errors: ['notFound', 'cancelTooLate'],
    handler: async ({ params, session, req }) => {
      const patientId = subjectOf(session);
      if (!patientId) throw notFound();
      const now = clock();
      await db.transaction(async (tx) => {
        // The row lock makes two cancels of one reservation meet one after the other.
        const [found] = await tx
          .select({ id: reservations.id, startAt: slots.startAt })
          .from(reservations)
          .innerJoin(slots, eq(slots.id, reservations.slotId))
          .where(
            and(
              eq(reservations.slotId, params.id),
              eq(reservations.patientId, patientId),
              eq(reservations.status, 'active'),
            ),
          )
          .for('update', { of: reservations });
        if (!found) throw notFound();
        if (cancelFailureReason(found.startAt, now, brand)) throw new ApiError('cancelTooLate');
        await tx
          .update(reservations)
          .set({ status: 'cancelled', cancelledAt: now })
          .where(eq(reservations.id, found.id));
        await recordAudit(tx, {
          actorSsn: session.personSsn,
          subjectPatientId: patientId,
          onBehalfOfPatientId: session.actingForPatientId,
          action: 'delete',
          resource: 'reservation',
          detail: { reservationId: found.id, slotId: params.id },
          requestId: req.requestId,
        });
      });
      searchCache.invalidate();
      return success();
    },
  });
  return [cancel];
}
