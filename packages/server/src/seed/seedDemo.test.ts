import { occupationalConfirmationOf, occupationalConfirmations } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, schema } from '../db';
import { openTestDatabase } from '../db/testing';
import { DEMO_PERSONS, type SeedReport, seedDemo } from '.';
import { DEMO_APPOINTMENTS } from './appointments';

// Monday 23 November 2026, 09:30 in Helsinki.
const today = new Date('2026-11-23T07:30:00Z');

describe('seedDemo', () => {
  let database: Database;
  let first: SeedReport;

  beforeAll(async () => {
    database = await openTestDatabase();
    first = await seedDemo(database.db, { today });
  }, 120_000);
  afterAll(() => database?.close());

  const patient = async (ssn: string) => {
    const [row] = await database.db.select().from(schema.patients).where(eq(schema.patients.ssn, ssn));
    return row;
  };

  describe('given an empty database', () => {
    it('should add the catalogue, ten patients and free times', () => {
      expect(first.specialties).toBeGreaterThanOrEqual(14);
      // 11 physical and 4 remote clinics of the general brand, 5 of the children's.
      expect(first.clinics).toBe(20);
      expect(first.practitioners).toBeGreaterThan(50);
      expect(first.patients).toBe(10);
      expect(first.slots.slotsAdded).toBeGreaterThan(10_000);
    });

    it('should give Maija, Eetu and Mikko their own appointments, none of them a web reservation', async () => {
      const rows = await database.db.execute<{ ssn: string; n: number; channels: string[] }>(sql`
        select p.ssn, count(*)::int as n, array_agg(distinct r.channel) as channels
        from reservations r join patients p on p.id = r.patient_id group by p.ssn order by p.ssn`);
      expect(first.appointments).toBe(DEMO_APPOINTMENTS.length);
      expect(rows.rows).toEqual([
        { ssn: '120518A958A', n: 3, channels: ['clinic'] },
        { ssn: '150385-9024', n: 11, channels: ['clinic'] },
        { ssn: '150385-913F', n: 1, channels: ['clinic'] },
      ]);
    });

    it('should give both brands their clinics, and free times at each brand’s clinics', async () => {
      const rows = await database.db.execute<{ brand: string; clinics: number; with_times: number }>(sql`
        select b.brand, count(*)::int as clinics,
          count(*) filter (where exists (select 1 from appointment_slots s where s.clinic_id = c.id))::int as with_times
        from clinics c cross join lateral unnest(c.brands) as b(brand)
        group by b.brand order by b.brand`);
      expect(rows.rows).toEqual([
        { brand: 'children', clinics: 5, with_times: 5 },
        { brand: 'general', clinics: 15, with_times: 15 },
      ]);
    });

    it('should give the children’s clinics paediatric times only', async () => {
      const rows = await database.db.execute<{ specialty_id: string }>(sql`
        select distinct s.specialty_id from appointment_slots s
        join clinics c on c.id = s.clinic_id where 'children' = any(c.brands) order by 1`);
      expect(rows.rows.map((row) => row.specialty_id)).toEqual(['LAS', 'LROK', 'LSH', 'ROKH']);
    });

    it('should register every demo person but Laura, with the name and identity code of the list', async () => {
      const rows = await database.db
        .select({
          ssn: schema.patients.ssn,
          first: schema.patients.firstName,
          last: schema.patients.lastName,
        })
        .from(schema.patients)
        .orderBy(schema.patients.ssn);
      expect(rows).toEqual(
        [
          ['150385-9024', 'Maija', 'Virtanen'],
          ['120518A958A', 'Eetu', 'Virtanen'],
          ['031111A969W', 'Ella', 'Järvinen'],
          ['221009A9175', 'Onni', 'Lehtonen'],
          ['150385-913F', 'Mikko', 'Korhonen'],
          ['090699-982V', 'Jussi', 'Nieminen'],
          ['010158-936L', 'Aino', 'Laine'],
          ['280275-971B', 'Timo', 'Heikkinen'],
          ['200956-9475', 'Pekka', 'Koskinen'],
          ['300870-993W', 'Sari', 'Hämäläinen'],
        ]
          .map(([ssn, first, last]) => ({ ssn, first, last }))
          .sort((a, b) => (a.ssn ?? '').localeCompare(b.ssn ?? '')),
      );
      expect(await patient('040790-9259')).toBeUndefined();
      expect(DEMO_PERSONS.find((person) => person.ssn === '040790-9259')?.hasPatientRecord).toBe(false);
    });

    it('should make Maija and Mikko the parents of Eetu, and Mikko Ella’s', async () => {
      const [maija, mikko] = [await patient('150385-9024'), await patient('150385-913F')];
      const [eetu, ella] = [await patient('120518A958A'), await patient('031111A969W')];
      const rows = await database.db.select().from(schema.guardianships);
      expect(rows).toHaveLength(3);
      expect(rows).toEqual(
        expect.arrayContaining([
          { guardianPatientId: maija?.id, childPatientId: eetu?.id, guardianType: 'parent' },
          { guardianPatientId: mikko?.id, childPatientId: eetu?.id, guardianType: 'parent' },
          { guardianPatientId: mikko?.id, childPatientId: ella?.id, guardianType: 'parent' },
        ]),
      );
    });

    it('should leave Timo without a consent form and give the others one', async () => {
      const timo = await patient('280275-971B');
      expect(timo?.patientDataConsentFormUpdated).toBeNull();
      const consents = await database.db.select().from(schema.patientDataConsents);
      expect(consents).toHaveLength(9);
      expect(consents.some((consent) => consent.patientId === timo?.id)).toBe(false);
      expect((await patient('150385-9024'))?.patientDataConsentFormUpdated?.getTime()).toBeLessThan(
        today.getTime(),
      );
    });

    it('should mark Pekka alone as not credit-worthy', async () => {
      const rows = await database.db
        .select({ ssn: schema.patients.ssn })
        .from(schema.patients)
        .where(eq(schema.patients.isCreditWorthy, false));
      expect(rows).toEqual([{ ssn: '200956-9475' }]);
    });

    it('should give Sari, and only her, the SMS second factor on +358401234567', async () => {
      const rows = await database.db
        .select({ ssn: schema.patients.ssn, phone: schema.patients.mfaPhone })
        .from(schema.patients)
        .where(eq(schema.patients.mfaEnabled, true));
      expect(rows).toEqual([{ ssn: '300870-993W', phone: '+358401234567' }]);
    });

    it('should give Mikko a contract with web reservation and Jussi one without', async () => {
      const contracts = await database.db
        .select({
          ssn: schema.patients.ssn,
          web: schema.occupationalContracts.includesWebReservation,
          vaccinations: schema.occupationalContracts.includesVaccinations,
          products: schema.occupationalContracts.productIds,
        })
        .from(schema.occupationalContracts)
        .innerJoin(schema.patients, eq(schema.patients.id, schema.occupationalContracts.patientId))
        .orderBy(schema.patients.ssn);
      expect(contracts).toEqual([
        { ssn: '090699-982V', web: false, vaccinations: false, products: ['phone-service'] },
        {
          ssn: '150385-913F',
          web: true,
          vaccinations: true,
          products: ['chat', 'phone-service', 'vaccinations', 'internet-booking-allowed'],
        },
      ]);
    });

    it('should give every patient a Finnish address and adults a phone and an example.fi e-mail', async () => {
      const rows = await database.db.select().from(schema.patients);
      for (const row of rows) {
        expect(row.postalCode).toMatch(/^\d{5}$/);
        expect(row.street.length).toBeGreaterThanOrEqual(2);
      }
      const adults = rows.filter((row) => row.ssn[6] === '-');
      expect(adults.every((row) => /^\+358\d{9}$/.test(row.phone ?? ''))).toBe(true);
      expect(adults.every((row) => row.email?.endsWith('@example.fi'))).toBe(true);
    });

    it('should give an occupational customer free times that ask each of the occupational confirmations', async () => {
      const rows = await database.db.execute<{ specialty_id: string }>(sql`
        select distinct s.specialty_id from appointment_slots s
        join clinics c on c.id = s.clinic_id
        where 'occupational' = any(s.customer_types) and 'general' = any(c.brands)`);
      const asked = new Set(rows.rows.map((row) => occupationalConfirmationOf(row.specialty_id)));
      expect([...asked].sort()).toEqual([...occupationalConfirmations].sort());
    });
  });

  describe('when it runs again', () => {
    it('should add nothing and change nothing', async () => {
      const before = await database.db.execute<{ patients: number; slots: number }>(
        sql`select (select count(*)::int from patients) as patients, (select count(*)::int from appointment_slots) as slots`,
      );
      const again = await seedDemo(database.db, { today });
      const after = await database.db.execute<{ patients: number; slots: number }>(
        sql`select (select count(*)::int from patients) as patients, (select count(*)::int from appointment_slots) as slots`,
      );
      expect(again).toEqual({
        specialties: 0,
        clinics: 0,
        practitioners: 0,
        patients: 0,
        invoices: 0,
        visitHistory: 0,
        slots: { slotsAdded: 0, practitionersExtended: 0, through: first.slots.through },
        shortNoticeTimes: 0,
        appointments: 0,
        labAndSurveyRecords: 0,
        scaleHistories: 0,
      });
      expect(after.rows).toEqual(before.rows);
    }, 60_000);
  });

  describe('when a demo person has been deleted', () => {
    it('should bring back only that person', async () => {
      await database.db.delete(schema.patients).where(eq(schema.patients.ssn, '010158-936L'));
      const again = await seedDemo(database.db, { today });
      expect(again.patients).toBe(1);
      expect((await patient('010158-936L'))?.firstName).toBe('Aino');
    }, 60_000);
  });

  describe('when the identity code of a demo person is inserted again', () => {
    it('should be refused by the database', async () => {
      await expect(
        database.db.insert(schema.patients).values({
          ssn: '150385-9024',
          firstName: 'Maija',
          lastName: 'Kaksoisolento',
          street: 'Testikatu 1',
          postalCode: '00100',
          postOffice: 'Helsinki',
        }),
      ).rejects.toThrow();
    });
  });

  it('given a scale that is not a whole number from 1, should refuse it', async () => {
    await expect(seedDemo(database.db, { today, scale: 0 })).rejects.toThrow(/scale/);
    await expect(seedDemo(database.db, { today, scale: 1.5 })).rejects.toThrow(/scale/);
  });
});
