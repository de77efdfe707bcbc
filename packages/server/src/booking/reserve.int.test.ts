import { and, arrayContains, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, schema } from '../db';
import { openTestDatabase, startTestPostgres } from '../db/testing';
import { ApiError } from '../http/apiError';
import { seedDemo } from '../seed';
import { reserveSlot } from './reserve';

// Always on a real PostgreSQL server: the embedded database has one connection, so it cannot
// show what happens when many transactions race for one time.
let database: Database;
const now = new Date();
beforeAll(async () => {
  database = await openTestDatabase({ url: await startTestPostgres() });
  await seedDemo(database.db, { today: now, horizonDays: 7 });
});
afterAll(() => database.close());

async function makePatients(n: number): Promise<string[]> {
  const rows = await database.db
    .insert(schema.patients)
    .values(
      Array.from({ length: n }, (_, i) => ({
        ssn: `race-${i}-${Date.now()}`,
        firstName: `Racer${i}`,
        lastName: 'Test',
        street: 'Testikatu 1',
        postalCode: '00100',
        postOffice: 'Helsinki',
        patientDataConsentFormUpdated: now,
      })),
    )
    .returning({ id: schema.patients.id });
  return rows.map((row) => row.id);
}

describe('reserving one time from twenty connections at once', () => {
  it('should give exactly one success and appointmentNotAvailable to the rest, with nothing half-written', async () => {
    const [slot] = await database.db
      .select({ id: schema.appointmentSlots.id })
      .from(schema.appointmentSlots)
      .innerJoin(schema.clinics, eq(schema.clinics.id, schema.appointmentSlots.clinicId))
      .where(
        and(
          gt(schema.appointmentSlots.startAt, new Date(now.getTime() + 86_400_000)),
          arrayContains(schema.appointmentSlots.customerTypes, ['private']),
          arrayContains(schema.clinics.brands, ['general']),
        ),
      )
      .limit(1);
    const slotId = slot?.id ?? 0;
    const patients = await makePatients(20);

    const outcomes = await Promise.allSettled(
      patients.map((patientId, i) =>
        reserveSlot(database.db, {
          slotId,
          patientId,
          actorSsn: `race-${i}`,
          onBehalfOfPatientId: null,
          channel: 'signedIn',
          healthCareType: 'private',
          email: 'racer@example.fi',
          phone: '+358401112233',
          internalOrganization: 'aava',
          maxFutureReservations: 10,
          brand: 'general',
          now,
          requestId: null,
        }),
      ),
    );

    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const loss of lost) {
      expect(loss.reason).toBeInstanceOf(ApiError);
      expect((loss.reason as ApiError).type).toBe('appointmentNotAvailable');
    }

    const held = await database.db
      .select()
      .from(schema.reservations)
      .where(eq(schema.reservations.slotId, slotId));
    expect(held).toHaveLength(1);
    const audited = await database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.resource, 'reservation'), eq(schema.auditLog.action, 'create')));
    expect(audited.filter((row) => (row.detail as { slotId?: number }).slotId === slotId)).toHaveLength(1);
  });
});
