import type { BrandId } from '@portal/domain';
import { and, arrayContains, eq, gte, lte, sql } from 'drizzle-orm';
import { type Db, schema } from '../db';
import { DEFAULT_SLOT_RULE, SLOT_RULES } from './catalogue/specialties';
import { practitionerPlaces } from './practitionerPlaces';

const { appointmentSlots: slots, clinics } = schema;

const HOUR_MS = 3_600_000;
const FIVE_MINUTES_MS = 300_000;

/** Each brand's everyday visit: the one a short-notice time is offered for. */
const SHORT_NOTICE = [
  { brand: 'general', specialtyId: 'YLE' },
  { brand: 'children', specialtyId: 'LAS' },
] as const;

/**
 * The stretch in which the demo always has a few free times, well inside the 24-hour binding
 * threshold, and the hours from now at which they are added when missing.
 */
export const shortNoticeWindow = { fromHours: 4, toHours: 22, atHours: [8, 12, 16] } as const;

/**
 * Keeps a few free times at a clinic within a day of `now` in each brand, standing for times patients
 * have just cancelled. The practitioners work weekdays and some Saturdays, so from Saturday evening
 * to Sunday morning the horizon alone has no time within the binding threshold, and the demo (and
 * its tests) could not show a binding reservation. Adds nothing when enough such times are already
 * free; answers how many it added.
 */
export async function ensureShortNoticeTimes(db: Db, now: Date): Promise<number> {
  let added = 0;
  for (const { brand, specialtyId } of SHORT_NOTICE) {
    const from = new Date(now.getTime() + shortNoticeWindow.fromHours * HOUR_MS);
    const to = new Date(now.getTime() + shortNoticeWindow.toHours * HOUR_MS);
    const free = await db
      .select({ id: slots.id })
      .from(slots)
      .innerJoin(clinics, eq(clinics.id, slots.clinicId))
      .where(
        and(
          eq(slots.specialtyId, specialtyId),
          eq(slots.locationType, 'physicalLocation'),
          eq(slots.requiresAuthToReserve, false),
          arrayContains(clinics.brands, [brand]),
          gte(slots.startAt, from),
          lte(slots.startAt, to),
          sql`not exists (select 1 from reservations r where r.slot_id = ${slots.id} and r.status = 'active')`,
        ),
      )
      .limit(shortNoticeWindow.atHours.length);
    for (const hours of shortNoticeWindow.atHours.slice(free.length)) {
      if (await addFreeTime(db, brand, specialtyId, new Date(now.getTime() + hours * HOUR_MS))) added += 1;
    }
  }
  return added;
}

/** A free time about `at` with the first practitioner of the specialty in the brand who is free then. */
async function addFreeTime(db: Db, brand: BrandId, specialtyId: string, at: Date): Promise<boolean> {
  // On the five minutes, as clinics book.
  const startAt = new Date(Math.ceil(at.getTime() / FIVE_MINUTES_MS) * FIVE_MINUTES_MS);
  const rule = SLOT_RULES.get(specialtyId) ?? DEFAULT_SLOT_RULE;
  const candidates = await practitionerPlaces(db, { specialtyId, brand, remote: false });
  for (const { practitionerId, clinicId } of candidates) {
    // A practitioner cannot have two times starting together: one who already has this instant
    // is passed over.
    const inserted = await db
      .insert(slots)
      .values({
        startAt,
        durationMinutes: rule.durationMinutes,
        clinicId,
        practitionerId,
        specialtyId,
        kindId: 'VAST',
        locationType: 'physicalLocation',
        isRemote: false,
        customerTypes: rule.customerTypes,
        priceCents: rule.priceCents,
      })
      .onConflictDoNothing()
      .returning({ id: slots.id });
    if (inserted.length > 0) return true;
  }
  return false;
}
