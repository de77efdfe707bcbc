import { helsinkiIsoDate } from '@portal/domain';
import { type Db, schema } from '../db';
import type { LocalizedText } from '../db/schema';
import { DEMO_PERSONS } from './persons';

// At a scale above 1 the seed gives thousands of patients a health record history, so that the
// record lists (visits, prescriptions, laboratory, vaccinations) are measured against a database of
// a clinic network's size, not against four demo persons' rows.

/** Generated patients per scale step above 1: scale 10 gives 2 700. */
export const historyPatientsPerScale = 300;

const BATCH = 500;
const DAY_MS = 86_400_000;
const checkCharacters = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const demoCodes = new Set(DEMO_PERSONS.map((person) => person.ssn));

/**
 * The `index`th generated identity code: born 1950-1999, individual numbers 900-999 (the range kept
 * for tests), so none is a real person's; deterministic, so a second run finds the same people.
 */
export function generatedIdentityCode(index: number): string {
  const individual = 900 + (index % 100);
  const rest = Math.floor(index / 100);
  const day = 1 + (rest % 28);
  const month = 1 + (Math.floor(rest / 28) % 12);
  const year = 50 + (Math.floor(rest / 336) % 50);
  const birth = [day, month, year].map((part) => String(part).padStart(2, '0')).join('');
  const check = checkCharacters[Number(`${birth}${individual}`) % 31];
  return `${birth}-${individual}${check}`;
}

const GIVEN = ['Aada', 'Eino', 'Helmi', 'Leo', 'Siiri', 'Oliver', 'Venla', 'Onni', 'Aino', 'Elias'];
const FAMILY = ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Hämäläinen', 'Laine', 'Heikkinen'];
const GENERAL: LocalizedText = { fi: 'Yleislääketiede', sv: 'Allmänmedicin', en: 'General practice' };
const SPECIALTIES: LocalizedText[] = [
  GENERAL,
  { fi: 'Työterveyshuolto', sv: 'Företagshälsovård', en: 'Occupational health' },
  { fi: 'Sisätaudit', sv: 'Inre medicin', en: 'Internal medicine' },
  { fi: 'Ihotaudit', sv: 'Hudsjukdomar', en: 'Dermatology' },
];
const PRACTITIONERS = ['Laura Lahtinen', 'Sanna Heikkilä', 'Pekka Nieminen', 'Anna Lahtinen'];

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let index = 0; index < rows.length; index += BATCH) await insert(rows.slice(index, index + BATCH));
}

/**
 * Seeds `(scale - 1) * historyPatientsPerScale` generated patients, each with three visits, two
 * prescriptions, a laboratory day of three tests and four vaccinations, dated back from `today`.
 * Only patients it adds get a history, so it runs on every start; answers how many it added.
 */
export async function seedScaleHistories(db: Db, today: Date, scale: number): Promise<number> {
  const count = (scale - 1) * historyPatientsPerScale;
  if (count <= 0) return 0;
  const day = (daysAgo: number) => helsinkiIsoDate(new Date(today.getTime() - daysAgo * DAY_MS));
  const people = Array.from({ length: count }, (_, index) => ({ index, ssn: generatedIdentityCode(index) }))
    .filter(({ ssn }) => !demoCodes.has(ssn))
    .map(({ index, ssn }) => ({
      ssn,
      firstName: GIVEN[index % GIVEN.length] ?? 'Aada',
      lastName: FAMILY[Math.floor(index / GIVEN.length) % FAMILY.length] ?? 'Korhonen',
      street: `Testikatu ${1 + (index % 90)}`,
      postalCode: '00100',
      postOffice: 'Helsinki',
      privacyPolicyReadAt: today,
      dataProcessingAcceptedAt: today,
    }));
  const added: { id: string; ssn: string }[] = [];
  await insertAll(people, async (batch) => {
    const rows = await db
      .insert(schema.patients)
      .values(batch)
      .onConflictDoNothing({ target: schema.patients.ssn })
      .returning({ id: schema.patients.id, ssn: schema.patients.ssn });
    added.push(...rows);
  });
  if (added.length === 0) return 0;

  const histories = added.map(({ id: patientId, ssn }, n) => ({ patientId, key: ssn, n }));
  const visits = histories.flatMap(({ patientId, key, n }) =>
    [0, 1, 2].map((k) => ({
      externalId: `scale-visit-${key}-${k}`,
      patientId,
      dateTime: new Date(today.getTime() - (10 + k * 90 + (n % 30)) * DAY_MS),
      practitionerName: PRACTITIONERS[(n + k) % PRACTITIONERS.length] ?? '',
      specialtyName: SPECIALTIES[(n + k) % SPECIALTIES.length] ?? GENERAL,
      viewRestriction: 'patient' as const,
      diagnoses: [{ code: 'J06.9', description: 'Ylähengitystieinfektio' }],
      texts: [{ title: 'Hoito', body: 'Lepoa ja runsaasti nesteitä. Uusi käynti tarvittaessa.' }],
    })),
  );
  const prescriptions = histories.flatMap(({ patientId, key, n }) =>
    [0, 1].map((k) => ({
      externalId: `scale-prescription-${key}-${k}`,
      patientId,
      medicineName: k === 0 ? 'Burana' : 'Panadol',
      strength: k === 0 ? '400 mg' : '500 mg',
      issuedDate: day(20 + k * 120 + (n % 30)),
      isRenewable: k === 0,
      medicineType: 'Tabletti',
      packageUnit: 'kpl',
      packageSize: 30,
      packageCount: 1,
      treatmentLength: null,
      treatmentLengthUnit: null,
      totalAmount: '30 tablettia',
      dosageGuide: '1 tabletti tarvittaessa, enintään 3 vuorokaudessa',
      usageGuide: 'Kipuun',
    })),
  );
  const labTests = histories.flatMap(({ patientId, n }) =>
    [
      ['B -Hb', 'Hemoglobiini', 'g/l', 120 + (n % 40), 117, 155],
      ['P -CRP', 'C-reaktiivinen proteiini', 'mg/l', n % 12, null, 10],
      ['fP -Gluk', 'Glukoosi', 'mmol/l', 4 + (n % 30) / 10, 4, 6],
    ].map(([code, displayName, unit, result, min, max]) => ({
      patientId,
      sampleDate: day(30 + (n % 60)),
      code: String(code),
      displayName: String(displayName),
      unit: String(unit),
      isReady: true,
      resultNumber: Number(result),
      referenceMin: min === null ? null : Number(min),
      referenceMax: Number(max),
    })),
  );
  const vaccinations = histories.flatMap(({ patientId, n }) =>
    [0, 1, 2, 3].map((k) => ({
      patientId,
      date: day(60 + k * 365 + (n % 30)),
      name: ['Influenssa', 'Jäykkäkouristus', 'Puutiaisaivokuume', 'Hepatiitti A'][k] ?? 'Influenssa',
      practitionerName: PRACTITIONERS[k % PRACTITIONERS.length] ?? '',
      effectiveUntil: k === 0 ? null : day(60 + k * 365 + (n % 30) - 5 * 365),
    })),
  );
  await insertAll(visits, (batch) => db.insert(schema.visits).values(batch).onConflictDoNothing());
  await insertAll(prescriptions, (batch) =>
    db.insert(schema.prescriptions).values(batch).onConflictDoNothing(),
  );
  await insertAll(labTests, (batch) => db.insert(schema.labTests).values(batch));
  await insertAll(vaccinations, (batch) => db.insert(schema.vaccinations).values(batch));
  return added.length;
}
