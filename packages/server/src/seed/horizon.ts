import { bookingHorizonDays } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { schema } from '../db';
import { addDays, datesBetween, helsinkiDate, type LocalDate } from './calendar';
import { type PlannedSlot, type PractitionerWork, planDay } from './plan';

const INSERT_BATCH = 1000;
const PRACTITIONERS_PER_TRANSACTION = 20;

/** What {@link ensureSlotHorizon} did. */
export type HorizonReport = { slotsAdded: number; practitionersExtended: number; through: LocalDate };

/**
 * Keeps free times generated from `now` to the end of the Helsinki day
 * `days - 1` days ahead, for every practitioner in the database. Each
 * practitioner's last generated day is remembered, so a call only adds the
 * days still missing; run it on start and then daily. Generation is
 * deterministic and a practitioner cannot have two times starting together,
 * so an interrupted or concurrent run leaves no duplicates.
 *
 * @param options.now the instant from which times are offered
 * @param options.days length of the horizon in days; default 90
 * @param options.scale accepted for symmetry with `seedDemo`; the practitioners already in the database decide the volume
 */
export async function ensureSlotHorizon(
  db: Db,
  options: { now: Date; days?: number; scale?: number },
): Promise<HorizonReport> {
  const { now, days = bookingHorizonDays } = options;
  const today = helsinkiDate(now);
  const through = addDays(today, days - 1);
  const pending = (await readWork(db, today)).filter((work) => work.from <= through);

  let slotsAdded = 0;
  for (let index = 0; index < pending.length; index += PRACTITIONERS_PER_TRANSACTION) {
    const group = pending.slice(index, index + PRACTITIONERS_PER_TRANSACTION);
    slotsAdded += await db.transaction(async (tx) => {
      let added = 0;
      let batch: PlannedSlot[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        added += await insertSlots(tx, batch);
        batch = [];
      };
      for (const work of group) {
        for (const date of datesBetween(work.from, through)) {
          for (const slot of planDay(work, date)) {
            if (slot.startAt > now) batch.push(slot);
          }
          if (batch.length >= INSERT_BATCH) await flush();
        }
      }
      await flush();
      await tx
        .insert(schema.slotHorizon)
        .values(group.map((work) => ({ practitionerId: work.id, generatedThrough: through })))
        .onConflictDoUpdate({
          target: schema.slotHorizon.practitionerId,
          set: {
            generatedThrough: sql`greatest(${schema.slotHorizon.generatedThrough}, excluded.generated_through)`,
          },
        });
      return added;
    });
  }
  // The embedded database has no autovacuum to gather statistics: without them the planner
  // takes the free-time search for a scan of the whole table (seconds instead of milliseconds).
  if (slotsAdded > 0) await db.execute(sql`analyze appointment_slots`);
  return { slotsAdded, practitionersExtended: pending.length, through };
}

/**
 * Inserts free times, skipping any already there; answers how many were new.
 * One array per column through `unnest` keeps the statement to eleven
 * parameters however long the batch, which is about twice as fast as a
 * multi-row VALUES on both drivers.
 */
async function insertSlots(db: Pick<Db, 'execute'>, slots: PlannedSlot[]): Promise<number> {
  const column = <T>(value: (slot: PlannedSlot) => T) => sql.param(slots.map(value));
  const result = await db.execute<{ added: number }>(sql`
    with added as (
      insert into appointment_slots (start_at, duration_minutes, clinic_id, practitioner_id, specialty_id, kind_id,
        location_type, is_remote, requires_auth_to_reserve, customer_types, price_cents)
      select start_at, duration_minutes, clinic_id, practitioner_id, specialty_id, kind_id,
        location_type, is_remote, requires_auth_to_reserve, customer_types::text[], price_cents
      from unnest(
        ${column((slot) => slot.startAt.toISOString())}::timestamptz[],
        ${column((slot) => slot.durationMinutes)}::int[],
        ${column((slot) => slot.clinicId)}::text[],
        ${column((slot) => slot.practitionerId)}::text[],
        ${column((slot) => slot.specialtyId)}::text[],
        ${column((slot) => slot.kindId)}::text[],
        ${column((slot) => slot.locationType)}::text[],
        ${column((slot) => slot.isRemote ?? false)}::boolean[],
        ${column((slot) => slot.requiresAuthToReserve ?? false)}::boolean[],
        ${column((slot) => `{${slot.customerTypes.join(',')}}`)}::text[],
        ${column((slot) => slot.priceCents)}::int[]
      ) as planned(start_at, duration_minutes, clinic_id, practitioner_id, specialty_id, kind_id,
        location_type, is_remote, requires_auth_to_reserve, customer_types, price_cents)
      on conflict do nothing
      returning 1
    )
    select count(*)::int as added from added`);
  return result.rows[0]?.added ?? 0;
}

/** Every practitioner with their clinics, specialties and first day still to generate. */
async function readWork(db: Db, today: LocalDate): Promise<(PractitionerWork & { from: LocalDate })[]> {
  const { practitioners, practitionerClinics, practitionerSpecialties, clinics, slotHorizon } = schema;
  const [people, places, fields] = await Promise.all([
    db
      .select({ id: practitioners.id, generatedThrough: slotHorizon.generatedThrough })
      .from(practitioners)
      .leftJoin(slotHorizon, eq(slotHorizon.practitionerId, practitioners.id))
      .orderBy(practitioners.id),
    db
      .select({
        practitionerId: practitionerClinics.practitionerId,
        id: clinics.id,
        isRemote: clinics.isRemote,
      })
      .from(practitionerClinics)
      .innerJoin(clinics, eq(clinics.id, practitionerClinics.clinicId)),
    db.select().from(practitionerSpecialties),
  ]);
  const clinicsOf = groupBy(places, (place) => place.practitionerId);
  const specialtiesOf = groupBy(fields, (field) => field.practitionerId);
  return people.map((person) => ({
    id: person.id,
    // Days missed while the service was stopped are in the past: start from today.
    from: [
      today,
      person.generatedThrough ? addDays(person.generatedThrough, 1) : today,
    ].sort()[1] as LocalDate,
    clinics: clinicsOf.get(person.id) ?? [],
    specialtyIds: (specialtiesOf.get(person.id) ?? []).map((field) => field.specialtyId),
  }));
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
