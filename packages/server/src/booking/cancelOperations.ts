import { type BrandConfig, cancelFailureReason, plainSuccess } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../audit';
import { type Db, schema } from '../db';
import { ApiError, notFound } from '../http/apiError';
import { defineOperation, type Operation, success } from '../http/operation';
import type { MessageGateway } from '../outbox/gateway';
import { selectAppointments, toAppointmentWire } from './appointmentView';
import { sendCancellation } from './confirmation';
import { subjectOf } from './occupational';
import type { SearchCache } from './searchCache';

const { reservations, appointmentSlots: slots, patients } = schema;

export type CancelDeps = {
  db: Db;
  brand: BrandConfig;
  clock: () => Date;
  /** Sends the cancellation to the reservation's phone and e-mail. */
  gateway: MessageGateway;
  /** Emptied after every cancellation: the time is free again at once. */
  searchCache: SearchCache;
};

/**
 * `DELETE /api/appointments/{id}` (patient-area.md §7): cancels the signed-in patient's (or the
 * child's) active reservation of the appointment `id`. Someone else's, an unknown or an already
 * cancelled reservation all answer `notFound`, so the answer tells nothing of other people's times.
 * After the commit the cancellation goes by SMS and e-mail to the contact details the reservation was
 * made with, in `lang` (default Finnish).
 */
export function cancelOperations({ db, brand, clock, gateway, searchCache }: CancelDeps): Operation[] {
  const cancel = defineOperation({
    method: 'delete',
    path: '/api/appointments/:id',
    summary: 'Cancels the signed-in patient’s own reservation of an appointment',
    tag: 'reserve',
    access: 'signedIn',
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: z.object({ csrfToken: z.string().optional(), lang: z.enum(['fi', 'sv', 'en']).optional() }),
    response: plainSuccess,
    errors: ['notFound', 'cancelTooLate'],
    handler: async ({ params, query, session, req }) => {
      const patientId = subjectOf(session);
      if (!patientId) throw notFound();
      const now = clock();
      const cancelled = await db.transaction(async (tx) => {
        // The row lock makes two cancels of one reservation meet one after the other.
        const [found] = await tx
          .select({
            id: reservations.id,
            startAt: slots.startAt,
            email: reservations.email,
            phone: reservations.phone,
          })
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
        return found;
      });
      searchCache.invalidate();
      const lang = query.lang ?? 'fi';
      const [row] = await selectAppointments(db).where(eq(slots.id, params.id)).limit(1);
      const [patient] = await db
        .select({ firstName: patients.firstName })
        .from(patients)
        .where(eq(patients.id, patientId));
      if (row && patient) {
        await sendCancellation(
          gateway,
          {
            lang,
            brand,
            appointment: toAppointmentWire(row, lang),
            name: patient.firstName,
            email: cancelled.email ?? '',
            phone: cancelled.phone ?? '',
          },
          (err) => req.log?.error({ err }, 'cancellation not sent'),
        );
      }
      return success();
    },
  });
  return [cancel];
}
