import { addDays, helsinkiDate, helsinkiInstant } from '@portal/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { type Db, schema } from '../db';
import type { CustomerType, LocationType } from '../db/schema';
import { type PractitionerPlace, practitionerPlaces } from './practitionerPlaces';

const { reservations, appointmentSlots: slots } = schema;

const MINUTE_MS = 60_000;

/** When a demo time is: minutes from the seed's now, or a Helsinki hour on a day from today. */
type When = { minutesFromNow: number } | { days: number; hour: number; minute?: number };

/** One of the demo persons' own reservations. */
type DemoAppointment = {
  ssn: string;
  brand: 'general' | 'children';
  when: When;
  specialtyId: string;
  remote?: boolean;
  locationType?: LocationType;
  healthCareType?: CustomerType;
  checkedIn?: boolean;
  room?: string;
  providerCancelled?: boolean;
  priceCents?: number;
};

const MAIJA = '150385-9024';
const EETU = '120518A958A';
const MIKKO = '150385-913F';

/**
 * The demo persons' appointments (docs/demo.md): Maija's due, checked-in, within-the-deadline,
 * provider-cancelled, remote and ordinary times and her past ones in both brands, Eetu's own and
 * Mikko's occupational one. Times are relative to the seed's now, so the demo is always current.
 */
export const DEMO_APPOINTMENTS: readonly DemoAppointment[] = [
  { ssn: MAIJA, brand: 'general', when: { minutesFromNow: 20 }, specialtyId: 'YLE' },
  {
    ssn: MAIJA,
    brand: 'general',
    when: { minutesFromNow: 5 },
    specialtyId: 'SH',
    checkedIn: true,
    room: '2. krs, huone 214',
  },
  { ssn: MAIJA, brand: 'general', when: { minutesFromNow: 180 }, specialtyId: 'SH' },
  { ssn: MAIJA, brand: 'general', when: { days: 2, hour: 14 }, specialtyId: 'YLE', remote: true },
  { ssn: MAIJA, brand: 'general', when: { days: 5, hour: 9 }, specialtyId: 'IHO', providerCancelled: true },
  { ssn: MAIJA, brand: 'general', when: { days: 7, hour: 10 }, specialtyId: 'YLE' },
  { ssn: MAIJA, brand: 'general', when: { days: 9, hour: 11 }, specialtyId: 'FT' },
  { ssn: MAIJA, brand: 'general', when: { days: -30, hour: 10 }, specialtyId: 'YLE', checkedIn: true },
  { ssn: MAIJA, brand: 'general', when: { days: -120, hour: 13 }, specialtyId: 'SH', checkedIn: true },
  { ssn: MAIJA, brand: 'children', when: { days: 4, hour: 10 }, specialtyId: 'LAS' },
  { ssn: MAIJA, brand: 'children', when: { days: -45, hour: 9 }, specialtyId: 'LAS', checkedIn: true },
  { ssn: EETU, brand: 'children', when: { days: 3, hour: 15 }, specialtyId: 'LAS' },
  { ssn: EETU, brand: 'general', when: { days: 6, hour: 12 }, specialtyId: 'YLE' },
  { ssn: EETU, brand: 'children', when: { days: -60, hour: 10 }, specialtyId: 'LAS', checkedIn: true },
  {
    ssn: MIKKO,
    brand: 'general',
    when: { days: 6, hour: 9 },
    specialtyId: 'TTL',
    healthCareType: 'occupational',
    priceCents: 0,
  },
];

/** Marks the seed's reservations: they stand for times booked at the clinic or by phone. */
export const DEMO_RESERVED_BY = 'demo-seed';

function startOf(when: When, now: Date): Date {
  if ('minutesFromNow' in when) {
    // On the five minutes, as clinics book.
    const at = now.getTime() + when.minutesFromNow * MINUTE_MS;
    return new Date(Math.ceil(at / (5 * MINUTE_MS)) * 5 * MINUTE_MS);
  }
  return helsinkiInstant(addDays(helsinkiDate(now), when.days), when.hour, when.minute ?? 0);
}

/**
 * Seeds the demo persons' appointments when a person has no future time of the seed left, so that a
 * restarted demo shows current times again; a person's own bookings stay as they are. Answers the
 * number of reservations added.
 */
export async function seedDemoAppointments(db: Db, now: Date): Promise<number> {
  const people = await db
    .select({ id: schema.patients.id, ssn: schema.patients.ssn })
    .from(schema.patients)
    .where(inArray(schema.patients.ssn, [...new Set(DEMO_APPOINTMENTS.map((a) => a.ssn))]));
  let added = 0;
  for (const person of people) {
    const [current] = await db
      .select({ id: reservations.id })
      .from(reservations)
      .innerJoin(slots, eq(slots.id, reservations.slotId))
      .where(
        and(
          eq(reservations.patientId, person.id),
          eq(reservations.reservedBySsn, DEMO_RESERVED_BY),
          gt(slots.startAt, now),
        ),
      )
      .limit(1);
    if (current) continue;
    for (const appointment of DEMO_APPOINTMENTS.filter((a) => a.ssn === person.ssn)) {
      if (await seedOne(db, person.id, appointment, now)) added += 1;
    }
  }
  return added;
}

async function seedOne(db: Db, patientId: string, appointment: DemoAppointment, now: Date): Promise<boolean> {
  const remote = appointment.remote ?? false;
  // The first practitioner of the specialty may already be booked at that instant (a time a
  // few minutes from now falls on the free times' grid at some hours): the next one takes it.
  const practitioners = await practitionerPlaces(db, {
    specialtyId: appointment.specialtyId,
    brand: appointment.brand,
    remote,
  });
  for (const practitioner of practitioners) {
    if (await reserveFor(db, patientId, appointment, practitioner, now)) return true;
  }
  return false;
}

/** Reserves the demo appointment with one practitioner; `false` when that time of theirs is taken. */
async function reserveFor(
  db: Db,
  patientId: string,
  appointment: DemoAppointment,
  practitioner: PractitionerPlace,
  now: Date,
): Promise<boolean> {
  const remote = appointment.remote ?? false;
  const startAt = startOf(appointment.when, now);
  const locationType = appointment.locationType ?? (remote ? 'videoAppointment' : 'physicalLocation');
  const healthCareType = appointment.healthCareType ?? 'private';
  return db.transaction(async (tx) => {
    await tx
      .insert(slots)
      .values({
        startAt,
        durationMinutes: 30,
        clinicId: practitioner.clinicId,
        practitionerId: practitioner.practitionerId,
        specialtyId: appointment.specialtyId,
        kindId: remote ? 'VIDEO' : 'VAST',
        locationType,
        isRemote: remote,
        customerTypes: [healthCareType],
        priceCents: appointment.priceCents ?? 7900,
      })
      .onConflictDoNothing();
    const [slot] = await tx
      .select({ id: slots.id })
      .from(slots)
      .where(and(eq(slots.practitionerId, practitioner.practitionerId), eq(slots.startAt, startAt)))
      .for('update');
    if (!slot) return false;
    const inserted = await tx
      .insert(reservations)
      .values({
        slotId: slot.id,
        patientId,
        reservedBySsn: DEMO_RESERVED_BY,
        channel: 'clinic',
        healthCareType,
        internalOrganization: appointment.brand === 'children' ? 'pikkujatti' : 'aava',
        checkedInAt: appointment.checkedIn
          ? new Date(Math.min(startAt.getTime(), now.getTime()) - 5 * MINUTE_MS)
          : null,
        roomLocation: appointment.room ?? null,
        providerCancelledAt: appointment.providerCancelled ? now : null,
      })
      // A slot someone else already holds stays theirs.
      .onConflictDoNothing()
      .returning({ id: reservations.id });
    return inserted.length > 0;
  });
}
