import type { BrandId, HealthCareType } from '@portal/domain';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { type Db, schema } from '../db';
import { isUniqueViolation } from '../db/uniqueViolation';
import { ApiError } from '../http/apiError';
import { newLinkSecret } from './appointmentLink';
import { type AppointmentRow, findFreeAppointment } from './appointmentView';

const { reservations, appointmentSlots: slots, patients } = schema;

export type ReservationInput = {
  slotId: number;
  patientId: string;
  /** Who pressed Book (the patient, a guardian, or the anonymous form's identity code). */
  actorSsn: string;
  onBehalfOfPatientId: string | null;
  channel: 'signedIn' | 'anonymous';
  healthCareType: HealthCareType;
  email: string;
  phone: string;
  internalOrganization: string;
  conceptCode?: string | undefined;
  description?: string | undefined;
  dcpContentHash?: string | undefined;
  pohjolaPolicyId?: string | undefined;
  maxFutureReservations: number;
  /**
   * Of those, how many may be booked with the anonymous form, so that nobody who knows a
   * person's identity code and name can fill that person's quota; unset for signed-in bookings.
   */
  maxFutureAnonymousReservations?: number;
  /** The serving brand; a time at another brand's clinic is not available here. */
  brand: BrandId;
  now: Date;
  requestId: string | null;
};

const notAvailable = () => new ApiError('appointmentNotAvailable');

/**
 * Reserves a free slot for a patient in one transaction. The patient row is locked so two
 * bookings by one person cannot both slip under the limit; the slot itself is decided by the
 * database's unique index on active reservations, so of any number of people racing for one
 * time exactly one wins and the rest get `appointmentNotAvailable`. Nothing is left half-written.
 * Answers the secret of the reservation's anonymous link, which only the link may carry.
 */
export async function reserveSlot(
  db: Db,
  input: ReservationInput,
): Promise<{ reservationId: number; slot: AppointmentRow; linkSecret: string }> {
  try {
    return await db.transaction(async (tx) => {
      await tx
        .select({ id: patients.id })
        .from(patients)
        .where(eq(patients.id, input.patientId))
        .for('update');
      const [future] = await tx
        .select({
          n: count(),
          anonymous: count(sql`case when ${reservations.channel} = 'anonymous' then 1 end`),
        })
        .from(reservations)
        .innerJoin(slots, eq(slots.id, reservations.slotId))
        .where(
          and(
            eq(reservations.patientId, input.patientId),
            eq(reservations.status, 'active'),
            gt(slots.startAt, input.now),
            // The limit is of web reservations; times booked at the clinic do not count.
            ne(reservations.channel, 'clinic'),
          ),
        );
      if ((future?.n ?? 0) >= input.maxFutureReservations) throw new ApiError('tooManyReservations');
      const anonymousCap = input.maxFutureAnonymousReservations;
      if (anonymousCap !== undefined && (future?.anonymous ?? 0) >= anonymousCap) {
        throw new ApiError('tooManyReservations');
      }

      const slot = await findFreeAppointment(tx, input.slotId, input.now, input.brand);
      if (!slot) throw notAvailable();
      if (!slot.customerTypes.includes(input.healthCareType)) throw notAvailable();

      const link = newLinkSecret();
      const [created] = await tx
        .insert(reservations)
        .values({
          slotId: input.slotId,
          patientId: input.patientId,
          reservedBySsn: input.actorSsn,
          channel: input.channel,
          healthCareType: input.healthCareType,
          email: input.email,
          phone: input.phone,
          internalOrganization: input.internalOrganization,
          conceptCode: input.conceptCode ?? null,
          description: input.description ?? null,
          dcpContentHash: input.dcpContentHash ?? null,
          pohjolaPolicyId: input.pohjolaPolicyId ?? null,
          createdAt: input.now,
          linkSecretHash: link.hash,
        })
        .returning({ id: reservations.id });
      if (!created) throw new Error('insert returned no row');
      await recordAudit(tx, {
        actorSsn: input.actorSsn,
        subjectPatientId: input.patientId,
        onBehalfOfPatientId: input.onBehalfOfPatientId,
        action: 'create',
        resource: 'reservation',
        detail: { reservationId: created.id, slotId: input.slotId, channel: input.channel },
        requestId: input.requestId,
      });
      return { reservationId: created.id, slot, linkSecret: link.secret };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw notAvailable();
    throw error;
  }
}
