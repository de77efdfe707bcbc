import { helsinkiIsoDate } from '@portal/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { type Db, schema } from '../db';
import { healthCheckForm, sleepForm } from './demoSurveys';

const DAY_MS = 86_400_000;
const MAIJA = '150385-9024';
const EETU = '120518A958A';
const MIKKO = '150385-913F';
const AINO = '010158-936L';
const ELLA = '031111A969W';

type LabTestSeed = Omit<typeof schema.labTests.$inferInsert, 'patientId' | 'sampleDate'>;
type Day = (daysAgo: number) => string;

const number = (
  code: string,
  displayName: string,
  unit: string,
  value: number,
  range: [number | null, number | null],
  extra: Partial<LabTestSeed> = {},
): LabTestSeed => ({
  code,
  displayName,
  unit,
  isReady: true,
  resultNumber: value,
  referenceMin: range[0],
  referenceMax: range[1],
  ...extra,
});
const words = (code: string, displayName: string, resultText: string): LabTestSeed => ({
  code,
  displayName,
  isReady: true,
  resultText,
});
const inPackage = (code: string, name: string, tests: LabTestSeed[]) =>
  tests.map((test) => ({ ...test, packageCode: code, packageName: name }));
const bloodCount = (hb: number, leuk: number) =>
  inPackage('B -PVK', 'Perusverenkuva', [
    number('B -Hb', 'Hemoglobiini', 'g/l', hb, [117, 155]),
    number('B -Leuk', 'Leukosyytit', 'E9/l', leuk, [3.4, 8.2]),
    number('B -Trom', 'Trombosyytit', 'E9/l', 250, [150, 360]),
  ]);

/** Each demo person's laboratory days: days ago and the tests of that day. */
function labDays(ssn: string): [number, LabTestSeed[]][] {
  switch (ssn) {
    case MAIJA:
      return [
        [
          3,
          [
            ...inPackage('P -Lipid', 'Lipidit', [
              number('fP -Kol', 'Kolesteroli', 'mmol/l', 5.8, [null, 5]),
              number('fP -HDL-Kol', 'HDL-kolesteroli', 'mmol/l', 1.4, [1.2, null]),
              { code: 'fP -LDL-Kol', displayName: 'LDL-kolesteroli', unit: 'mmol/l', isReady: false },
            ]),
            number('fP -Gluk', 'Glukoosi', 'mmol/l', 6.4, [4, 6], {
              description: 'Paastoverensokeri. Näyte otettu 12 tunnin paaston jälkeen.',
            }),
          ],
        ],
        [
          40,
          [
            ...bloodCount(112, 6.1),
            number('S -CRP', 'C-reaktiivinen proteiini', 'mg/l', 3, [null, 10], { prefix: 'lessThan' }),
            number('S -TSH', 'Tyreotropiini', 'mU/l', 2.1, [0.27, 4.2]),
            {
              ...words('U -KemSeul', 'Virtsan kemiallinen seulonta', 'Negatiivinen'),
              additionalResult: 'Ei leukosyyttejä, ei nitriittiä.',
            },
            { ...words('S -HIVAgAb', 'HIV-vasta-aineet', 'Negatiivinen'), viewRestriction: 'professional' },
          ],
        ],
      ];
    case EETU:
      return [[120, [...bloodCount(125, 7.9), number('S -Ferrit', 'Ferritiini', 'µg/l', 25, [15, 80])]]];
    case MIKKO:
      return [[15, [number('P -ALAT', 'Alaniiniaminotransferaasi', 'U/l', 62, [10, 50])]]];
    case AINO:
      return [[30, [...bloodCount(130, 5.2), number('P -Krea', 'Kreatiniini', 'µmol/l', 80, [45, 90])]]];
    default:
      return [];
  }
}

const VACCINES = [
  'Influenssarokote Vaxigrip Tetra',
  'Jäykkäkouristus-kurkkumätärokote diTeBooster',
  'Puutiaisaivokuumerokote Ticovac',
  'Hepatiitti A- ja B-rokote Twinrix',
  'Koronarokote Comirnaty',
  'Pneumokokkirokote Prevenar 13',
] as const;

/** Maija has more than a page of them (25 a page); the others a few (Ella her childhood ones). */
const vaccinationCount: Record<string, number> = {
  [MAIJA]: 31,
  [EETU]: 5,
  [MIKKO]: 3,
  [AINO]: 4,
  [ELLA]: 3,
};

/**
 * The demo persons' laboratory, imaging, vaccination and questionnaire records (decisions.md §5):
 * Maija's full history (a pending package, results out of range, an imaging referral and result,
 * more than 25 vaccinations, an open and an answered questionnaire, and professional-only records
 * that are never shown to her), smaller ones for Eetu, Mikko and Aino, and Ella's vaccinations, so that
 * a 15-year-old signing in alone sees her own front page. A person who already has
 * records of a kind gets no more, so it runs on every start.
 */
export async function seedLabAndSurveyRecords(db: Db, today: Date): Promise<number> {
  const day: Day = (daysAgo) => helsinkiIsoDate(new Date(today.getTime() - daysAgo * DAY_MS));
  const people = await db
    .select({ id: schema.patients.id, ssn: schema.patients.ssn })
    .from(schema.patients)
    .where(inArray(schema.patients.ssn, [MAIJA, EETU, MIKKO, AINO, ELLA]));
  const staff = await db
    .select({ id: schema.practitioners.id, name: schema.practitioners.name })
    .from(schema.practitioners)
    .orderBy(asc(schema.practitioners.id))
    .limit(3);
  if (staff.length === 0) return 0;
  await db.insert(schema.questionnaireForms).values([healthCheckForm, sleepForm]).onConflictDoNothing();
  let added = 0;
  for (const { id: patientId, ssn } of people) {
    const has = await db
      .select({ id: schema.vaccinations.id })
      .from(schema.vaccinations)
      .where(eq(schema.vaccinations.patientId, patientId))
      .limit(1);
    if (has.length > 0) continue;
    added += await db.transaction(async (tx) => {
      const tests = labDays(ssn).flatMap(([daysAgo, list]) =>
        list.map((test) => ({ ...test, patientId, sampleDate: day(daysAgo) })),
      );
      if (tests.length > 0) await tx.insert(schema.labTests).values(tests);
      const vaccinations = Array.from({ length: vaccinationCount[ssn] ?? 0 }, (_, index) => ({
        patientId,
        date: day(20 + index * 61),
        name: VACCINES[index % VACCINES.length] ?? VACCINES[0],
        practitionerName: staff[index % staff.length]?.name ?? '',
        effectiveUntil: index % 3 === 2 ? null : day(20 + index * 61 - 5 * 365),
      }));
      if (vaccinations.length > 0) await tx.insert(schema.vaccinations).values(vaccinations);
      await tx.insert(schema.referrals).values(referralsOf(ssn, patientId, day, staff));
      const imaging = imagingOf(ssn, patientId, day);
      if (imaging.length > 0) await tx.insert(schema.imagingResults).values(imaging);
      await seedQuestionnaires(tx, ssn, patientId, day, today);
      return tests.length + vaccinations.length;
    });
  }
  return added;
}

function referralsOf(ssn: string, patientId: string, day: Day, staff: { id: string }[]) {
  const by = (index: number) => staff[index % staff.length]?.id ?? '';
  const laboratory = {
    patientId,
    kind: 'laboratory' as const,
    title: 'Laboratoriolähete',
    description: 'Perusverenkuva, kolesteroli ja paastoverensokeri. Tule näytteenottoon paastonneena.',
    creationDate: day(2),
    validUntil: day(-10),
    practitionerId: by(0),
    // A records system names the laboratory's own page of instructions; the demo has none to name, and
    // a made-up address would lead a patient nowhere. The description carries the instructions.
    patientInstructionsUrl: null,
  };
  if (ssn !== MAIJA) return [laboratory];
  return [
    laboratory,
    {
      ...laboratory,
      title: 'Laboratoriolähete, kilpirauhanen',
      description: 'TSH ja T4V.',
      creationDate: day(200),
      validUntil: day(20),
    },
    {
      ...laboratory,
      title: 'Sisäinen lähete',
      description: 'Vain hoitohenkilökunnalle.',
      viewRestriction: 'professional' as const,
    },
    {
      patientId,
      kind: 'imaging' as const,
      title: 'Kuvantamislähete, polven magneettitutkimus',
      description: 'Vasemman polven MRI. Kivulias turvotus kolmen viikon ajan.',
      creationDate: day(5),
      validUntil: day(-20),
      practitionerId: by(1),
      patientInstructionsUrl: null,
    },
  ];
}

function imagingOf(ssn: string, patientId: string, day: Day) {
  if (ssn === MAIJA)
    return [
      {
        patientId,
        imagingDate: day(60),
        examinationName: 'Keuhkojen röntgenkuvaus',
        statementText:
          'Keuhkot ovat normaalisti ilmastoituneet. Ei infiltraatteja eikä nestettä pleuraonteloissa.\n\nSydämen koko normaali.',
      },
      {
        patientId,
        imagingDate: day(60),
        examinationName: 'Sisäinen vertailu',
        statementText: 'Vain hoitohenkilökunnalle.',
        viewRestriction: 'professional' as const,
      },
    ];
  if (ssn === MIKKO)
    return [
      {
        patientId,
        imagingDate: day(90),
        examinationName: 'Ranteen röntgenkuvaus',
        statementText: 'Ei murtumaa. Pehmytkudosturvotus ranteen selkäpuolella.',
      },
    ];
  return [];
}

async function seedQuestionnaires(
  tx: Pick<Db, 'insert'>,
  ssn: string,
  patientId: string,
  day: Day,
  today: Date,
) {
  if (ssn !== MAIJA && ssn !== AINO) return;
  const invitations = await tx
    .insert(schema.questionnaireTasks)
    .values([
      { patientId, formId: healthCheckForm.id, sentDate: day(1), validUntilDate: day(-14) },
      { patientId, formId: sleepForm.id, sentDate: day(30), validUntilDate: null },
    ])
    .returning({ id: schema.questionnaireTasks.id, formId: schema.questionnaireTasks.formId });
  const answered = invitations.find((invitation) => invitation.formId === sleepForm.id);
  if (answered)
    await tx.insert(schema.questionnaireTaskAnswers).values({
      invitationId: answered.id,
      answers: JSON.stringify({ sleepQuality: 'fair', snoring: 'no' }),
      answeredAt: new Date(today.getTime() - 28 * DAY_MS),
    });
}
