import { type AppointmentSearchQuery, type BrandId, timesOfDay } from '@portal/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, schema } from '../db';
import { openTestDatabase } from '../db/testing';
import { seedDemo } from '../seed';
import { type Availability, startAvailability } from './availability';
import { availableDates, searchAppointments } from './search';

// The index in memory must answer exactly what the SQL search answers, for every filter, page and
// range: the same seeded database, some of its times reserved and some of those cancelled again.
let database: Database;
let availability: Availability;
// A week before Helsinki's clocks go forward (28 March 2027), so the days and hours cross the change.
const now = new Date('2027-03-21T08:30:00Z');
const hour = 3_600_000;
let clinicIds: string[];
let specialtyIds: string[];
let practitionerIds: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await seedDemo(db, { today: now, horizonDays: 14 });
  availability = startAvailability({ db, listen: database.listen, clock: () => now });
  await availability.ready;
  clinicIds = (await db.select({ id: schema.clinics.id }).from(schema.clinics)).map((row) => row.id);
  specialtyIds = (await db.select({ id: schema.specialties.id }).from(schema.specialties)).map((r) => r.id);
  practitionerIds = (await db.select({ id: schema.practitioners.id }).from(schema.practitioners)).map(
    (row) => row.id,
  );
  // Every seventh time reserved after the index was read, then every other one of those cancelled:
  // the index learns both from the database's notices.
  const [patient] = await db.select({ id: schema.patients.id }).from(schema.patients).limit(1);
  const taken = await db.execute<{ id: number }>(
    sql`select s.id from appointment_slots s where s.start_at > ${now} and s.id % 7 = 0
      and not exists (select 1 from reservations r where r.slot_id = s.id and r.status = 'active')`,
  );
  const values = taken.rows.map((row) => ({
    slotId: Number(row.id),
    patientId: patient?.id ?? '',
    reservedBySsn: '010101-123N',
    channel: 'signedIn' as const,
    healthCareType: 'private' as const,
    internalOrganization: 'test',
  }));
  for (let i = 0; i < values.length; i += 500)
    await db.insert(schema.reservations).values(values.slice(i, i + 500));
  await db
    .update(schema.reservations)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      inArray(
        schema.reservations.slotId,
        values.filter((_, i) => i % 2 === 0).map((v) => v.slotId),
      ),
    );
  await availability.settle();
}, 120_000);
afterAll(async () => {
  await availability.close();
  await database.close();
});

const subsetOf = (all: () => string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant<string[]>([]) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.array(fc.nat(), { maxLength: 4 }), fc.boolean())
        .map(([picks, unknown]) => [
          ...new Set(picks.map((pick) => all()[pick % all().length] as string)),
          ...(unknown ? ['NO-SUCH-ID'] : []),
        ]),
    },
  );

const searches = fc.record({
  startHours: fc.integer({ min: -48, max: 15 * 24 }),
  startMs: fc.integer({ min: 0, max: hour - 1 }),
  lengthHours: fc.oneof(fc.integer({ min: 0, max: 48 }), fc.integer({ min: 0, max: 20 * 24 })),
  clinicIds: subsetOf(() => clinicIds),
  specialtyIds: subsetOf(() => specialtyIds),
  practitionerIds: subsetOf(() => practitionerIds),
  includeRemote: fc.boolean(),
  timeOfDay: fc.constantFrom(...timesOfDay),
  customer: fc.constantFrom('private', 'occupational', 'insurance', 'kela65'),
  offset: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 2000 })),
  brand: fc.constantFrom<BrandId>('general', 'children'),
  lateMinutes: fc.integer({ min: 0, max: 3 * 24 * 60 }),
});

type Search = typeof searches extends fc.Arbitrary<infer T> ? T : never;

function queryOf(s: Search): AppointmentSearchQuery {
  const start = now.getTime() + s.startHours * hour + s.startMs;
  return {
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + s.lengthHours * hour).toISOString(),
    clinicIds: s.clinicIds,
    specialtyIds: s.specialtyIds,
    practitionerIds: s.practitionerIds,
    includeRemote: s.includeRemote,
    timeOfDay: s.timeOfDay,
    isOccupationalHealthcare: s.customer === 'occupational',
    isInsuranceCustomer: s.customer === 'insurance',
    isKela65: s.customer === 'kela65',
    lang: 'fi',
    offset: s.offset,
  };
}

describe('the free times in memory', () => {
  it('should hold reservations and cancellations made after they were read', async () => {
    const index = availability.current();
    const [reserved] = await database.db
      .select({ slotId: schema.reservations.slotId })
      .from(schema.reservations)
      .innerJoin(schema.appointmentSlots, eq(schema.appointmentSlots.id, schema.reservations.slotId))
      .where(eq(schema.reservations.status, 'active'))
      .orderBy(asc(schema.appointmentSlots.startAt))
      .limit(1);
    expect(index?.size).toBeGreaterThan(1000);
    const query = queryOf({
      startHours: 0,
      startMs: 0,
      lengthHours: 14 * 24,
      clinicIds: [],
      specialtyIds: [],
      practitionerIds: [],
      includeRemote: true,
      timeOfDay: 'all',
      customer: 'private',
      offset: 0,
      brand: 'general',
      lateMinutes: 0,
    });
    const shown = new Set<number>();
    for (let offset = 0; offset < 2000; offset += 20) {
      for (const row of index?.search({ ...query, offset }, now, 'general') ?? []) shown.add(row.id);
    }
    expect(shown.size).toBeGreaterThan(1000);
    expect(shown.has(reserved?.slotId ?? 0)).toBe(false);
  });

  it('should answer every search and dates call exactly as the SQL search does', async () => {
    const index = availability.current();
    if (!index) throw new Error('the free times were not read');
    await fc.assert(
      fc.asyncProperty(searches, async (s) => {
        const query = queryOf(s);
        const at = new Date(now.getTime() + s.lateMinutes * 60_000);
        expect(index.search(query, at, s.brand)).toEqual(
          await searchAppointments(database.db, query, at, s.brand),
        );
        expect(index.dates(query, at, s.brand)).toEqual(
          await availableDates(database.db, query, at, s.brand),
        );
      }),
      { numRuns: 300 },
    );
  }, 300_000);
});
