import { helsinkiIsoDate } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import { type Db, schema } from '../db';
import type { DiagnosisRecord, LocalizedText, VisitTextRecord } from '../db/schema';

const DAY_MS = 86_400_000;
const MAIJA = '150385-9024';
const EETU = '120518A958A';
const MIKKO = '150385-913F';
const AINO = '010158-936L';

const general: LocalizedText = { fi: 'Yleislääketiede', sv: 'Allmänmedicin', en: 'General practice' };
const nurse: LocalizedText = { fi: 'Sairaanhoitaja', sv: 'Sjukskötare', en: 'Nurse' };
const paediatrics: LocalizedText = { fi: 'Lastentaudit', sv: 'Barnsjukdomar', en: 'Paediatrics' };
const occupational: LocalizedText = {
  fi: 'Työterveyshuolto',
  sv: 'Företagshälsovård',
  en: 'Occupational health',
};
const orthopaedics: LocalizedText = { fi: 'Ortopedia', sv: 'Ortopedi', en: 'Orthopaedics' };

type DemoVisit = {
  key: string;
  ssn: string;
  /** Hours before the seeding instant. */
  hoursAgo: number;
  practitioner: string;
  specialty: LocalizedText;
  restricted?: boolean;
  diagnoses: DiagnosisRecord[];
  texts: VisitTextRecord[];
};

/**
 * The demo visits: Maija has several, one of them earlier today and one yesterday (so the list shows
 * its relative dates), one with a diagnosis without a code, and one restricted to professionals that
 * she must never see; Eetu, Mikko and Aino have shorter histories.
 */
const demoVisits: DemoVisit[] = [
  {
    key: 'maija-1',
    ssn: MAIJA,
    hoursAgo: 3,
    practitioner: 'Anna Lahtinen',
    specialty: general,
    diagnoses: [{ code: 'J06.9', description: 'Ylähengitystieinfektio' }],
    texts: [
      {
        title: 'Tulosyy',
        body: 'Kurkkukipua ja nuhaa neljä päivää, lämpöä enimmillään 38,2 °C.',
      },
      {
        title: 'Tutkimukset',
        body: 'Nielu punoittaa lievästi, ei peitteitä. Korvat ja keuhkojen kuuntelulöydös normaalit. Strep A -pikatesti negatiivinen.',
      },
      {
        title: 'Hoito ja jatko',
        body: 'Virusinfektio. Runsaasti juotavaa, tarvittaessa kipulääkettä. Uusi yhteydenotto, jos oireet pahenevat tai jatkuvat yli viikon.',
      },
    ],
  },
  {
    key: 'maija-2',
    ssn: MAIJA,
    hoursAgo: 30,
    practitioner: 'Pekka Salo',
    specialty: nurse,
    diagnoses: [{ code: 'Z01.3', description: 'Verenpaineen mittaus' }],
    texts: [
      {
        title: 'Käynnin kulku',
        body: 'Verenpaine 128/82 mmHg, syke 68/min. Jatketaan nykyisellä lääkityksellä.',
      },
    ],
  },
  {
    key: 'maija-3',
    ssn: MAIJA,
    hoursAgo: 24 * 45,
    practitioner: 'Anna Lahtinen',
    specialty: general,
    diagnoses: [
      { code: 'I10', description: 'Essentiaalinen verenpainetauti' },
      { code: null, description: 'Kausiluonteinen allerginen nuha' },
    ],
    texts: [
      { title: 'Tulosyy', body: 'Verenpainelääkityksen seuranta ja reseptien uusiminen.' },
      {
        title: 'Suunnitelma',
        body: 'Amlodipiini jatkuu. Kotimittaukset kahden viikon ajalta seuraavalle käynnille.',
      },
    ],
  },
  {
    key: 'maija-4',
    ssn: MAIJA,
    hoursAgo: 24 * 210,
    practitioner: 'Juha Mäkelä',
    specialty: orthopaedics,
    diagnoses: [{ code: 'M54.5', description: 'Alaselkäkipu' }],
    texts: [
      { title: 'Tulosyy', body: 'Alaselkäkipu nostamisen jälkeen, säteilee vasempaan pakaraan.' },
      {
        title: 'Hoito',
        body: 'Tulehduskipulääke viikon ajan, fysioterapeutin ohjaus. Sairauslomaa viisi päivää.',
      },
    ],
  },
  {
    key: 'maija-5',
    ssn: MAIJA,
    hoursAgo: 24 * 100,
    practitioner: 'Anna Lahtinen',
    specialty: general,
    restricted: true,
    diagnoses: [{ code: 'F43.2', description: 'Sopeutumishäiriö' }],
    texts: [{ title: 'Ammattilaisten merkintä', body: 'Vain ammattilaisten nähtävissä.' }],
  },
  {
    key: 'eetu-1',
    ssn: EETU,
    hoursAgo: 24 * 20,
    practitioner: 'Liisa Koivisto',
    specialty: paediatrics,
    diagnoses: [{ code: 'H66.9', description: 'Välikorvatulehdus' }],
    texts: [
      {
        title: 'Hoito',
        body: 'Amoksisilliinikuuri seitsemän päivää. Korvien tarkastus kolmen viikon kuluttua.',
      },
    ],
  },
  {
    key: 'eetu-2',
    ssn: EETU,
    hoursAgo: 24 * 300,
    practitioner: 'Liisa Koivisto',
    specialty: paediatrics,
    diagnoses: [{ code: 'Z00.1', description: 'Lapsen terveystarkastus' }],
    texts: [{ title: 'Tarkastus', body: 'Kasvu ja kehitys ikätasoista.' }],
  },
  {
    key: 'mikko-1',
    ssn: MIKKO,
    hoursAgo: 24 * 12,
    practitioner: 'Sanna Heikkilä',
    specialty: occupational,
    diagnoses: [{ code: 'M75.1', description: 'Kiertäjäkalvosimen oireyhtymä' }],
    texts: [{ title: 'Suunnitelma', body: 'Työpisteen ergonomian tarkistus ja fysioterapia.' }],
  },
  {
    key: 'mikko-2',
    ssn: MIKKO,
    hoursAgo: 24 * 380,
    practitioner: 'Sanna Heikkilä',
    specialty: occupational,
    diagnoses: [],
    texts: [{ title: 'Terveystarkastus', body: 'Määräaikainen työterveystarkastus, ei huomautettavaa.' }],
  },
  {
    key: 'aino-1',
    ssn: AINO,
    hoursAgo: 24 * 8,
    practitioner: 'Anna Lahtinen',
    specialty: general,
    diagnoses: [{ code: 'E11.9', description: 'Tyypin 2 diabetes' }],
    texts: [{ title: 'Seuranta', body: 'HbA1c 52 mmol/mol. Metformiini jatkuu.' }],
  },
  {
    key: 'aino-2',
    ssn: AINO,
    hoursAgo: 24 * 150,
    practitioner: 'Pekka Salo',
    specialty: nurse,
    diagnoses: [],
    texts: [{ title: 'Ohjaus', body: 'Jalkojen omahoidon ohjaus.' }],
  },
];

type DemoPrescription = Omit<
  typeof schema.prescriptions.$inferInsert,
  'id' | 'externalId' | 'patientId' | 'issuedDate' | 'createdAt'
> & { key: string; ssn: string; daysAgo: number };

const tablets = { medicineType: 'Tabletti', packageUnit: 'kpl' };

/** Maija has three renewable and two non-renewable prescriptions; the others one or two each. */
const demoPrescriptions: DemoPrescription[] = [
  {
    key: 'maija-amlodipin',
    ssn: MAIJA,
    daysAgo: 45,
    medicineName: 'Amlodipin Orion',
    strength: '5 mg',
    isRenewable: true,
    ...tablets,
    packageSize: 100,
    packageCount: 1,
    treatmentLength: 12,
    treatmentLengthUnit: 'kk',
    totalAmount: '100 tablettia',
    dosageGuide: '1 tabletti kerran päivässä aamulla',
    usageGuide: 'Verenpaineen hoitoon',
  },
  {
    key: 'maija-cetirizin',
    ssn: MAIJA,
    daysAgo: 45,
    medicineName: 'Cetirizin Sandoz',
    strength: '10 mg',
    isRenewable: true,
    ...tablets,
    packageSize: 30,
    packageCount: 3,
    treatmentLength: null,
    treatmentLengthUnit: null,
    totalAmount: '90 tablettia',
    dosageGuide: '1 tabletti päivässä tarvittaessa',
    usageGuide: 'Allergiaoireisiin',
  },
  {
    key: 'maija-ventoline',
    ssn: MAIJA,
    daysAgo: 400,
    medicineName: 'Ventoline Evohaler',
    strength: '0,1 mg/annos',
    isRenewable: true,
    medicineType: 'Inhalaatiosumute',
    packageUnit: 'annosta',
    packageSize: 200,
    packageCount: 1,
    treatmentLength: null,
    treatmentLengthUnit: null,
    totalAmount: '200 annosta',
    dosageGuide: '1–2 inhalaatiota tarvittaessa, enintään 8 vuorokaudessa',
    usageGuide: 'Hengenahdistukseen',
  },
  {
    key: 'maija-ibuprofen',
    ssn: MAIJA,
    daysAgo: 210,
    medicineName: 'Ibuprofen Orion',
    strength: '600 mg',
    isRenewable: false,
    ...tablets,
    packageSize: 30,
    packageCount: 1,
    treatmentLength: 7,
    treatmentLengthUnit: 'vrk',
    totalAmount: '30 tablettia',
    dosageGuide: '1 tabletti 3 kertaa päivässä ruoan kanssa',
    usageGuide: 'Selkäkipuun',
  },
  {
    key: 'maija-amoxin',
    ssn: MAIJA,
    daysAgo: 300,
    medicineName: 'Amoxin',
    strength: '500 mg',
    isRenewable: false,
    ...tablets,
    packageSize: 21,
    packageCount: 1,
    treatmentLength: 7,
    treatmentLengthUnit: 'vrk',
    totalAmount: '21 tablettia',
    dosageGuide: '1 tabletti 3 kertaa päivässä',
    usageGuide: 'Tulehdukseen, kuuri syödään loppuun',
  },
  {
    key: 'eetu-amoxin',
    ssn: EETU,
    daysAgo: 20,
    medicineName: 'Amoxin Mixt',
    strength: '100 mg/ml',
    isRenewable: false,
    medicineType: 'Oraalisuspensio',
    packageUnit: 'ml',
    packageSize: 60,
    packageCount: 1,
    treatmentLength: 7,
    treatmentLengthUnit: 'vrk',
    totalAmount: '60 ml',
    dosageGuide: '4 ml kahdesti päivässä',
    usageGuide: 'Korvatulehdukseen',
  },
  {
    key: 'mikko-burana',
    ssn: MIKKO,
    daysAgo: 12,
    medicineName: 'Burana',
    strength: '400 mg',
    isRenewable: true,
    ...tablets,
    packageSize: 30,
    packageCount: 1,
    treatmentLength: null,
    treatmentLengthUnit: null,
    totalAmount: '30 tablettia',
    dosageGuide: '1 tabletti enintään 3 kertaa päivässä',
    usageGuide: 'Olkapään kipuun',
  },
  {
    key: 'aino-metformin',
    ssn: AINO,
    daysAgo: 8,
    medicineName: 'Metformin Actavis',
    strength: '500 mg',
    isRenewable: true,
    ...tablets,
    packageSize: 100,
    packageCount: 2,
    treatmentLength: 12,
    treatmentLengthUnit: 'kk',
    totalAmount: '200 tablettia',
    dosageGuide: '1 tabletti kahdesti päivässä aterian yhteydessä',
    usageGuide: 'Diabeteksen hoitoon',
  },
  {
    key: 'aino-simvastatin',
    ssn: AINO,
    daysAgo: 150,
    medicineName: 'Simvastatin Ratiopharm',
    strength: '20 mg',
    isRenewable: true,
    ...tablets,
    packageSize: 100,
    packageCount: 1,
    treatmentLength: 12,
    treatmentLengthUnit: 'kk',
    totalAmount: '100 tablettia',
    dosageGuide: '1 tabletti illalla',
    usageGuide: 'Kolesterolin hoitoon',
  },
];

type DemoCertificate = Omit<
  typeof schema.sickLeaveCertificates.$inferInsert,
  'id' | 'externalId' | 'patientId' | 'issuedDate' | 'startDate' | 'endDate' | 'createdAt'
> & {
  key: string;
  ssn: string;
  daysAgo: number;
  days: number;
  /** A fixed first day, for a certificate older than the service lists. */
  start?: string;
};

/**
 * Maija has two certificates to list and one from 2021, which is older than the service shows; Mikko
 * has one. Eetu, a child, and Aino, retired, have none.
 */
const demoCertificates: DemoCertificate[] = [
  {
    key: 'maija-back',
    ssn: MAIJA,
    daysAgo: 210,
    days: 5,
    type: 'medicalCertificateA',
    practitionerName: 'Juha Mäkelä',
    practitionerTitle: 'LL, ortopedian erikoislääkäri',
    clinicName: 'Helsinki Kamppi',
    diagnosis: { code: 'M54.5', description: 'Alaselkäkipu' },
    statement:
      'Potilas on työkyvytön alaselkäkivun vuoksi. Nostamista ja pitkää istumista tulee välttää. Työkyky palautuu arviolta viikossa.',
  },
  {
    key: 'maija-flu',
    ssn: MAIJA,
    daysAgo: 0,
    days: 3,
    type: 'nurse',
    practitionerName: 'Pekka Salo',
    practitionerTitle: 'sairaanhoitaja AMK',
    clinicName: 'Helsinki Töölö',
    diagnosis: { code: 'J06.9', description: 'Ylähengitystieinfektio' },
    statement: 'Kuumeinen ylähengitystieinfektio. Lepo kotona, työhön paluu oireiden väistyttyä.',
  },
  {
    key: 'maija-2021',
    ssn: MAIJA,
    daysAgo: 0,
    start: '2021-11-15',
    days: 2,
    type: 'nurse',
    practitionerName: 'Pekka Salo',
    practitionerTitle: 'sairaanhoitaja AMK',
    clinicName: 'Helsinki Töölö',
    diagnosis: { code: 'A09', description: 'Suolistotulehdus' },
    statement: 'Vatsatauti.',
  },
  {
    key: 'mikko-shoulder',
    ssn: MIKKO,
    daysAgo: 12,
    days: 7,
    type: 'medicalCertificateA',
    practitionerName: 'Sanna Heikkilä',
    practitionerTitle: 'LL, työterveyshuollon erikoislääkäri',
    clinicName: 'Espoo Leppävaara',
    diagnosis: { code: 'M75.1', description: 'Kiertäjäkalvosimen oireyhtymä' },
    statement: 'Työkyvytön olkapään kivun vuoksi. Ei nostoja eikä työskentelyä käsi hartiatason yläpuolella.',
  },
];

/**
 * Seeds the demo visits, prescriptions and certificates that are missing, relative to `today`; rows
 * already there are never changed.
 */
export async function seedDemoVisitHistory(db: Db, today: Date): Promise<number> {
  const ssns = [MAIJA, EETU, MIKKO, AINO];
  const patients = await db
    .select({ id: schema.patients.id, ssn: schema.patients.ssn })
    .from(schema.patients)
    .where(inArray(schema.patients.ssn, ssns));
  const idOf = new Map(patients.map((patient) => [patient.ssn, patient.id]));
  const day = (daysAgo: number) => helsinkiIsoDate(new Date(today.getTime() - daysAgo * DAY_MS));
  const owned = <T extends { ssn: string }>(rows: T[]) =>
    rows.flatMap((row) => {
      const patientId = idOf.get(row.ssn);
      return patientId ? [{ row, patientId }] : [];
    });

  const visitRows = owned(demoVisits).map(({ row, patientId }) => ({
    externalId: `demo-visit-${row.key}`,
    patientId,
    dateTime: new Date(today.getTime() - row.hoursAgo * 3_600_000),
    practitionerName: row.practitioner,
    specialtyName: row.specialty,
    viewRestriction: row.restricted ? ('professional' as const) : ('patient' as const),
    diagnoses: row.diagnoses,
    texts: row.texts,
  }));
  const prescriptionRows = owned(demoPrescriptions).map(
    ({ row: { key, ssn: _s, daysAgo, ...rest }, patientId }) => ({
      ...rest,
      externalId: `demo-prescription-${key}`,
      patientId,
      issuedDate: day(daysAgo),
    }),
  );
  const certificateRows = owned(demoCertificates).map(
    ({ row: { key, ssn: _s, daysAgo, days, start: fixed, ...rest }, patientId }) => {
      const start = fixed ?? day(daysAgo);
      const end = helsinkiIsoDate(new Date(Date.parse(`${start}T12:00:00Z`) + (days - 1) * DAY_MS));
      return {
        ...rest,
        externalId: `demo-certificate-${key}`,
        patientId,
        issuedDate: start,
        startDate: start,
        endDate: end,
      };
    },
  );

  return db.transaction(async (tx) => {
    const added = await Promise.all([
      visitRows.length
        ? tx.insert(schema.visits).values(visitRows).onConflictDoNothing().returning({ id: schema.visits.id })
        : [],
      prescriptionRows.length
        ? tx
            .insert(schema.prescriptions)
            .values(prescriptionRows)
            .onConflictDoNothing()
            .returning({ id: schema.prescriptions.id })
        : [],
      certificateRows.length
        ? tx
            .insert(schema.sickLeaveCertificates)
            .values(certificateRows)
            .onConflictDoNothing()
            .returning({ id: schema.sickLeaveCertificates.id })
        : [],
    ]);
    return added.reduce((sum, rows) => sum + rows.length, 0);
  });
}
