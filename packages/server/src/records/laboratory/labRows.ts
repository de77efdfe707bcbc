import {
  isWithinReferenceRange,
  type LaboratoryTest,
  type LabResult,
  type LabResultGroup,
  type LabTest,
  rangeMarking,
} from '@portal/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { type Db, schema } from '../../db';

const { labTests, patients } = schema;
type LabTestRow = typeof labTests.$inferSelect;

/** The patient's full name, as the result pages head them. */
export async function fullNameOf(db: Db, patientId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: patients.firstName, lastName: patients.lastName })
    .from(patients)
    .where(eq(patients.id, patientId));
  return row ? `${row.firstName} ${row.lastName}` : '';
}

const visible = (patientId: string) =>
  and(eq(labTests.patientId, patientId), eq(labTests.viewRestriction, 'patient'));

/** The result days with their tests by name, newest day first; at most 200 days. */
export async function labResultGroups(
  db: Db,
  patientId: string,
  fullName: string,
): Promise<LabResultGroup[]> {
  const rows = await db
    .select({
      date: labTests.sampleDate,
      code: labTests.code,
      displayName: labTests.displayName,
      isReady: labTests.isReady,
    })
    .from(labTests)
    .where(visible(patientId))
    .orderBy(desc(labTests.sampleDate), asc(labTests.id))
    .limit(5000);
  const groups = new Map<string, LabResultGroup>();
  for (const { date, ...item } of rows) {
    const group = groups.get(date) ?? { date, fullName, items: [] };
    group.items.push(item);
    groups.set(date, group);
  }
  return [...groups.values()].slice(0, 200);
}

function resultOf(row: LabTestRow): LabResult | null {
  if (!row.isReady) return null;
  if (row.resultNumber !== null) {
    const range = row.referenceMin === null && row.referenceMax === null ? null : rangeOf(row);
    return {
      kind: 'numeral',
      resultNumber: row.resultNumber,
      prefix: row.prefix,
      isWithinReferenceRange: isWithinReferenceRange(rangeMarking(row.resultNumber, row.prefix, range)),
    };
  }
  return row.resultText === null ? null : { kind: 'textual', resultText: row.resultText };
}

const rangeOf = (row: LabTestRow) => ({ min: row.referenceMin, max: row.referenceMax });

function testOf(row: LabTestRow): LabTest {
  return {
    id: row.id,
    code: row.code,
    displayName: row.displayName,
    unit: row.unit,
    isReady: row.isReady,
    result: resultOf(row),
    additionalResult: row.isReady ? row.additionalResult : null,
    referenceRange: row.referenceMin === null && row.referenceMax === null ? null : rangeOf(row),
    description: row.description,
  };
}

/** One day's tests, packages kept together in the order they were taken; empty when there are none. */
export async function labTestsOfDay(db: Db, patientId: string, date: string): Promise<LaboratoryTest[]> {
  const rows = await db
    .select()
    .from(labTests)
    .where(and(visible(patientId), eq(labTests.sampleDate, date)))
    .orderBy(asc(labTests.id))
    .limit(500);
  const tests: LaboratoryTest[] = [];
  const packages = new Map<string, Extract<LaboratoryTest, { type: 'package' }>>();
  for (const row of rows) {
    if (row.packageCode === null || row.packageName === null) {
      tests.push({ type: 'single', test: testOf(row) });
      continue;
    }
    const known = packages.get(row.packageCode);
    if (known) {
      known.items.push(testOf(row));
      continue;
    }
    const created = {
      type: 'package' as const,
      code: row.packageCode,
      displayName: row.packageName,
      items: [testOf(row)],
    };
    packages.set(row.packageCode, created);
    tests.push(created);
  }
  return tests;
}
