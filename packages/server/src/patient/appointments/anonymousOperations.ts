import { timingSafeEqual } from 'node:crypto';
import {
  type AnonymousCheckInAnswer,
  anonymousAppointmentAnswer,
  anonymousCheckInAnswer,
  anonymousCheckInRequest,
  type BrandConfig,
  decodeAnonymousLinkId,
  ownAppointmentsQuery,
  selfCheckInStatusAt,
  validateEndPart,
} from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { recordAudit } from '../../audit';
import { appointmentColumns, offeredBy, toAppointmentWire } from '../../booking/appointmentView';
import { type Db, schema } from '../../db';
import { ApiError } from '../../http/apiError';
import { defineOperation, type Operation, success } from '../../http/operation';
import { anonymousCheckInLimits, type FailureCounter, type RateLimiter } from '../../http/rateLimit';
import { consentAnswer } from './consent';

const { reservations, appointmentSlots: slots, patients, clinics, practitioners, specialties } = schema;

export type AnonymousAppointmentDeps = {
  db: Db;
  brand: BrandConfig;
  clock: () => Date;
  /** Check-in attempts of one address. */
  perAddress: RateLimiter;
  /** Wrong end parts of one appointment. */
  wrongEndParts: FailureCounter;
};

/** The reservation a link names, the latest one when the time was booked again; `undefined` when none. */
async function findLinked(db: Db, linkId: string, brand: BrandConfig) {
  const ids = decodeAnonymousLinkId(linkId);
  if (ids === null || !/^\d{1,15}$/.test(ids.appointmentId) || !z.uuid().safeParse(ids.patientId).success) {
    return undefined;
  }
  const [row] = await db
    .select({
      ...appointmentColumns,
      reservationId: reservations.id,
      status: reservations.status,
      checkedInAt: reservations.checkedInAt,
      providerCancelledAt: reservations.providerCancelledAt,
      patientId: patients.id,
      ssn: patients.ssn,
      patientDataConsentFormUpdated: patients.patientDataConsentFormUpdated,
    })
    .from(reservations)
    .innerJoin(slots, eq(slots.id, reservations.slotId))
    .innerJoin(clinics, eq(clinics.id, slots.clinicId))
    .innerJoin(practitioners, eq(practitioners.id, slots.practitionerId))
    .innerJoin(specialties, eq(specialties.id, slots.specialtyId))
    .innerJoin(patients, eq(patients.id, reservations.patientId))
    .where(
      and(
        eq(slots.id, Number(ids.appointmentId)),
        eq(reservations.patientId, ids.patientId),
        offeredBy(brand.id),
      ),
    )
    .orderBy(desc(reservations.id))
    .limit(1);
  return row;
}

const sameText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The anonymous appointment link (patient-area.md §2, §7): anyone with the link sees the time and may
 * check in with the last four characters of the patient's identity code. Four characters are
 * guessable, so each address has a budget of tries, five wrong answers lock the appointment's check-in
 * for half an hour (429 `tooManyRequests` with `Retry-After`), and every wrong try is audited.
 */
export function anonymousAppointmentOperations(deps: AnonymousAppointmentDeps): Operation[] {
  const { db, brand, clock, perAddress, wrongEndParts } = deps;

  const show = defineOperation({
    method: 'get',
    path: '/api/anon/appointments/:linkId',
    summary: 'The appointment an anonymous link names: its time and place, or that it is cancelled',
    tag: 'appointments',
    access: 'public',
    params: z.object({ linkId: z.string().max(200) }),
    query: ownAppointmentsQuery,
    response: anonymousAppointmentAnswer,
    errors: ['appointmentNotFound'],
    handler: async ({ params, query }) => {
      const row = await findLinked(db, params.linkId, brand);
      if (!row) throw new ApiError('appointmentNotFound');
      const now = clock();
      const status = selfCheckInStatusAt(
        {
          startAt: row.startAt,
          durationMinutes: row.durationMinutes,
          locationType: row.locationType,
          checkedInAt: row.checkedInAt,
          providerCancelled: row.providerCancelledAt !== null,
        },
        now,
      );
      return success({
        status: row.status === 'cancelled' ? 'appointment-already-cancelled' : 'success',
        appointment: { ...toAppointmentWire(row, query.lang), selfCheckInStatus: status },
      });
    },
  });

  const checkIn = defineOperation({
    method: 'post',
    path: '/api/anon/check-in',
    summary: 'Checks in by an anonymous link with the last four characters of the identity code',
    tag: 'appointments',
    access: 'public',
    body: anonymousCheckInRequest,
    response: anonymousCheckInAnswer,
    errors: ['appointmentNotFound', 'checkInOnlyAtReception', 'tooManyRequests'],
    handler: async ({ body, req, res }) => {
      await perAddress.consume(req.ip ?? 'unknown', res);
      const row = await findLinked(db, body.appointmentId, brand);
      if (row?.status !== 'active') throw new ApiError('appointmentNotFound');
      const reservationId = row.reservationId;
      const key = String(reservationId);
      if (await wrongEndParts.isSpent(key)) {
        lockedOut(res);
      }
      const endPart = validateEndPart(body.ssnEndPart);
      const given = endPart.ok ? endPart.value : '';
      if (!sameText(given, row.ssn.slice(-4).toUpperCase())) {
        const spent = await wrongEndParts.fail(key);
        await audit(db, req, row.patientId, reservationId, spent ? 'locked' : 'ssnEndPartMismatch');
        if (spent) lockedOut(res);
        return { body: { type: 'ssnEndPartMismatch' } };
      }
      const now = clock();
      const answer = await db.transaction(async (tx): Promise<AnonymousCheckInAnswer> => {
        const [locked] = await tx
          .select({
            checkedInAt: reservations.checkedInAt,
            providerCancelledAt: reservations.providerCancelledAt,
          })
          .from(reservations)
          .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'active')))
          .for('update');
        if (!locked) throw new ApiError('appointmentNotFound');
        const status = selfCheckInStatusAt(
          {
            startAt: row.startAt,
            durationMinutes: row.durationMinutes,
            locationType: row.locationType,
            checkedInAt: locked.checkedInAt,
            providerCancelled: locked.providerCancelledAt !== null,
          },
          now,
        );
        // Checked in already: the same good news again.
        if (status === 'checkedIn') return 'success';
        if (status !== 'allowed') throw new ApiError('checkInOnlyAtReception');
        const consent = consentAnswer(row, now);
        if (consent === 'ConfidentialityFormNotFilled') return 'confidentiality-form-not-filled';
        if (consent === 'ConfidentialityFormNotFilledAsAdult')
          return 'confidentiality-form-not-filled-as-adult';
        await tx.update(reservations).set({ checkedInAt: now }).where(eq(reservations.id, reservationId));
        await recordAudit(tx, {
          actorSsn: null,
          subjectPatientId: row.patientId,
          onBehalfOfPatientId: null,
          action: 'update',
          resource: 'reservation.anonymousCheckIn',
          detail: { reservationId, address: req.ip ?? null, outcome: 'success' },
          requestId: req.requestId,
        });
        return 'success';
      });
      return { body: { type: answer } };
    },
  });

  return [show, checkIn];
}

function lockedOut(res: Response): never {
  // The lock lasts the rule's window from the first wrong answer: at most this long from now.
  res.setHeader('retry-after', String(anonymousCheckInLimits.perAppointment.durationSeconds));
  throw new ApiError('tooManyRequests');
}

function audit(db: Db, req: Request, patientId: string, reservationId: number, outcome: string) {
  return recordAudit(db, {
    actorSsn: null,
    subjectPatientId: patientId,
    onBehalfOfPatientId: null,
    action: 'update',
    resource: 'reservation.anonymousCheckIn',
    detail: { reservationId, address: req.ip ?? null, outcome },
    requestId: req.requestId,
  });
}
