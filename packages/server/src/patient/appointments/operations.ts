import {
  arrivalReasonPrefix,
  arrivalReasonRequest,
  type BrandConfig,
  type CheckInAnswer,
  checkInAnswer,
  maxPastAppointments,
  ownAppointmentAnswer,
  ownAppointmentsAnswer,
  ownAppointmentsQuery,
  parseAppointmentIds,
  plainSuccess,
  selfCheckInStatusAt,
  validateReasonForVisit,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../audit';
import type { SessionContext } from '../../auth/sessionContext';
import { subjectOf } from '../../booking/occupational';
import { type Db, schema } from '../../db';
import { ApiError, notFound } from '../../http/apiError';
import { defineOperation, type Operation, success } from '../../http/operation';
import { consentAnswer } from './consent';
import { ownAppointmentLists, ownAppointmentsById, toOwnAppointmentWire } from './ownAppointmentRows';

const { reservations, appointmentSlots: slots, patients } = schema;

export type OwnAppointmentDeps = { db: Db; brand: BrandConfig; clock: () => Date };

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * The signed-in patient's (or the child's) own appointments (patient-area.md §2, §4, §7): the list,
 * one or more by id, self check-in and the reason for the visit. Another patient's id answers as an
 * unknown one, so the answers tell nothing of other people's times.
 */
export function ownAppointmentOperations({ db, brand, clock }: OwnAppointmentDeps): Operation[] {
  /** Who read whose appointments: the person, and the child when a guardian acts for one. */
  const auditRead = (
    session: SessionContext,
    requestId: string,
    patientId: string,
    detail: Record<string, unknown>,
  ) =>
    recordAudit(db, {
      actorSsn: session.personSsn,
      subjectPatientId: patientId,
      onBehalfOfPatientId: session.actingForPatientId,
      action: 'read',
      resource: 'reservation',
      detail,
      requestId,
    });

  const list = defineOperation({
    method: 'get',
    path: '/api/own-appointments',
    summary: 'The signed-in patient’s future and past appointments',
    tag: 'appointments',
    access: 'signedIn',
    query: ownAppointmentsQuery,
    response: ownAppointmentsAnswer,
    handler: async ({ query, session, req }) => {
      const patientId = subjectOf(session);
      // A person without a patient record has no appointments: the front page calls them new.
      if (!patientId) return success({ future: [], past: [] });
      const now = clock();
      const lists = await ownAppointmentLists(db, patientId, brand.id, now, maxPastAppointments);
      await auditRead(session, req.requestId, patientId, {
        future: lists.future.length,
        past: lists.past.length,
      });
      return success({
        future: lists.future.map((row) => toOwnAppointmentWire(row, query.lang, now)),
        past: lists.past.map((row) => toOwnAppointmentWire(row, query.lang, now)),
      });
    },
  });

  const byIds = defineOperation({
    method: 'get',
    path: '/api/own-appointments/:ids',
    summary: 'One or more of the signed-in patient’s appointments, by comma-separated ids',
    tag: 'appointments',
    access: 'signedIn',
    params: z.object({ ids: z.string().max(200) }),
    query: ownAppointmentsQuery,
    response: ownAppointmentAnswer,
    errors: ['appointmentNotFound'],
    handler: async ({ params, query, session, req }) => {
      const ids = parseAppointmentIds(params.ids);
      if (ids === null) {
        throw new ApiError('ValidationError', [{ path: 'ids', message: 'One to ten ids, once each' }]);
      }
      const patientId = subjectOf(session);
      if (!patientId) throw new ApiError('appointmentNotFound');
      const rows = await ownAppointmentsById(db, patientId, brand.id, ids);
      if (rows.length === 0) throw new ApiError('appointmentNotFound');
      await auditRead(session, req.requestId, patientId, {
        reservationIds: rows.map((row) => row.reservationId),
      });
      const now = clock();
      return success({ appointments: rows.map((row) => toOwnAppointmentWire(row, query.lang, now)) });
    },
  });

  /** The patient's active reservation of the appointment, locked for the change. */
  const lockOwn = async (tx: Db, slotId: number, patientId: string) => {
    const [found] = await tx
      .select({
        id: reservations.id,
        startAt: slots.startAt,
        durationMinutes: slots.durationMinutes,
        locationType: slots.locationType,
        checkedInAt: reservations.checkedInAt,
        providerCancelledAt: reservations.providerCancelledAt,
      })
      .from(reservations)
      .innerJoin(slots, eq(slots.id, reservations.slotId))
      .where(
        and(
          eq(reservations.slotId, slotId),
          eq(reservations.patientId, patientId),
          eq(reservations.status, 'active'),
        ),
      )
      .for('update', { of: reservations });
    return found;
  };

  const checkIn = defineOperation({
    method: 'post',
    path: '/api/appointments/check-in/:id',
    summary: 'Self check-in to one of the signed-in patient’s appointments',
    tag: 'appointments',
    access: 'signedIn',
    params: idParam,
    query: z.object({ csrfToken: z.string().optional() }),
    response: checkInAnswer,
    errors: ['notFound', 'checkInOnlyAtReception'],
    handler: async ({ params, session, req }) => {
      const patientId = subjectOf(session);
      if (!patientId) throw notFound();
      const now = clock();
      const answer = await db.transaction(async (tx): Promise<CheckInAnswer> => {
        const found = await lockOwn(tx, params.id, patientId);
        if (!found) throw notFound();
        const status = selfCheckInStatusAt(
          { ...found, providerCancelled: found.providerCancelledAt !== null },
          now,
        );
        if (status === 'checkedIn') return 'AlreadyCheckedIn';
        if (status === 'tooEarly') return 'TooEarly';
        if (status !== 'allowed') throw new ApiError('checkInOnlyAtReception');
        const [patient] = await tx
          .select({
            ssn: patients.ssn,
            patientDataConsentFormUpdated: patients.patientDataConsentFormUpdated,
          })
          .from(patients)
          .where(eq(patients.id, patientId));
        if (!patient) throw notFound();
        const consent = consentAnswer(patient, now);
        if (consent !== null) return consent;
        await tx.update(reservations).set({ checkedInAt: now }).where(eq(reservations.id, found.id));
        await recordAudit(tx, {
          actorSsn: session.personSsn,
          subjectPatientId: patientId,
          onBehalfOfPatientId: session.actingForPatientId,
          action: 'update',
          resource: 'reservation.checkIn',
          detail: { reservationId: found.id, slotId: params.id },
          requestId: req.requestId,
        });
        return 'Success';
      });
      return { body: { type: answer } };
    },
  });

  const arrivalReason = defineOperation({
    method: 'post',
    path: '/api/appointments/:id/arrival-reason',
    summary: 'Saves the reason for the visit of one of the signed-in patient’s appointments',
    tag: 'appointments',
    access: 'signedIn',
    params: idParam,
    query: z.object({ csrfToken: z.string().optional() }),
    body: arrivalReasonRequest,
    response: plainSuccess,
    errors: ['notFound'],
    handler: async ({ params, body, session, req }) => {
      const { arrivalReason: saved } = body;
      const reason = saved.startsWith(arrivalReasonPrefix) ? saved.slice(arrivalReasonPrefix.length) : null;
      if (reason === null || !validateReasonForVisit(reason).ok || reason.trim() === '') {
        throw new ApiError('ValidationError', [
          { path: 'arrivalReason', message: 'The fixed prefix and 1 to 300 characters' },
        ]);
      }
      const patientId = subjectOf(session);
      if (!patientId) throw notFound();
      await db.transaction(async (tx) => {
        const found = await lockOwn(tx, params.id, patientId);
        if (!found) throw notFound();
        await tx
          .update(reservations)
          .set({ arrivalReason: `${arrivalReasonPrefix}${reason.trim()}` })
          .where(eq(reservations.id, found.id));
        await recordAudit(tx, {
          actorSsn: session.personSsn,
          subjectPatientId: patientId,
          onBehalfOfPatientId: session.actingForPatientId,
          action: 'update',
          resource: 'reservation.arrivalReason',
          detail: { reservationId: found.id, slotId: params.id },
          requestId: req.requestId,
        });
      });
      return success();
    },
  });

  return [list, byIds, checkIn, arrivalReason];
}
