import type {
  ImagingResultAnswer,
  LabResultAnswer,
  LabResultGroup,
  LabTest,
  ListedImagingResult,
  QuestionnaireInvitation,
  QuestionnaireItem,
  ReferralWire,
  VaccinationWire,
} from '@portal/domain';

// Maija's laboratory, imaging, vaccination and questionnaire records as the stories show them,
// dated around the stories' fixed day, 16.11.2026.

const practitioner = { id: 'p-1', name: 'Laura Lahtinen', isResource: false, pictureUrl: null };

/** A referral valid ten days more, one about to end and one that has ended. */
export const exampleReferrals: readonly ReferralWire[] = [
  {
    id: 11,
    title: 'Laboratoriolähete',
    description: 'Perusverenkuva, kolesteroli ja paastoverensokeri. Tule näytteenottoon paastonneena.',
    creationDate: '2026-11-14',
    validUntil: '2026-11-26',
    practitioner,
    patientInstructionsUrl: 'https://www.example.fi/ohjeet/laboratorio',
  },
  {
    id: 12,
    title: 'Laboratoriolähete, kilpirauhanen',
    description: 'TSH ja T4V.',
    creationDate: '2026-05-01',
    validUntil: '2026-11-17',
    practitioner,
    patientInstructionsUrl: null,
  },
  {
    id: 13,
    title: 'Laboratoriolähete, virtsa',
    description: 'Virtsan kemiallinen seulonta.',
    creationDate: '2026-01-10',
    validUntil: '2026-10-01',
    practitioner,
    patientInstructionsUrl: null,
  },
];

/** A day with a test still analysed (pending) and a day all ready. */
export const exampleLabGroups: readonly LabResultGroup[] = [
  {
    date: '2026-11-13',
    fullName: 'Maija Virtanen',
    items: [
      { code: 'fP -Kol', displayName: 'Kolesteroli', isReady: true },
      { code: 'fP -LDL-Kol', displayName: 'LDL-kolesteroli', isReady: false },
      { code: 'fP -Gluk', displayName: 'Glukoosi', isReady: true },
    ],
  },
  {
    date: '2026-10-07',
    fullName: 'Maija Virtanen',
    items: [
      { code: 'B -Hb', displayName: 'Hemoglobiini', isReady: true },
      { code: 'S -CRP', displayName: 'C-reaktiivinen proteiini', isReady: true },
    ],
  },
];

const test = (id: number, code: string, displayName: string, more: Partial<LabTest>): LabTest => ({
  id,
  code,
  displayName,
  unit: null,
  isReady: true,
  result: null,
  additionalResult: null,
  referenceRange: null,
  description: null,
  ...more,
});

/** A day with a package holding a pending test, results above and below range, a prefix and words. */
export const exampleLabResult: LabResultAnswer = {
  type: 'success',
  date: '2026-11-13',
  fullName: 'Maija Virtanen',
  laboratoryTests: [
    {
      type: 'package',
      code: 'P -Lipid',
      displayName: 'Lipidit',
      items: [
        test(1, 'fP -Kol', 'Kolesteroli', {
          unit: 'mmol/l',
          referenceRange: { min: null, max: 5 },
          result: { kind: 'numeral', resultNumber: 5.8, prefix: null, isWithinReferenceRange: false },
        }),
        test(2, 'fP -HDL-Kol', 'HDL-kolesteroli', {
          unit: 'mmol/l',
          referenceRange: { min: 1.2, max: null },
          result: { kind: 'numeral', resultNumber: 1.4, prefix: null, isWithinReferenceRange: true },
        }),
        test(3, 'fP -LDL-Kol', 'LDL-kolesteroli', { unit: 'mmol/l', isReady: false }),
      ],
    },
    {
      type: 'single',
      test: test(4, 'B -Hb', 'Hemoglobiini', {
        unit: 'g/l',
        referenceRange: { min: 117, max: 155 },
        result: { kind: 'numeral', resultNumber: 112, prefix: null, isWithinReferenceRange: false },
      }),
    },
    {
      type: 'single',
      test: test(5, 'S -CRP', 'C-reaktiivinen proteiini', {
        unit: 'mg/l',
        referenceRange: { min: null, max: 10 },
        result: { kind: 'numeral', resultNumber: 3, prefix: 'lessThan', isWithinReferenceRange: true },
      }),
    },
    {
      type: 'single',
      test: test(6, 'U -KemSeul', 'Virtsan kemiallinen seulonta', {
        result: { kind: 'textual', resultText: 'Negatiivinen' },
        additionalResult: 'Ei leukosyyttejä, ei nitriittiä.',
      }),
    },
  ],
};

export const exampleImagingReferrals: readonly ReferralWire[] = [
  {
    id: 21,
    title: 'Kuvantamislähete, polven magneettitutkimus',
    description: 'Vasemman polven MRI. Kivulias turvotus kolmen viikon ajan.',
    creationDate: '2026-11-11',
    validUntil: '2026-12-06',
    practitioner,
    patientInstructionsUrl: null,
  },
];

export const exampleImagingResults: readonly ListedImagingResult[] = [
  { id: 31, imagingDate: '2026-09-17', examinationName: 'Keuhkojen röntgenkuvaus' },
];

export const exampleImagingResult: ImagingResultAnswer = {
  type: 'success',
  imagingDate: '2026-09-17',
  results: [
    {
      id: 31,
      imagingDate: '2026-09-17',
      examinationName: 'Keuhkojen röntgenkuvaus',
      statementText:
        'Keuhkot ovat normaalisti ilmastoituneet. Ei infiltraatteja eikä nestettä pleuraonteloissa.\n\nSydämen koko normaali.',
    },
  ],
};

const vaccines = [
  'Influenssarokote Vaxigrip Tetra',
  'Jäykkäkouristus-kurkkumätärokote diTeBooster',
  'Puutiaisaivokuumerokote Ticovac',
];

/** The first page of Maija's 31 vaccinations. */
export const exampleVaccinations: readonly VaccinationWire[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  date: `${2026 - Math.floor(index / 3)}-${String(10 - (index % 3) * 3).padStart(2, '0')}-15`,
  name: vaccines[index % vaccines.length] ?? '',
  practitioner: { name: index % 2 === 0 ? 'Laura Lahtinen' : 'Sari Salo' },
  effectiveUntil: index % 3 === 2 ? null : `${2031 - Math.floor(index / 3)}-10-15`,
}));

export const exampleQuestionnaireTasks: readonly QuestionnaireItem[] = [
  { id: 41, title: 'Terveyskysely', sentDate: '2026-11-15', validUntilDate: '2026-11-30', answeredAt: null },
];
export const exampleQuestionnaireAnswers: readonly QuestionnaireItem[] = [
  {
    id: 42,
    title: 'Unikysely',
    sentDate: '2026-10-17',
    validUntilDate: null,
    answeredAt: '2026-11-16T05:30:00+02:00',
  },
  {
    id: 43,
    title: 'Ruokavaliokysely',
    sentDate: '2026-09-01',
    validUntilDate: null,
    answeredAt: '2026-11-15T09:00:00+02:00',
  },
  {
    id: 44,
    title: 'Liikuntakysely',
    sentDate: '2026-01-01',
    validUntilDate: null,
    answeredAt: '2026-01-20T09:00:00+02:00',
  },
];

const t = (fi: string, sv: string, en: string) => ({ default: en, fi, sv });

/** An open invitation to a short health questionnaire. */
export const exampleInvitation: QuestionnaireInvitation = {
  id: 41,
  title: 'Terveyskysely',
  questionnaireForm: {
    form: {
      pages: [
        {
          name: 'habits',
          elements: [
            {
              type: 'radiogroup',
              name: 'smoking',
              title: t('Tupakoitko?', 'Röker du?', 'Do you smoke?'),
              isRequired: true,
              choices: [
                { value: 'yes', text: t('Kyllä', 'Ja', 'Yes') },
                { value: 'no', text: t('Ei', 'Nej', 'No') },
              ],
            },
            {
              type: 'comment',
              name: 'medication',
              title: t(
                'Mitä lääkkeitä käytät säännöllisesti?',
                'Vilka läkemedel använder du regelbundet?',
                'Which medicines do you take regularly?',
              ),
            },
          ],
        },
      ],
    },
  },
  questionnaireAnswers: [],
};

/** The same questionnaire answered. */
export const exampleAnsweredInvitation: QuestionnaireInvitation = {
  ...exampleInvitation,
  questionnaireAnswers: [
    {
      answers: '{"smoking":"no","medication":"Ei säännöllisiä lääkkeitä."}',
      answeredAt: '2026-11-15T09:00:00+02:00',
    },
  ],
};
