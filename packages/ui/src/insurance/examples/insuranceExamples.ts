import type { CompanyInsurance, DirectCompensationPermit, Lang } from '@portal/domain';

// Insurer answers for the stories, in the story's language as the insurers send them.

const permitTexts = {
  fi: [
    ['Polvikipu', 'Oikea polvi', 'Lääkärikäynti ja kuvantaminen oikean polven kivun vuoksi.'],
    ['Selkäkipu', 'Alaselkä', 'Fysioterapia, enintään viisi käyntiä.'],
  ],
  sv: [
    ['Knäsmärta', 'Höger knä', 'Läkarbesök och bilddiagnostik för smärta i höger knä.'],
    ['Ryggsmärta', 'Ländrygg', 'Fysioterapi, högst fem besök.'],
  ],
  en: [
    ['Knee pain', 'Right knee', 'Doctor visit and imaging for right knee pain.'],
    ['Back pain', 'Lower back', 'Physiotherapy, at most five visits.'],
  ],
} as const satisfies Record<Lang, readonly (readonly [string, string, string])[]>;

const hashes = ['lt-dcp-7f3a9c21', 'lt-dcp-b84e0d57'] as const;
const validTo = ['2027-03-31', '2027-01-15'] as const;

/** Two direct-compensation permits of the partner insurer, as Maija has them. */
export function examplePermits(lang: Lang): DirectCompensationPermit[] {
  return permitTexts[lang].map(([symptom, bodyPart, summary], index) => ({
    contentHash: hashes[index] ?? '',
    symptom,
    bodyPart,
    summary,
    validTo: validTo[index] ?? '2027-01-01',
  }));
}

const productNames: Record<Lang, [string, string]> = {
  fi: ['OP Henkilöstövakuutus', 'Sairaus'],
  sv: ['OP Personalförsäkring', 'Sjukdom'],
  en: ['OP Staff insurance', 'Illness'],
};

/** The company insurance of Mikko's employer for an illness. */
export function exampleCompanyInsurance(lang: Lang): CompanyInsurance {
  const [productName, coverage] = productNames[lang];
  return {
    productName,
    policyId: 'OP-YR-4471203',
    coverages: [{ id: 'sickness', name: coverage, terms: [] }],
  };
}

/** The address that applies for a permit, as `applyPermitPath` gives it for a booking page. */
export const exampleApplyPermitHref =
  '/api/insurance/lahitapiola-apply-permit?redirectTo=%2Ffi%2Fvaraa%2F1001%2Fvakuutus&channel=w&lang=fi';
