import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, schema } from '../db';
import { openTestDatabase, startTestPostgres } from '../db/testing';
import { ensureSlotHorizon, seedDemo } from '.';

// Monday 23 November 2026, 09:30 in Helsinki.
const now = new Date('2026-11-23T07:30:00Z');
const DAY_MS = 86_400_000;

async function slotStats(db: Db) {
  const result = await db.execute<{
    count: number;
    beforeNow: number;
    last: string;
    sundays: number;
    saturdays: number;
  }>(sql`
    select count(*)::int as count,
      count(*) filter (where start_at <= ${now.toISOString()}::timestamptz)::int as "beforeNow",
      to_char(max(start_at at time zone 'Europe/Helsinki'), 'YYYY-MM-DD') as last,
      count(*) filter (where extract(isodow from start_at at time zone 'Europe/Helsinki') = 7)::int as sundays,
      count(*) filter (where extract(isodow from start_at at time zone 'Europe/Helsinki') = 6)::int as saturdays
    from appointment_slots`);
  const [row] = result.rows;
  if (!row) throw new Error('no statistics');
  return row;
}

describe('ensureSlotHorizon', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db, { today: now, horizonDays: 0, appointments: false });
  }, 60_000);
  afterAll(() => database?.close());

  describe('given practitioners without any times', () => {
    it('should fill 90 days from now, weekdays and some Saturdays, never Sundays', async () => {
      const report = await ensureSlotHorizon(database.db, { now, days: 90 });
      const stats = await slotStats(database.db);
      expect(report.through).toBe('2027-02-20');
      expect(report.slotsAdded).toBe(stats.count);
      expect(stats.beforeNow).toBe(0);
      // 20 February 2027 is a Saturday: the last times are on that week's Friday or Saturday.
      expect(['2027-02-19', '2027-02-20']).toContain(stats.last);
      expect(stats.sundays).toBe(0);
      expect(stats.saturdays).toBeGreaterThan(0);
    }, 60_000);

    it('should remember the last day for every practitioner', async () => {
      const horizons = await database.db.select().from(schema.slotHorizon);
      const practitioners = await database.db
        .select({ id: schema.practitioners.id })
        .from(schema.practitioners);
      expect(horizons).toHaveLength(practitioners.length);
      expect(new Set(horizons.map((row) => row.generatedThrough))).toEqual(new Set(['2027-02-20']));
    });
  });

  describe('when called again at the same moment', () => {
    it('should add nothing', async () => {
      const before = await slotStats(database.db);
      const report = await ensureSlotHorizon(database.db, { now, days: 90 });
      expect(report).toEqual({ slotsAdded: 0, practitionersExtended: 0, through: '2027-02-20' });
      expect((await slotStats(database.db)).count).toBe(before.count);
    });
  });

  describe('when called on the next day', () => {
    it('should add only the one new day at the end', async () => {
      const before = await slotStats(database.db);
      const report = await ensureSlotHorizon(database.db, {
        now: new Date(now.getTime() + DAY_MS),
        days: 90,
      });
      const added = await database.db.execute<{ day: string }>(sql`
        select distinct to_char(start_at at time zone 'Europe/Helsinki', 'YYYY-MM-DD') as day
        from appointment_slots where start_at > ${new Date('2027-02-20T22:00:00Z').toISOString()}::timestamptz`);
      expect(report.through).toBe('2027-02-21');
      // The new day is a Sunday, so the horizon moves and nobody works.
      expect(report.slotsAdded).toBe(0);
      expect(added.rows).toEqual([]);
      expect((await slotStats(database.db)).count).toBe(before.count);

      const monday = await ensureSlotHorizon(database.db, {
        now: new Date(now.getTime() + 2 * DAY_MS),
        days: 90,
      });
      const stats = await slotStats(database.db);
      expect(monday.through).toBe('2027-02-22');
      expect(monday.slotsAdded).toBeGreaterThan(100);
      expect(stats.count).toBe(before.count + monday.slotsAdded);
      expect(stats.last).toBe('2027-02-22');
    });
  });

  describe('when a practitioner joins', () => {
    it('should give them a whole horizon and nobody else anything', async () => {
      await database.db.insert(schema.practitioners).values({
        id: 'uusi-laakari-0001',
        name: 'Liisa Uusitalo',
        title: { fi: 'Yleislääkäri', sv: 'Allmänläkare', en: 'General practitioner' },
      });
      await database.db
        .insert(schema.practitionerClinics)
        .values({ practitionerId: 'uusi-laakari-0001', clinicId: 'HKI-KAMPPI' });
      await database.db
        .insert(schema.practitionerSpecialties)
        .values({ practitionerId: 'uusi-laakari-0001', specialtyId: 'YLE' });
      const later = new Date(now.getTime() + 2 * DAY_MS);
      const report = await ensureSlotHorizon(database.db, { now: later, days: 90 });
      const theirs = await database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from appointment_slots where practitioner_id = 'uusi-laakari-0001'`,
      );
      expect(report.practitionersExtended).toBe(1);
      expect(report.slotsAdded).toBe(theirs.rows[0]?.count);
      expect(report.slotsAdded).toBeGreaterThan(200);
    });
  });
});

describe('given two servers keeping one PostgreSQL database filled at once', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase({ url: await startTestPostgres() });
    await seedDemo(database.db, { today: now, horizonDays: 0, appointments: false });
  }, 60_000);
  afterAll(() => database?.close());

  it('should not double any time', async () => {
    const [general, children] = await Promise.all([
      ensureSlotHorizon(database.db, { now, days: 14 }),
      ensureSlotHorizon(database.db, { now, days: 14 }),
    ]);
    const stats = await slotStats(database.db);

    // The same fortnight filled once, alone, in the embedded database.
    const alone = await openTestDatabase();
    await seedDemo(alone.db, { today: now, horizonDays: 14, appointments: false });
    const expected = await slotStats(alone.db);
    await alone.close();

    expect(stats.count).toBe(expected.count);
    expect(general.slotsAdded + children.slotsAdded).toBe(stats.count);
    expect((await ensureSlotHorizon(database.db, { now, days: 14 })).slotsAdded).toBe(0);
  }, 60_000);
});
