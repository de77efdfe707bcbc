import { and, arrayContains, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, schema } from '../db';
import { openTestDatabase } from '../db/testing';
import { seedDemo } from '.';
import { seedDemoAppointments } from './appointments';

// Monday 23 November 2026, 13:45 in Helsinki: Maija's due time, 20 minutes on, is 14:05.
const now = new Date('2026-11-23T11:45:00Z');
const due = new Date('2026-11-23T12:05:00Z');
const MAIJA = '150385-9024';
const TIMO = '280275-971B';

describe('the demo appointments', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db, { today: now, horizonDays: 2, appointments: false });
  }, 120_000);
  afterAll(() => database?.close());

  const patientId = async (ssn: string) =>
    (await database.db.select().from(schema.patients).where(eq(schema.patients.ssn, ssn)))[0]?.id ?? '';

  describe('given the first general practitioner already booked at Maija’s due time', () => {
    it('should give her due time to the next practitioner', async () => {
      const { db } = database;
      const [first] = await db
        .select({ practitionerId: schema.practitionerClinics.practitionerId, clinicId: schema.clinics.id })
        .from(schema.practitionerClinics)
        .innerJoin(schema.clinics, eq(schema.clinics.id, schema.practitionerClinics.clinicId))
        .innerJoin(
          schema.practitionerSpecialties,
          eq(schema.practitionerSpecialties.practitionerId, schema.practitionerClinics.practitionerId),
        )
        .where(
          and(
            eq(schema.practitionerSpecialties.specialtyId, 'YLE'),
            arrayContains(schema.clinics.brands, ['general']),
            eq(schema.clinics.isRemote, false),
          ),
        )
        .orderBy(schema.practitionerClinics.practitionerId, schema.practitionerClinics.clinicId)
        .limit(1);
      if (!first) throw new Error('no general practitioner in the demo');
      const [slot] = await db
        .insert(schema.appointmentSlots)
        .values({
          startAt: due,
          durationMinutes: 30,
          clinicId: first.clinicId,
          practitionerId: first.practitionerId,
          specialtyId: 'YLE',
          kindId: 'VAST',
          locationType: 'physicalLocation',
          isRemote: false,
          customerTypes: ['private'],
          priceCents: 7900,
        })
        .returning({ id: schema.appointmentSlots.id });
      await db.insert(schema.reservations).values({
        slotId: slot?.id ?? 0,
        patientId: await patientId(TIMO),
        reservedBySsn: TIMO,
        channel: 'clinic',
        healthCareType: 'private',
        internalOrganization: 'aava',
      });

      await seedDemoAppointments(db, now);

      const rows = await db
        .select({ practitioner: schema.appointmentSlots.practitionerId })
        .from(schema.reservations)
        .innerJoin(schema.appointmentSlots, eq(schema.appointmentSlots.id, schema.reservations.slotId))
        .where(
          and(
            eq(schema.reservations.patientId, await patientId(MAIJA)),
            eq(schema.appointmentSlots.startAt, due),
          ),
        );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.practitioner).not.toBe(first.practitionerId);
    }, 60_000);
  });
});
