import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db';
import { openTestDatabase } from '../db/testing';
import { ensureShortNoticeTimes, seedDemo } from '.';

const HOUR_MS = 3_600_000;

/** Free, anonymously bookable clinic visits of a specialty in a brand within a stretch of hours. */
async function freeVisits(
  db: Db,
  brand: string,
  specialtyId: string,
  now: Date,
  fromHours: number,
  toHours: number,
) {
  const result = await db.execute<{ start: string }>(sql`
    select to_char(s.start_at at time zone 'Europe/Helsinki', 'YYYY-MM-DD HH24:MI') as start
    from appointment_slots s join clinics c on c.id = s.clinic_id
    where s.specialty_id = ${specialtyId} and ${brand} = any(c.brands)
      and s.location_type = 'physicalLocation' and not s.requires_auth_to_reserve
      and s.start_at between ${new Date(now.getTime() + fromHours * HOUR_MS).toISOString()}::timestamptz
        and ${new Date(now.getTime() + toHours * HOUR_MS).toISOString()}::timestamptz
      and not exists (select 1 from reservations r where r.slot_id = s.id and r.status = 'active')
    order by s.start_at`);
  return result.rows.map((row) => row.start);
}

describe('ensureShortNoticeTimes', () => {
  describe('given Saturday 23.00 in Helsinki, when no practitioner works before Monday', () => {
    // Saturday 28 November 2026, 23:00 in Helsinki.
    const now = new Date('2026-11-28T21:00:00Z');
    let database: Database;
    let added: number;
    beforeAll(async () => {
      database = await openTestDatabase();
      added = (await seedDemo(database.db, { today: now, horizonDays: 3, appointments: false }))
        .shortNoticeTimes;
    }, 120_000);
    afterAll(() => database?.close());

    it('should have had no free visit within a day of now in the horizon itself', async () => {
      expect(added).toBe(6);
    });

    it('should offer each brand visits on Sunday at 7, 11 and 15, within the binding threshold', async () => {
      const sunday = ['2026-11-29 07:00', '2026-11-29 11:00', '2026-11-29 15:00'];
      expect(await freeVisits(database.db, 'general', 'YLE', now, 0, 24)).toEqual(sunday);
      expect(await freeVisits(database.db, 'children', 'LAS', now, 0, 24)).toEqual(sunday);
    });

    it('should add nothing when it runs again', async () => {
      expect(await ensureShortNoticeTimes(database.db, now)).toBe(0);
      expect(await freeVisits(database.db, 'general', 'YLE', now, 0, 24)).toHaveLength(3);
    });

    it('should add back only what someone has booked since', async () => {
      await database.db.execute(sql`
        insert into reservations (slot_id, patient_id, reserved_by_ssn, channel, health_care_type, internal_organization)
        select s.id, (select id from patients limit 1), 'test', 'clinic', 'private', 'aava'
        from appointment_slots s join clinics c on c.id = s.clinic_id
        where s.specialty_id = 'YLE' and 'general' = any(c.brands)
          and s.start_at = '2026-11-29T13:00:00Z'`);
      expect(await ensureShortNoticeTimes(database.db, now)).toBe(1);
      expect(await freeVisits(database.db, 'general', 'YLE', now, 0, 24)).toEqual([
        '2026-11-29 07:00',
        '2026-11-29 11:00',
        '2026-11-29 15:00',
      ]);
    });
  });

  describe('given Monday 09.30 in Helsinki, with a working day ahead', () => {
    // Monday 23 November 2026, 09:30 in Helsinki.
    const now = new Date('2026-11-23T07:30:00Z');
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
      await seedDemo(database.db, { today: now, horizonDays: 3, appointments: false });
    }, 120_000);
    afterAll(() => database?.close());

    it('should add no time of its own: the horizon already has free visits that day', async () => {
      expect(await freeVisits(database.db, 'general', 'YLE', now, 4, 22)).not.toHaveLength(0);
      expect(await ensureShortNoticeTimes(database.db, now)).toBe(0);
    });
  });
});
