import { isValidIdentityCode } from '@portal/domain';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, schema } from '../db';
import { openTestDatabase } from '../db/testing';
import { DEMO_PERSONS } from './persons';
import { generatedIdentityCode, historyPatientsPerScale, seedScaleHistories } from './scaleHistories';

describe('generatedIdentityCode', () => {
  it('should give valid, distinct test identity codes, none a demo person’s', () => {
    const codes = Array.from({ length: 5000 }, (_, index) => generatedIdentityCode(index));
    expect(codes.every((code) => isValidIdentityCode(code))).toBe(true);
    expect(codes.every((code) => Number(code.slice(7, 10)) >= 900)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(DEMO_PERSONS.some((person) => codes.slice(0, 5).includes(person.ssn))).toBe(false);
  });
});

describe('seedScaleHistories', () => {
  let database: Database;
  const today = new Date('2026-11-16T08:00:00Z');
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('given scale 1, should add nobody', async () => {
    expect(await seedScaleHistories(database.db, today, 1)).toBe(0);
  });

  it('given scale 2, should give each generated patient a history, and add nothing the second time', async () => {
    const added = await seedScaleHistories(database.db, today, 2);
    expect(added).toBe(historyPatientsPerScale);
    const [visits] = await database.db
      .select({ n: count() })
      .from(schema.visits)
      .where(like(schema.visits.externalId, 'scale-visit-%'));
    expect(visits?.n).toBe(3 * historyPatientsPerScale);
    const [someone] = await database.db
      .select({ id: schema.patients.id })
      .from(schema.patients)
      .where(eq(schema.patients.ssn, generatedIdentityCode(7)));
    const [vaccinations] = await database.db
      .select({ n: count() })
      .from(schema.vaccinations)
      .where(eq(schema.vaccinations.patientId, someone?.id ?? ''));
    expect(vaccinations?.n).toBe(4);

    expect(await seedScaleHistories(database.db, today, 2)).toBe(0);
  }, 120_000);
});
