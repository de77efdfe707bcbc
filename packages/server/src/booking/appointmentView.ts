import type { AppointmentWire, BrandId, Lang } from '@portal/domain';
import { and, arrayContains, eq, sql } from 'drizzle-orm';
import { type Db, schema } from '../db';

const { appointmentSlots: slots, clinics, practitioners, specialties, reservations } = schema;

/** The columns an appointment is shown with, joined from the catalogue. */
export const appointmentColumns = {
  id: slots.id,
  startAt: slots.startAt,
  durationMinutes: slots.durationMinutes,
  specialtyId: slots.specialtyId,
  practitionerId: slots.practitionerId,
  clinicId: slots.clinicId,
  kindId: slots.kindId,
  locationType: slots.locationType,
  isRemote: slots.isRemote,
  requiresAuthToReserve: slots.requiresAuthToReserve,
  customerTypes: slots.customerTypes,
  priceCents: slots.priceCents,
  practitionerName: practitioners.name,
  practitionerTitle: practitioners.title,
  practitionerIsResource: practitioners.isResource,
  practitionerPicture: practitioners.pictureUrl,
  practitionerInfo: practitioners.reservationInfo,
  clinicName: clinics.name,
  clinicStreet: clinics.street,
  clinicPostalCode: clinics.postalCode,
  clinicPostOffice: clinics.postOffice,
  specialtyTitle: specialties.title,
};

/** No active reservation holds the slot. */
export const isFree = sql`not exists (select 1 from ${reservations} where ${reservations.slotId} = ${slots.id} and ${reservations.status} = 'active')`;

/** The clinic is offered by the brand. */
export const offeredBy = (brand: BrandId) => arrayContains(clinics.brands, [brand]);

/**
 * The slot is at a clinic of the serving brand, written as "at none of the clinics the brand does
 * not offer". That list is read once per query (an init plan), and `<> all` is no index condition:
 * as `= any` the planner took the brand's clinic ids for a few and read a whole month of times
 * through the clinic index (150 ms instead of 5 ms at scale 10), where the search should walk its
 * start-time index and stop at the twentieth free time.
 */
export const atBrandClinic = (brand: BrandId) =>
  sql`${slots.clinicId} <> all(array(select ${clinics.id} from ${clinics} where not ${offeredBy(brand)}))`;

/** The slots joined with the catalogue rows every view of an appointment needs. */
export function selectAppointments(db: Db) {
  return db
    .select(appointmentColumns)
    .from(slots)
    .innerJoin(clinics, eq(clinics.id, slots.clinicId))
    .innerJoin(practitioners, eq(practitioners.id, slots.practitionerId))
    .innerJoin(specialties, eq(specialties.id, slots.specialtyId));
}

/** A row of {@link selectAppointments}. */
export type AppointmentRow = Awaited<ReturnType<typeof selectAppointments>>[number];

/** One appointment of the serving brand's clinics while it is free and still ahead, or undefined. */
export async function findFreeAppointment(
  db: Db,
  id: number,
  now: Date,
  brand: BrandId,
): Promise<AppointmentRow | undefined> {
  const [row] = await selectAppointments(db)
    .where(and(eq(slots.id, id), sql`${slots.startAt} > ${now}`, offeredBy(brand), isFree))
    .limit(1);
  return row;
}

/**
 * Whether a time of the serving brand's clinics is still ahead but reserved: another patient took
 * it, as opposed to a time that has passed or was removed (booking.md §2 item 6, §8).
 */
export async function isTakenAppointment(db: Db, id: number, now: Date, brand: BrandId): Promise<boolean> {
  const [row] = await db
    .select({ id: slots.id })
    .from(slots)
    .innerJoin(clinics, eq(clinics.id, slots.clinicId))
    .where(and(eq(slots.id, id), sql`${slots.startAt} > ${now}`, offeredBy(brand)))
    .limit(1);
  return row !== undefined;
}

/** The appointment as the API shows it, in the asked language. */
export function toAppointmentWire(row: AppointmentRow, lang: Lang): AppointmentWire {
  const specialtyTitle = row.specialtyTitle[lang];
  return {
    id: row.id,
    startDate: row.startAt.toISOString(),
    durationMinutes: row.durationMinutes,
    specialtyId: row.specialtyId,
    practitionerId: row.practitionerId,
    practitioner: {
      name: row.practitionerName,
      title: row.practitionerTitle[lang],
      isResource: row.practitionerIsResource,
      cmsContent: {
        profilePicture: row.practitionerPicture ? { url: row.practitionerPicture } : null,
        appointmentReservationInfo: row.practitionerInfo?.[lang] ?? null,
      },
    },
    clinicId: row.clinicId,
    clinic: {
      id: row.clinicId,
      name: row.clinicName,
      address: {
        street: row.clinicStreet,
        postalCode: row.clinicPostalCode,
        postOffice: row.clinicPostOffice,
      },
      cmsContent: { name: row.clinicName },
    },
    isRemote: row.isRemote,
    locationType: row.locationType,
    specialty: { name: specialtyTitle, cmsContent: { title: specialtyTitle } },
    kind: specialtyTitle,
    kindId: row.kindId,
    requiresAuthToReserve: row.requiresAuthToReserve,
    priceCents: row.priceCents,
    specialtyData: { specialties: [{ id: row.specialtyId }] },
  };
}
