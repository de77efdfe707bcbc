import {
  arrivalReasonOf,
  type BrandId,
  type CheckInFacts,
  type Lang,
  mayCancelAt,
  type OwnAppointmentWire,
  selfCheckInStatusAt,
} from '@portal/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { appointmentColumns, offeredBy, toAppointmentWire } from '../../booking/appointmentView';
import { type Db, schema } from '../../db';

const { appointmentSlots: slots, clinics, practitioners, specialties, reservations } = schema;

const ownColumns = {
  ...appointmentColumns,
  reservationId: reservations.id,
  patientId: reservations.patientId,
  status: reservations.status,
  healthCareType: reservations.healthCareType,
  checkedInAt: reservations.checkedInAt,
  arrivalReason: reservations.arrivalReason,
  roomLocation: reservations.roomLocation,
  providerCancelledAt: reservations.providerCancelledAt,
};

/** The end of the reserved time, for the future and past lists. */
export const endsAt = sql`${slots.startAt} + ${slots.durationMinutes} * interval '1 minute'`;

/**
 * The reservations of one patient at the serving brand's clinics, with everything their pages show.
 * Reservations the patient cancelled are gone from the lists; one the provider cancelled stays,
 * with its notice.
 */
export function selectOwnAppointments(db: Db, patientId: string, brand: BrandId, where?: SQL) {
  return db
    .select(ownColumns)
    .from(reservations)
    .innerJoin(slots, eq(slots.id, reservations.slotId))
    .innerJoin(clinics, eq(clinics.id, slots.clinicId))
    .innerJoin(practitioners, eq(practitioners.id, slots.practitionerId))
    .innerJoin(specialties, eq(specialties.id, slots.specialtyId))
    .where(
      and(eq(reservations.patientId, patientId), eq(reservations.status, 'active'), offeredBy(brand), where),
    );
}

/** One row of {@link selectOwnAppointments}. */
export type OwnAppointmentRow = Awaited<ReturnType<typeof selectOwnAppointments>>[number];

/** The future (soonest first) and past (newest first, at most `pastLimit`) reservations. */
export async function ownAppointmentLists(
  db: Db,
  patientId: string,
  brand: BrandId,
  now: Date,
  pastLimit: number,
) {
  const [future, past] = await Promise.all([
    selectOwnAppointments(db, patientId, brand, sql`${endsAt} > ${now}`).orderBy(asc(slots.startAt)),
    selectOwnAppointments(db, patientId, brand, sql`${endsAt} <= ${now}`)
      .orderBy(desc(slots.startAt))
      .limit(pastLimit),
  ]);
  return { future, past };
}

/** The named reservations of the patient, in the order named; the others are left out. */
export async function ownAppointmentsById(
  db: Db,
  patientId: string,
  brand: BrandId,
  ids: readonly number[],
): Promise<OwnAppointmentRow[]> {
  const rows = await selectOwnAppointments(db, patientId, brand, inArray(slots.id, [...ids]));
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/** The room is told once the patient is checked in; before that the reception decides. */
export function roomOf(row: { checkedInAt: Date | null; roomLocation: string | null }) {
  return row.checkedInAt !== null && row.roomLocation ? { location: row.roomLocation } : null;
}

/** What the domain's check-in and cancel rules read of a reservation row. */
export function checkInFactsOf(
  row: Omit<CheckInFacts, 'providerCancelled'> & { providerCancelledAt: Date | null },
): CheckInFacts {
  return {
    startAt: row.startAt,
    durationMinutes: row.durationMinutes,
    locationType: row.locationType,
    checkedInAt: row.checkedInAt,
    providerCancelled: row.providerCancelledAt !== null,
  };
}

/** The reservation as the patient's pages show it, in the asked language, at `now`. */
export function toOwnAppointmentWire(row: OwnAppointmentRow, lang: Lang, now: Date): OwnAppointmentWire {
  const facts = checkInFactsOf(row);
  return {
    ...toAppointmentWire(row, lang),
    healthCareType: row.healthCareType,
    selfCheckInStatus: selfCheckInStatusAt(facts, now),
    mayCancel: mayCancelAt(facts, now),
    hasAppointeeCanceled: facts.providerCancelled,
    room: roomOf(row),
    arrivalReason: arrivalReasonOf(row.arrivalReason),
    practitionerRate: {
      code: row.kindId,
      name: row.specialtyTitle,
      rateEuros: row.priceCents / 100,
      additionalFees: [],
    },
  };
}
