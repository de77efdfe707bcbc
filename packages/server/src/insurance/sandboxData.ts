import type { CompanyInsurance, InsurerEventType, Lang } from '@portal/domain';

// What the sandbox insurers know of the demo persons (decisions.md §5). Insurers answer in the
// language asked for, so the texts come in fi, sv and en here rather than in our dictionaries.

type Localised = Record<Lang, string>;

export type SandboxPermit = {
  contentHash: string;
  symptom: Localised;
  bodyPart: Localised;
  validTo: string;
  summary: Localised;
};

const maija = '150385-9024';
const mikko = '150385-913F';
const jussi = '090699-982V';

/** People with a health-care policy at the partner insurer, with their permits. */
export const partnerPolicies: ReadonlyMap<string, readonly SandboxPermit[]> = new Map([
  [
    maija,
    [
      {
        contentHash: 'lt-dcp-7f3a9c21',
        symptom: { fi: 'Polvikipu', sv: 'Knäsmärta', en: 'Knee pain' },
        bodyPart: { fi: 'Oikea polvi', sv: 'Höger knä', en: 'Right knee' },
        validTo: '2027-03-31',
        summary: {
          fi: 'Suorakorvauslupa: lääkärikäynti ja kuvantaminen oikean polven kivun vuoksi.',
          sv: 'Tillstånd för direktersättning: läkarbesök och bilddiagnostik för smärta i höger knä.',
          en: 'Direct compensation permit: doctor visit and imaging for right knee pain.',
        },
      },
      {
        contentHash: 'lt-dcp-b84e0d57',
        symptom: { fi: 'Selkäkipu', sv: 'Ryggsmärta', en: 'Back pain' },
        bodyPart: { fi: 'Alaselkä', sv: 'Ländrygg', en: 'Lower back' },
        validTo: '2027-01-15',
        summary: {
          fi: 'Suorakorvauslupa: fysioterapia, enintään viisi käyntiä.',
          sv: 'Tillstånd för direktersättning: fysioterapi, högst fem besök.',
          en: 'Direct compensation permit: physiotherapy, at most five visits.',
        },
      },
    ],
  ],
  // A policyholder without a permit yet: he applies for one on the partner site.
  [jussi, []],
]);

const grantedKinds: readonly Omit<SandboxPermit, 'contentHash'>[] = [
  {
    symptom: { fi: 'Olkapääkipu', sv: 'Axelsmärta', en: 'Shoulder pain' },
    bodyPart: { fi: 'Vasen olkapää', sv: 'Vänster axel', en: 'Left shoulder' },
    validTo: '2027-06-30',
    summary: {
      fi: 'Suorakorvauslupa: lääkärikäynti vasemman olkapään kivun vuoksi.',
      sv: 'Tillstånd för direktersättning: läkarbesök för smärta i vänster axel.',
      en: 'Direct compensation permit: doctor visit for left shoulder pain.',
    },
  },
  {
    symptom: { fi: 'Nilkan vamma', sv: 'Fotledsskada', en: 'Ankle injury' },
    bodyPart: { fi: 'Oikea nilkka', sv: 'Höger fotled', en: 'Right ankle' },
    validTo: '2027-07-31',
    summary: {
      fi: 'Suorakorvauslupa: lääkärikäynti ja kuvantaminen oikean nilkan vamman vuoksi.',
      sv: 'Tillstånd för direktersättning: läkarbesök och bilddiagnostik för skada i höger fotled.',
      en: 'Direct compensation permit: doctor visit and imaging for a right ankle injury.',
    },
  },
  {
    symptom: { fi: 'Ranteen kipu', sv: 'Handledssmärta', en: 'Wrist pain' },
    bodyPart: { fi: 'Vasen ranne', sv: 'Vänster handled', en: 'Left wrist' },
    validTo: '2027-08-31',
    summary: {
      fi: 'Suorakorvauslupa: lääkärikäynti vasemman ranteen kivun vuoksi.',
      sv: 'Tillstånd för direktersättning: läkarbesök för smärta i vänster handled.',
      en: 'Direct compensation permit: doctor visit for left wrist pain.',
    },
  },
];

/**
 * The permit the sandbox partner site grants a person the `nth` time (from 0) they press Allow:
 * each grant is a permit of its own, as each application at the real insurer is, so a person
 * coming back can tell the new one from those they had.
 */
export function grantedPermit(person: string, nth: number): SandboxPermit {
  const kind = grantedKinds[nth % grantedKinds.length] ?? grantedKinds[0];
  if (kind === undefined) throw new Error('no permit kinds');
  return { ...kind, contentHash: `lt-dcp-granted-${person.slice(0, 6)}-${nth + 1}` };
}

/** People with a policy at If that includes direct reimbursement. */
export const ifDirectReimbursement: ReadonlySet<string> = new Set([maija]);

/** People with a personal insurance at the OP insurer. */
export const pohjolaPersonalInsured: ReadonlySet<string> = new Set([mikko]);

type SandboxCompanyInsurance = {
  productName: Localised;
  policyId: string;
  coverages: readonly { id: string; name: Localised; terms: readonly { id: string; name: Localised }[] }[];
};

const employerInsurance: SandboxCompanyInsurance = {
  productName: { fi: 'OP Henkilöstövakuutus', sv: 'OP Personalförsäkring', en: 'OP Staff insurance' },
  policyId: 'OP-YR-4471203',
  coverages: [
    {
      id: 'leisureAccident',
      name: { fi: 'Vapaa-ajan tapaturma', sv: 'Olycksfall på fritiden', en: 'Leisure accident' },
      terms: [{ id: 'TERM-VT-2026', name: { fi: 'Hoitokulut', sv: 'Vårdkostnader', en: 'Treatment costs' } }],
    },
    {
      id: 'sickness',
      name: { fi: 'Sairaus', sv: 'Sjukdom', en: 'Sickness' },
      terms: [
        { id: 'TERM-SA-2026', name: { fi: 'Lääkärikäynnit', sv: 'Läkarbesök', en: 'Doctor visits' } },
        { id: 'TERM-TU-2026', name: { fi: 'Tutkimukset', sv: 'Undersökningar', en: 'Examinations' } },
      ],
    },
  ],
};

/** Employers' insurances at the OP insurer, by employee. */
export const companyInsured: ReadonlyMap<string, SandboxCompanyInsurance> = new Map([
  [mikko, employerInsurance],
]);

/** The company insurance of the person's employer that covers the event, in `lang`. */
export function companyInsuranceOf(
  person: string,
  eventType: InsurerEventType,
  lang: Lang,
): CompanyInsurance | null {
  const insurance = companyInsured.get(person);
  const coverages = insurance?.coverages.filter((coverage) => coverage.id === eventType) ?? [];
  if (!insurance || coverages.length === 0) return null;
  return {
    productName: insurance.productName[lang],
    policyId: insurance.policyId,
    coverages: coverages.map((coverage) => ({
      id: coverage.id,
      name: coverage.name[lang],
      terms: coverage.terms.map((term) => ({ id: term.id, name: term.name[lang] })),
    })),
  };
}
