import type { ConsentPermit } from '../catalogue/consent';
import type { CustomerType } from '../catalogue/customer';
import type { FeatureName } from '../features/features';
import type { Lang } from '../locale';
import { type PageId, pageIds } from '../routes/table';

/** The two brands; one running server serves one of them (decisions.md §1). */
export const brandIds = ['general', 'children'] as const;
/** One of {@link brandIds}. */
export type BrandId = (typeof brandIds)[number];
/** The brand of a server whose configuration names none. */
export const defaultBrand: BrandId = 'general';

/** Deployment environments; every brand runs as either. */
export const environments = ['development', 'production'] as const;
/** One of {@link environments}. */
export type Environment = (typeof environments)[number];

/** The settings that deployments may change without a code change (phones, e-mail, hours). */
export interface BrandSettings {
  /** Customer service phone as shown to people. */
  readonly customerServicePhone: string;
  /** The billing department, shown when booking is interrupted and for unavailable invoices. */
  readonly billing: { readonly phone: string; readonly email: string };
  /** Where people report accessibility problems (the accessibility statement's feedback). */
  readonly accessibilityFeedbackEmail: string;
  /** A patient may cancel online until this many hours before the start. */
  readonly cancellationDeadlineHours: number;
  /** A reservation starting within this many hours needs the binding-reservation checkbox. */
  readonly bindingReservationHours: number;
  /** Future web reservations allowed per patient; one more answers `tooManyReservations`. */
  readonly maxFutureWebReservations: number;
}

/** Everything that differs between the brands. Nothing outside this module reads the brand id. */
export interface BrandConfig extends BrandSettings {
  readonly id: BrandId;
  /** The brand name shown to people. */
  readonly displayName: string;
  /** Height of the header image divided by its width. */
  readonly headerImageProportion: number;
  /** The language of the terms page whatever the page language; `null`: the page language. */
  readonly eulaLang: Lang | null;
  /** The pages that exist in this brand; the others answer not found and have no links. */
  readonly pages: readonly PageId[];
  /** The visit types of the landing page, before feature flags. */
  readonly visitTypes: readonly CustomerType[];
  /** Whether occupational health care (contracts, team, occupational booking) exists at all. */
  readonly occupationalHealthcare: boolean;
  /** The consent permits the consent form shows. */
  readonly consentPermits: readonly ConsentPermit[];
  /** Number of drawn practitioner avatars; 0 means practitioners are shown by their photos only. */
  readonly avatarVariants: number;
  /** Specialty ids the influenza vaccination button searches for. */
  readonly influenzaVaccinationSpecialtyIds: readonly string[];
  /** Flags that are on unless configuration says otherwise. */
  readonly defaultFeatures: readonly FeatureName[];
}

// Conversations, certificates, questionnaires and every occupational page are general-brand only
// (patient-area.md §6, messaging-invoices-shell.md §2).
const generalOnlyPages: readonly PageId[] = [
  'conversations',
  'conversation',
  'newConversation',
  'certificates',
  'questionnaires',
  'questionnaire',
  'occupationalList',
  'availableOccupational',
  'reserveOccupational',
  'occupationalVaccination',
  'occupationalTeam',
];

const sharedSettings = {
  billing: { phone: '0303 0305', email: 'billing@example.fi' },
  accessibilityFeedbackEmail: 'accessibility@example.fi',
  bindingReservationHours: 24,
  maxFutureWebReservations: 10,
  influenzaVaccinationSpecialtyIds: ['ROKT', 'ROKH'],
} as const;

const configs: Record<BrandId, Omit<BrandConfig, keyof BrandSettings> & BrandSettings> = {
  general: {
    ...sharedSettings,
    id: 'general',
    displayName: 'Aava',
    headerImageProportion: 0.75,
    customerServicePhone: '0303 0303',
    cancellationDeadlineHours: 24,
    eulaLang: null,
    pages: pageIds,
    visitTypes: ['private', 'occupational', 'insurance', 'kela65'],
    occupationalHealthcare: true,
    consentPermits: [
      'allowsCommonRegistry',
      'allowsViewingOccupationalInformation',
      'allowsMarketingMail',
      'allowsTreatmentInstructionsMail',
      'allowsBookingSms',
    ],
    avatarVariants: 0,
    defaultFeatures: [
      'ohc-appointment-search',
      'kela65',
      'lahitapiola-insurance-flow',
      'pohjola-company-insurance-flow',
      'customer-messaging-allowed',
      'customer-messaging-enabled',
      'price-details',
      'sickness-fund-page',
      'mfa',
    ],
  },
  children: {
    ...sharedSettings,
    id: 'children',
    displayName: 'Pikkujätti',
    headerImageProportion: 0.45,
    customerServicePhone: '0303 0304',
    cancellationDeadlineHours: 12,
    eulaLang: 'fi',
    pages: pageIds.filter((page) => !generalOnlyPages.includes(page)),
    visitTypes: ['private', 'insurance', 'kela65'],
    occupationalHealthcare: false,
    consentPermits: [
      'allowsCommonRegistry',
      'allowsMarketingMail',
      'allowsTreatmentInstructionsMail',
      'allowsBookingSms',
    ],
    avatarVariants: 6,
    defaultFeatures: ['lahitapiola-insurance-flow', 'price-details', 'pikkutsatti', 'mfa'],
  },
};

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The configuration of a brand, deeply frozen. `settings` overrides the deployment settings
 * (a billing e-mail from the environment, say); everything else is fixed by the brand.
 */
export function brandConfig(brand: BrandId, settings: Partial<BrandSettings> = {}): BrandConfig {
  const base = configs[brand];
  const defined = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined));
  return deepFreeze(structuredClone({ ...base, ...defined }));
}

/** Tells whether a value (an environment variable) names a brand. */
export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (brandIds as readonly string[]).includes(value);
}

/** Tells whether a value names a deployment environment. */
export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (environments as readonly string[]).includes(value);
}
