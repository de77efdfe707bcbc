import { timingSafeEqual } from 'node:crypto';
import {
  type AnonymousCheckInAnswer,
  anonymousAppointmentAnswer,
  anonymousCheckInAnswer,
  anonymousCheckInRequest,
  type BrandConfig,
  linkCancelOptionAt,
  ownAppointmentsQuery,
  selfCheckInStatusAt,
  validateEndPart,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { recordAudit } from '../../audit';
import { linkSecretMatches, parseAppointmentLink } from '../../booking/appointmentLink';
import { appointmentColumns, offeredBy, toAppointmentWire } from '../../booking/appointmentView';
import { type Db, schema } from '../../db';
import { ApiError } from '../../http/apiError';
import { defineOperation, type Operation, success } from '../../http/operation';
import { anonymousCheckInLimits, type FailureCounter, type RateLimiter } from '../../http/rateLimit';
import { consentAnswer } from './consent';
import { checkInFactsOf, roomOf } from './ownAppointmentRows';

const { reservations, appointmentSlots: slots, patients, clinics, practitioners, specialties } = schema;

export type AnonymousAppointmentDeps = {
  db: Db;
  brand: BrandConfig;
  clock: () => Date;
  /** Link reads of one address (`anonymousLinkReadLimit`). */
  linkReads: RateLimiter;
  /** Check-in attempts of one address. */
  perAddress: RateLimiter;
  /** Wrong end parts of one appointment. */
  wrongEndParts: FailureCounter;
};

/**
 * The reservation a link opens, or `undefined` when the id is not a link of this brand's or its secret
 * is not that reservation's: every wrong part answers alike.
 */
async function findLinked(
  db: Db,
  link: { reservationId: number; secret: string } | null,
  brand: BrandConfig,
) {
  if (link === null) return undefined;
  const [row] = await db
    .select({
      ...appointmentColumns,
      reservationId: reservations.id,
      linkSecretHash: reservations.linkSecretHash,
      status: reservations.status,
      checkedInAt: reservations.checkedInAt,
      providerCancelledAt: reservations.providerCancelledAt,
      roomLocation: reservations.roomLocation,
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
    .where(and(eq(reservations.id, link.reservationId), offeredBy(brand.id)))
    .limit(1);
  // Compared even when no row was found, so the answer takes as long either way.
  return linkSecretMatches(row?.linkSecretHash, link.secret) ? row : undefined;
}

const sameText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The anonymous appointment link (patient-area.md §2, §7): anyone with the link sees the time and may
 * check in with the last four characters of the patient's identity code. Reading links is limited
 * per address and every read is audited, found or not, without the link's secret. Four characters
 * are guessable, so each address has a budget of check-in tries, five wrong answers lock the
 * appointment's check-in for half an hour (429 `tooManyRequests` with `Retry-After`), and every try
 * is audited.
 */
export function anonymousAppointmentOperations(deps: AnonymousAppointmentDeps): Operation[] {
  const { db, brand, clock, linkReads, perAddress, wrongEndParts } = deps;

  const show = defineOperation({
    method: 'get',
    path: '/api/anon/appointments/:linkId',
    summary: 'The appointment an anonymous link names: its time and place, or that it is cancelled',
    tag: 'appointments',
    access: 'public',
    params: z.object({ linkId: z.string().max(200) }),
    query: ownAppointmentsQuery,
    response: anonymousAppointmentAnswer,
    errors: ['appointmentNotFound', 'tooManyRequests'],
    handler: async ({ params, query, req, res }) => {
      await linkReads.consume(req.ip ?? 'unknown', res);
      const link = parseAppointmentLink(params.linkId);
      const row = await findLinked(db, link, brand);
      const read = { req, action: 'read', resource: 'reservation.anonymousLink' } as const;
      if (!row) {
        await audit(db, { ...read, reservationId: link?.reservationId ?? null, patientId: null }, 'notFound');
        throw new ApiError('appointmentNotFound');
      }
      const now = clock();
      const facts = checkInFactsOf(row);
      const shown = row.status === 'cancelled' ? 'appointment-already-cancelled' : 'success';
      await audit(db, { ...read, reservationId: row.reservationId, patientId: row.patientId }, shown);
      return success({
        status: shown,
        appointment: {
          ...toAppointmentWire(row, query.lang),
          selfCheckInStatus: selfCheckInStatusAt(facts, now),
          cancel: linkCancelOptionAt(facts, now, brand),
          hasAppointeeCanceled: facts.providerCancelled,
          // Told only after check-in, which needed the end of the identity code.
          room: roomOf(row),
        },
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
      const link = parseAppointmentLink(body.appointmentId);
      const row = await findLinked(db, link, brand);
      const tried = {
        req,
        action: 'update',
        resource: 'reservation.anonymousCheckIn',
        reservationId: row?.reservationId ?? link?.reservationId ?? null,
        patientId: row?.patientId ?? null,
      } as const;
      if (row?.status !== 'active') {
        await audit(db, tried, 'notFound');
        throw new ApiError('appointmentNotFound');
      }
      const reservationId = row.reservationId;
      const key = String(reservationId);
      if (await wrongEndParts.isSpent(key)) {
        await audit(db, tried, 'locked');
        lockedOut(res);
      }
      const endPart = validateEndPart(body.ssnEndPart);
      const given = endPart.ok ? endPart.value : '';
      if (!sameText(given, row.ssn.slice(-4).toUpperCase())) {
        const triesLeft = await wrongEndParts.fail(key);
        await audit(db, tried, triesLeft === 0 ? 'locked' : 'ssnEndPartMismatch');
        if (triesLeft === 0) lockedOut(res);
        // Told so the page can warn before the lock instead of only after it.
        return { body: { type: 'ssnEndPartMismatch', triesLeft } };
      }
      const now = clock();
      const checkedIn = db.transaction(async (tx): Promise<AnonymousCheckInAnswer | 'checkedInNow'> => {
        const [locked] = await tx
          .select({
            checkedInAt: reservations.checkedInAt,
            providerCancelledAt: reservations.providerCancelledAt,
          })
          .from(reservations)
          .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'active')))
          .for('update');
        if (!locked) throw new ApiError('appointmentNotFound');
        // Read again under the lock: another check-in or the clinic may have come first.
        const status = selfCheckInStatusAt(checkInFactsOf({ ...row, ...locked }), now);
        // Checked in already: the same good news again.
        if (status === 'checkedIn') return 'success';
        if (status !== 'allowed') throw new ApiError('checkInOnlyAtReception');
        const consent = consentAnswer(row, now);
        if (consent === 'ConfidentialityFormNotFilled') return 'confidentiality-form-not-filled';
        if (consent === 'ConfidentialityFormNotFilledAsAdult')
          return 'confidentiality-form-not-filled-as-adult';
        await tx.update(reservations).set({ checkedInAt: now }).where(eq(reservations.id, reservationId));
        // Written with the change, so a check-in is never without its row.
        await audit(tx, tried, 'success');
        return 'checkedInNow';
      });
      const answer = await checkedIn.catch(async (error: unknown) => {
        if (error instanceof ApiError) await audit(db, tried, error.type);
        throw error;
      });
      if (answer === 'checkedInNow') return { body: { type: 'success' } };
      await audit(db, tried, answer === 'success' ? 'alreadyCheckedIn' : answer);
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

/** What a link was used for, by whom (the address) and on which reservation; never the secret. */
type LinkUse = {
  req: Request;
  action: 'read' | 'update';
  resource: 'reservation.anonymousLink' | 'reservation.anonymousCheckIn';
  /** The reservation the link named, also when its secret was wrong; null when no id could be read. */
  reservationId: number | null;
  /** Whose appointment was opened: null unless the link was right. */
  patientId: string | null;
};

function audit(db: Pick<Db, 'insert'>, use: LinkUse, outcome: string) {
  return recordAudit(db, {
    actorSsn: null,
    subjectPatientId: use.patientId,
    onBehalfOfPatientId: null,
    action: use.action,
    resource: use.resource,
    detail: { reservationId: use.reservationId, address: use.req.ip ?? null, outcome },
    requestId: use.req.requestId,
  });
}
