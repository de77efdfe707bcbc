import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, schema } from '../db';
import { openTestDatabase } from '../db/testing';
import { seedDemo } from '.';
import { removePastFreeSlots } from './cleanup';

// Monday 23 November 2026, 09:30 in Helsinki.
const now = new Date('2026-11-23T07:30:00Z');
const DAY_MS = 86_400_000;

async function countSlots(db: Db, before: Date) {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from appointment_slots where start_at < ${before.toISOString()}::timestamptz`,
  );
  return result.rows[0]?.count ?? 0;
}

describe('removePastFreeSlots', () => {
  let database: Database;
  let reservedSlotId: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db, { today: now, horizonDays: 3, appointments: false });
    const { db } = database;
    const [slot] = await db
      .select()
      .from(schema.appointmentSlots)
      .orderBy(asc(schema.appointmentSlots.startAt))
      .limit(1);
    const [maija] = await db.select().from(schema.patients).where(eq(schema.patients.ssn, '150385-9024'));
    if (!slot || !maija) throw new Error('the demo has no times or no Maija');
    reservedSlotId = slot.id;
    await db.insert(schema.reservations).values({
      slotId: slot.id,
      patientId: maija.id,
      reservedBySsn: maija.ssn,
      channel: 'signedIn',
      healthCareType: 'private',
      internalOrganization: 'aava',
    });
  }, 60_000);
  afterAll(() => database?.close());

  it('given times still ahead or begun within a day, should keep them all', async () => {
    const all = await countSlots(database.db, new Date(now.getTime() + 30 * DAY_MS));
    expect(await removePastFreeSlots(database.db, { now: new Date(now.getTime() + DAY_MS / 2) })).toBe(0);
    expect(await countSlots(database.db, new Date(now.getTime() + 30 * DAY_MS))).toBe(all);
  });

  it('given free times that began more than a day ago, should remove them and keep the reserved one', async () => {
    const later = new Date(now.getTime() + 5 * DAY_MS);
    const past = await countSlots(database.db, new Date(later.getTime() - DAY_MS));
    expect(past).toBeGreaterThan(1);
    expect(await removePastFreeSlots(database.db, { now: later })).toBe(past - 1);
    const left = await database.db
      .select({ id: schema.appointmentSlots.id })
      .from(schema.appointmentSlots)
      .where(
        sql`${schema.appointmentSlots.startAt} < ${new Date(later.getTime() - DAY_MS).toISOString()}::timestamptz`,
      );
    expect(left).toEqual([{ id: reservedSlotId }]);
  });
});
