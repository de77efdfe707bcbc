import {
  type AppointmentWire,
  anonymousReservationNeedsStrongLogin,
  anonymousReserveRequest,
  type BrandConfig,
  cancellableUntil,
  helsinkiIsoDate,
  internalOrganizationOf,
  type Lang,
  maxFutureAnonymousReservations,
  namesMatch,
  parseIdentityCode,
  type ReservationDetails,
  reserveAnswer,
  reserveRequest,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Request } from 'express';
import { z } from 'zod';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';
import { defineOperation, type Operation, success } from '../http/operation';
import type { RateLimiter } from '../http/rateLimit';
import { type InsurerGateway, verifyDeclaredInsurerFields } from '../insurance';
import type { MessageGateway } from '../outbox/gateway';
import { auditedAnonymousAttempt } from './anonymousAttempt';
import { appointmentLinkOf } from './appointmentLink';
import { findFreeAppointment, toAppointmentWire } from './appointmentView';
import { sendConfirmation, sendOwnContactNotice } from './confirmation';
import { requireOccupationalContract, subjectOf } from './occupational';
import { reserveSlot } from './reserve';
import type { SearchCache } from './searchCache';

export type ReserveDeps = {
  db: Db;
  brand: BrandConfig;
  gateway: MessageGateway;
  clock: () => Date;
  /** Emptied after every reservation: the time is no longer free. */
  searchCache: SearchCache;
  /** Asked whether a reservation's declared permit and OP policy are the patient's. */
  insurers: InsurerGateway;
  /** The person's insurer calls, counted with the booking page's insurer checks. */
  insurerLimit: RateLimiter;
  /** The anonymous form's limits: per caller address and per identity code. */
  anonymousLimits: { perAddress: RateLimiter; perIdentityCode: RateLimiter };
  /** The portal's public address, for the appointment's own link in the confirmation. Default: no link. */
  publicUrl?: string;
};

const reserveErrors = [
  'appointmentNotAvailable',
  'tooManyReservations',
  'noPatient',
  'patientDataConsentRequired',
  'notCreditWorthy',
  'noOccupationalHealthcare',
  'webReservationNotAllowed',
] as const;

function details(
  appointment: AppointmentWire,
  contact: { email: string; phone: string },
  id: number,
  brand: BrandConfig,
) {
  return {
    reservationId: id,
    appointment,
    emailAddress: contact.email,
    phone: contact.phone,
    cancellableUntil: cancellableUntil(new Date(appointment.startDate), brand).toISOString(),
  } satisfies ReservationDetails;
}

const langOf = (req: Request): Lang => {
  const lang = req.query.lang;
  return lang === 'sv' || lang === 'en' ? lang : 'fi';
};

/** `POST /api/reserve-appointment` and `POST /api/anon/reserve-appointment` (booking.md §7). */
export function reserveOperations(deps: ReserveDeps): Operation[] {
  const { db, brand, gateway, clock, searchCache, anonymousLimits, insurers, insurerLimit, publicUrl } = deps;
  const findPatient = async (where: ReturnType<typeof eq>) => {
    const [patient] = await db.select().from(schema.patients).where(where).limit(1);
    return patient;
  };
  // A server serves one brand: a reservation said to be made in the other organisation is refused,
  // so that no booking is recorded, billed or confirmed under the wrong clinic (booking.md §3).
  const requireOwnOrganization = (given: string) => {
    if (given !== internalOrganizationOf(brand))
      throw new ApiError('ValidationError', [{ path: 'internalOrganization', message: 'otherBrand' }]);
  };

  const signedIn = defineOperation({
    method: 'post',
    path: '/api/reserve-appointment',
    summary: 'Reserves a free appointment for the signed-in patient (or the child a guardian acts for)',
    tag: 'reserve',
    access: 'signedIn',
    query: z.object({ csrfToken: z.string().optional(), lang: z.enum(['fi', 'sv', 'en']).optional() }),
    body: reserveRequest,
    response: reserveAnswer,
    errors: [
      ...reserveErrors,
      'conceptNotFound',
      'directReimbursementError',
      'insurerUnavailable',
      'tooManyRequests',
    ],
    handler: async ({ body, session, req, res }) => {
      requireOwnOrganization(body.internalOrganization);
      const patientId = subjectOf(session);
      const patient = patientId ? await findPatient(eq(schema.patients.id, patientId)) : undefined;
      if (!patient) throw new ApiError('noPatient');
      if (!patient.patientDataConsentFormUpdated) throw new ApiError('patientDataConsentRequired');
      if (body.healthCareType === 'occupational') await requireOccupationalContract(db, session);
      else if (!patient.isCreditWorthy) throw new ApiError('notCreditWorthy');
      await verifyDeclaredInsurerFields(db, insurers, {
        session,
        patientId: patient.id,
        fields: body,
        limit: insurerLimit,
        res,
      });

      const lang = langOf(req);
      const now = clock();
      const { reservationId, slot, linkSecret } = await reserveSlot(db, {
        slotId: body.appointmentId,
        patientId: patient.id,
        actorSsn: session.personSsn,
        onBehalfOfPatientId: session.actingForPatientId,
        channel: 'signedIn',
        healthCareType: body.healthCareType,
        email: body.emailAddress,
        phone: body.phone,
        internalOrganization: body.internalOrganization,
        conceptCode: body.conceptCode,
        description: body.description,
        dcpContentHash: body.dcpContentHash,
        pohjolaPolicyId: body.pohjolaPolicyId,
        maxFutureReservations: brand.maxFutureWebReservations,
        brand: brand.id,
        now,
        requestId: req.requestId,
      });
      searchCache.invalidate();
      const appointment = toAppointmentWire(slot, lang);
      const contact = { email: body.emailAddress, phone: body.phone };
      const link = appointmentLinkOf(publicUrl, lang, reservationId, linkSecret);
      await sendConfirmation(
        gateway,
        { lang, brand, appointment, name: patient.firstName, now, link, ...contact },
        (err) => req.log?.error({ err }, 'confirmation not sent'),
      );
      return success({ reservationDetails: details(appointment, contact, reservationId, brand) });
    },
  });

  const anonymous = defineOperation({
    method: 'post',
    path: '/api/anon/reserve-appointment',
    summary: 'Reserves an ordinary appointment with the anonymous form (weak identification)',
    tag: 'reserve',
    access: 'public',
    query: z.object({ lang: z.enum(['fi', 'sv', 'en']).optional() }),
    body: anonymousReserveRequest,
    response: reserveAnswer,
    errors: [...reserveErrors, 'patientInfoConflict', 'authenticationRequired', 'tooManyRequests'],
    handler: async ({ body, req, res }) => {
      // The schema cannot know the day; a code of someone not yet born is refused as the form does.
      const code = parseIdentityCode(body.ssn, { today: helsinkiIsoDate(clock()) });
      if (!code.ok) throw new ApiError('ValidationError', [{ path: 'ssn', message: code.error }]);
      requireOwnOrganization(body.internalOrganization);
      // Every well-formed attempt counts, whatever it answers: each one tells something of a person.
      await anonymousLimits.perAddress.consume(req.ip ?? 'unknown', res);
      await anonymousLimits.perIdentityCode.consume(body.ssn, res);
      return auditedAnonymousAttempt(db, req, body.ssn, async (attempt) => {
        const now = clock();
        const free = await findFreeAppointment(db, body.appointmentId, now, brand.id);
        if (!free) throw new ApiError('appointmentNotAvailable');
        if (anonymousReservationNeedsStrongLogin(free)) throw new ApiError('authenticationRequired');
        const patient = await findPatient(eq(schema.patients.ssn, body.ssn));
        if (!patient) throw new ApiError('noPatient');
        attempt.patientId = patient.id;
        if (!namesMatch(body, patient)) throw new ApiError('patientInfoConflict');
        if (!patient.patientDataConsentFormUpdated) throw new ApiError('patientDataConsentRequired');
        if (!patient.isCreditWorthy) throw new ApiError('notCreditWorthy');

        const lang = langOf(req);
        const { reservationId, slot, linkSecret } = await reserveSlot(db, {
          slotId: body.appointmentId,
          patientId: patient.id,
          actorSsn: body.ssn,
          onBehalfOfPatientId: null,
          channel: 'anonymous',
          healthCareType: 'private',
          email: body.emailAddress,
          phone: body.phone,
          internalOrganization: body.internalOrganization,
          maxFutureReservations: brand.maxFutureWebReservations,
          maxFutureAnonymousReservations,
          brand: brand.id,
          now,
          requestId: req.requestId,
        });
        searchCache.invalidate();
        const appointment = toAppointmentWire(slot, lang);
        const contact = { email: body.emailAddress, phone: body.phone };
        const link = appointmentLinkOf(publicUrl, lang, reservationId, linkSecret);
        const confirmation = { lang, brand, appointment, name: body.firstName, now, link, ...contact };
        const notSent = (err: unknown) => req.log?.error({ err }, 'confirmation not sent');
        await sendConfirmation(gateway, confirmation, notSent);
        await sendOwnContactNotice(
          gateway,
          confirmation,
          { email: patient.email, phone: patient.phone },
          notSent,
        );
        return success({ reservationDetails: details(appointment, contact, reservationId, brand) });
      });
    },
  });

  return [signedIn, anonymous];
}
