import { z } from 'zod/mini';
import { selfCheckInStatuses } from '../catalogue/appointment';
import { anonymousCheckInAnswers, checkInAnswers } from '../catalogue/check-in';
import { healthCareTypes } from '../catalogue/customer';
import { reasonForVisitMaxLength } from '../contact/reason-for-visit';
import { validateEndPart } from '../identity/end-part';
import { languages } from '../locale';
import { linkCancelOptions } from '../ownAppointments/rules';
import { appointmentWire } from './appointments';
import { text } from './text';

// Wire shapes of a patient's own appointments (patient-area.md §2, §3, §7; decisions.md §3).

const rate = z.object({
  code: z.string(),
  name: z.object({ fi: z.string(), sv: z.string(), en: z.string() }),
  rateEuros: z.number(),
});

/** One of the patient's own reservations, as the list and the appointment page show it. */
export const ownAppointmentWire = z.extend(appointmentWire, {
  /** The customer type the time was booked as: the price rules read it. */
  healthCareType: z.enum(healthCareTypes),
  selfCheckInStatus: z.enum(selfCheckInStatuses),
  mayCancel: z.boolean(),
  /** The provider cancelled the time and will offer a new one. */
  hasAppointeeCanceled: z.boolean(),
  /** The room, once the patient has checked in and the clinic has given one. */
  room: z.nullable(z.object({ location: z.string() })),
  /** The reason for the visit the patient wrote, without the fixed prefix. */
  arrivalReason: z.nullable(z.string()),
  practitionerRate: z.nullable(z.extend(rate, { additionalFees: z.array(rate) })),
});
/** One of the patient's own reservations. */
export type OwnAppointmentWire = z.infer<typeof ownAppointmentWire>;

/** `GET /api/new-customer`: whether the signed-in person (or the child) is new here (patient-area.md §2). */
export const newCustomerAnswer = z.object({ type: z.literal('success'), newCustomer: z.boolean() });

/** Query of the own-appointment reads. */
export const ownAppointmentsQuery = z.object({ lang: z._default(z.enum(languages), 'fi') });

/** The most past appointments the list shows, newest first. */
export const maxPastAppointments = 50;

/** `GET /api/own-appointments`: the future times (soonest first) and the past ones (newest first). */
export const ownAppointmentsAnswer = z.object({
  type: z.literal('success'),
  future: z.array(ownAppointmentWire),
  past: z.array(ownAppointmentWire),
});
/** The answer of the own appointment list. */
export type OwnAppointmentsAnswer = z.infer<typeof ownAppointmentsAnswer>;

/** `GET /api/own-appointments/{ids}`: the named reservations, in the order named. */
export const ownAppointmentAnswer = z.object({
  type: z.literal('success'),
  appointments: z.array(ownAppointmentWire).check(z.minLength(1)),
});

/** `POST /api/appointments/check-in/{id}` answers one of the check-in results (patient-area.md §7). */
export const checkInAnswer = z.object({ type: z.enum(checkInAnswers) });

/** `POST /api/appointments/{id}/arrival-reason` body: the reason with the fixed prefix. */
export const arrivalReasonRequest = z.object({
  // The prefix and the reason: the reason's 300 characters plus the prefix's.
  arrivalReason: text({ min: 1, max: reasonForVisitMaxLength + 100, lines: true }),
});

/**
 * The appointment an anonymous link shows: no personal data, only the time, its place and what the
 * visitor can do with it.
 */
export const anonymousAppointmentWire = z.extend(appointmentWire, {
  selfCheckInStatus: z.enum(selfCheckInStatuses),
  /** Whether signing in can cancel it, only a call, or nothing (`linkCancelOptionAt`). */
  cancel: z.enum(linkCancelOptions),
  /** The provider cancelled the time and will offer a new one. */
  hasAppointeeCanceled: z.boolean(),
  /** The room, once checked in and given by the clinic. */
  room: z.nullable(z.object({ location: z.string() })),
});
/** The appointment an anonymous link shows. */
export type AnonymousAppointmentWire = z.infer<typeof anonymousAppointmentWire>;

/** `GET /api/anon/appointments/{linkId}`: the appointment, or that it is already cancelled. */
export const anonymousAppointmentAnswer = z.object({
  type: z.literal('success'),
  status: z.enum(['success', 'appointment-already-cancelled']),
  appointment: anonymousAppointmentWire,
});
/** The answer of an anonymous appointment link. */
export type AnonymousAppointmentAnswer = z.infer<typeof anonymousAppointmentAnswer>;

/** `POST /api/anon/check-in` body: the link's id and the last four characters of the identity code. */
export const anonymousCheckInRequest = z.object({
  appointmentId: text({ min: 1, max: 200 }),
  ssnEndPart: z.string().check(
    z.maxLength(8),
    z.refine((value: string) => validateEndPart(value).ok, 'The end part is four characters'),
  ),
});

/**
 * `POST /api/anon/check-in` answer (patient-area.md §7). A wrong end part also tells how many wrong
 * ones are left before the appointment's check-in locks, so the page can say so before the lock.
 */
export const anonymousCheckInAnswer = z.object({
  type: z.enum(anonymousCheckInAnswers),
  triesLeft: z.optional(z.number().check(z.int(), z.minimum(0))),
});
