import type { CustomerType, LocalizedText, LocationType } from '../../db/schema';

/** A specialty of the demo and how its free times look. */
export type SpecialtySeed = {
  id: string;
  title: LocalizedText;
  isOccupational?: boolean;
  reservationInfo?: LocalizedText;
  slot: SlotRule;
};

/** How the free times of one specialty are generated. */
export type SlotRule = {
  durationMinutes: number;
  priceCents: number;
  customerTypes: CustomerType[];
  requiresAuthToReserve?: boolean;
  /** Relative share of a practitioner's times when they have several specialties. */
  weight: number;
  /** Locations at a physical clinic and at a remote one, with their shares. */
  atClinic: [LocationType, number][];
  remote: [LocationType, number][];
  /** A fixed kind (the kela65 kinds); otherwise the kind follows the location. */
  kindId?: string;
};

const visit: [LocationType, number][] = [['physicalLocation', 1]];
const mostlyVisit: [LocationType, number][] = [
  ['physicalLocation', 0.85],
  ['videoAppointment', 0.15],
];
const distance: [LocationType, number][] = [
  ['videoAppointment', 0.6],
  ['phoneAppointment', 0.3],
  ['remoteAppointment', 0.1],
];
const privately: CustomerType[] = ['private', 'insurance'];
const anyone: CustomerType[] = ['private', 'occupational', 'insurance'];
const atWork: CustomerType[] = ['occupational'];

const t = (fi: string, sv: string, en: string): LocalizedText => ({ fi, sv, en });

/** A rule with the common defaults: weight 10, mostly visits at a clinic, distance when remote. */
const rule = (
  durationMinutes: number,
  priceCents: number,
  customerTypes: CustomerType[],
  extra: Partial<SlotRule> = {},
): SlotRule => ({
  durationMinutes,
  priceCents,
  customerTypes,
  weight: 10,
  atClinic: mostlyVisit,
  remote: distance,
  ...extra,
});

const needsSignIn = { requiresAuthToReserve: true };
const vaccination = (weight: number): Partial<SlotRule> => ({
  weight,
  atClinic: visit,
  remote: visit,
  kindId: 'ROK',
});
const kela65 = (kindId: string, weight: number, location: LocationType): Partial<SlotRule> => ({
  ...needsSignIn,
  kindId,
  weight,
  atClinic: [[location, 1]],
  remote: [[location, 1]],
});

/** The specialties: general practice, nurses, the remote-listed codes, occupational, vaccination and kela65. */
export const SPECIALTIES: SpecialtySeed[] = [
  {
    id: 'YLE',
    title: t('Yleislääkäri', 'Allmänläkare', 'General practitioner'),
    slot: rule(20, 8900, anyone),
  },
  {
    id: 'SH',
    title: t('Sairaanhoitaja', 'Sjukskötare', 'Nurse'),
    slot: rule(20, 4900, anyone, { atClinic: visit }),
  },
  { id: 'LAS', title: t('Lastentaudit', 'Barnsjukdomar', 'Paediatrics'), slot: rule(30, 12900, privately) },
  {
    id: 'GYN',
    title: t('Naistentaudit', 'Kvinnosjukdomar', 'Gynaecology'),
    slot: rule(30, 14900, privately),
  },
  {
    id: 'IHO',
    title: t('Ihotaudit', 'Hudsjukdomar', 'Dermatology'),
    slot: rule(20, 13900, privately, { atClinic: visit }),
  },
  {
    id: 'KNK',
    title: t(
      'Korva-, nenä- ja kurkkutaudit',
      'Öron-, näs- och halssjukdomar',
      'Ear, nose and throat diseases',
    ),
    slot: rule(20, 12900, privately, { atClinic: visit }),
  },
  {
    id: 'ORT',
    title: t('Ortopedia', 'Ortopedi', 'Orthopaedics'),
    // Also on an occupational contract, on the occupational physician's referral: the demo's
    // occupational list then asks to confirm both the contract and a doctor's referral.
    slot: rule(30, 15900, anyone, { atClinic: visit }),
  },
  {
    id: 'FT',
    title: t('Fysioterapia', 'Fysioterapi', 'Physiotherapy'),
    slot: rule(45, 7900, privately, { atClinic: visit }),
  },
  {
    id: 'PSY',
    title: t('Psykologi', 'Psykolog', 'Psychologist'),
    // Also on an occupational contract with a referral: the confirmation of contract and referral.
    slot: rule(45, 11900, anyone, needsSignIn),
  },
  {
    id: 'ENDO',
    title: t('Endokrinologia', 'Endokrinologi', 'Endocrinology'),
    slot: rule(30, 15900, privately),
  },
  {
    id: 'NNA',
    title: t('Neuropsykiatrinen valmennus', 'Neuropsykiatrisk coachning', 'Neuropsychiatric coaching'),
    slot: rule(45, 9900, privately, needsSignIn),
  },
  { id: 'GRG', title: t('Geriatria', 'Geriatrik', 'Geriatrics'), slot: rule(30, 14900, privately) },
  {
    id: 'TTL',
    isOccupational: true,
    title: t('Työterveyslääkäri', 'Företagsläkare', 'Occupational health physician'),
    slot: rule(20, 0, atWork, needsSignIn),
  },
  {
    id: 'TTH',
    isOccupational: true,
    title: t('Työterveyshoitaja', 'Företagshälsovårdare', 'Occupational health nurse'),
    slot: rule(30, 0, atWork, needsSignIn),
  },
  {
    id: 'TFT',
    isOccupational: true,
    title: t('Työfysioterapia', 'Arbetsfysioterapi', 'Occupational physiotherapy'),
    slot: rule(45, 0, atWork, { ...needsSignIn, atClinic: visit }),
  },
  {
    id: 'TPSG',
    isOccupational: true,
    title: t('Työterveyspsykologi', 'Företagshälsopsykolog', 'Occupational health psychologist'),
    reservationInfo: t(
      'Työterveyspsykologin vastaanotolle tarvitaan työterveyslääkärin tai -hoitajan lähete.',
      'Till företagshälsopsykologen behövs en remiss av företagsläkaren eller företagshälsovårdaren.',
      'An appointment with the occupational health psychologist needs a referral from your occupational health physician or nurse.',
    ),
    slot: rule(45, 0, atWork, needsSignIn),
  },
  {
    id: 'ROKT',
    isOccupational: true,
    title: t(
      'Influenssarokotus (työterveys)',
      'Influensavaccination (företagshälsovård)',
      'Influenza vaccination (occupational health)',
    ),
    slot: rule(10, 0, atWork, vaccination(4)),
  },
  {
    id: 'ROKH',
    title: t('Influenssarokotus', 'Influensavaccination', 'Influenza vaccination'),
    slot: rule(10, 3900, ['private', 'occupational'], vaccination(4)),
  },
  {
    id: 'KORR',
    title: t('Koronarokotus', 'Coronavaccination', 'COVID-19 vaccination'),
    slot: rule(10, 5900, ['private'], vaccination(2)),
  },
  // The children's brand: a children's nurse and the national programme's vaccinations;
  // paediatricians take LAS times and influenza vaccinations are ROKH in both brands.
  {
    id: 'LSH',
    title: t('Lastensairaanhoitaja', 'Barnsjukskötare', 'Children’s nurse'),
    slot: rule(20, 5900, privately),
  },
  {
    id: 'LROK',
    title: t('Lasten rokotukset', 'Barnvaccinationer', 'Children’s vaccinations'),
    slot: rule(15, 2900, ['private'], vaccination(4)),
  },
  {
    id: 'Y65V',
    title: t('Kela65-vastaanotto', 'Kela65-mottagning', 'Kela65 appointment'),
    slot: rule(20, 2820, ['kela65'], kela65('Y65V', 1.5, 'physicalLocation')),
  },
  {
    id: 'Y65P',
    title: t('Kela65-puhelinvastaanotto', 'Kela65-telefonmottagning', 'Kela65 phone appointment'),
    slot: rule(20, 2820, ['kela65'], kela65('Y65P', 1, 'phoneAppointment')),
  },
  {
    id: 'Y65D',
    title: t('Kela65-videovastaanotto', 'Kela65-videomottagning', 'Kela65 video appointment'),
    slot: rule(20, 2820, ['kela65'], kela65('Y65D', 1.5, 'videoAppointment')),
  },
];

/** Slot rule for a specialty the demo does not know (added later by hand). */
export const DEFAULT_SLOT_RULE: SlotRule = {
  durationMinutes: 30,
  priceCents: 9900,
  customerTypes: ['private'],
  weight: 1,
  atClinic: visit,
  remote: distance,
};

export const SLOT_RULES: ReadonlyMap<string, SlotRule> = new Map(SPECIALTIES.map((s) => [s.id, s.slot]));
