import type { LocalizedText } from '../../db/schema';
import { hashText, pick, randomFor } from '../random';
import { type ClinicSeed, childrenClinics, physicalClinics, REMOTE_CLINICS } from './clinics';

/** A practitioner of the demo, with where and in what they work. */
export type PractitionerSeed = {
  id: string;
  name: string;
  title: LocalizedText;
  isResource: boolean;
  clinicIds: string[];
  specialtyIds: string[];
};

type Role = { title: LocalizedText; specialtyIds: string[] };

const t = (fi: string, sv: string, en: string): LocalizedText => ({ fi, sv, en });

const ROLES = {
  gp: {
    title: t('Yleislääkäri', 'Allmänläkare', 'General practitioner'),
    specialtyIds: ['YLE', 'Y65V', 'Y65P'],
  },
  nurse: { title: t('Sairaanhoitaja', 'Sjukskötare', 'Registered nurse'), specialtyIds: ['SH'] },
  gyn: {
    title: t('Naistentautien erikoislääkäri', 'Specialist i kvinnosjukdomar', 'Gynaecologist'),
    specialtyIds: ['GYN'],
  },
  derm: {
    title: t('Ihotautien erikoislääkäri', 'Specialist i hudsjukdomar', 'Dermatologist'),
    specialtyIds: ['IHO'],
  },
  ent: {
    title: t('Korva-, nenä- ja kurkkutautien erikoislääkäri', 'Öron-, näs- och halsläkare', 'ENT specialist'),
    specialtyIds: ['KNK'],
  },
  ortho: { title: t('Ortopedi', 'Ortoped', 'Orthopaedic surgeon'), specialtyIds: ['ORT'] },
  paed: { title: t('Lastentautien erikoislääkäri', 'Barnläkare', 'Paediatrician'), specialtyIds: ['LAS'] },
  physio: { title: t('Fysioterapeutti', 'Fysioterapeut', 'Physiotherapist'), specialtyIds: ['FT'] },
  endo: { title: t('Endokrinologi', 'Endokrinolog', 'Endocrinologist'), specialtyIds: ['ENDO'] },
  geri: { title: t('Geriatri', 'Geriatriker', 'Geriatrician'), specialtyIds: ['GRG'] },
  psych: { title: t('Psykologi', 'Psykolog', 'Psychologist'), specialtyIds: ['PSY'] },
  coach: {
    title: t('Neuropsykiatrinen valmentaja', 'Neuropsykiatrisk coach', 'Neuropsychiatric coach'),
    specialtyIds: ['NNA'],
  },
  remoteGp: {
    title: t('Yleislääkäri', 'Allmänläkare', 'General practitioner'),
    specialtyIds: ['YLE', 'Y65D'],
  },
  occDoctor: {
    title: t('Työterveyslääkäri', 'Företagsläkare', 'Occupational health physician'),
    specialtyIds: ['TTL'],
  },
  occNurse: {
    title: t('Työterveyshoitaja', 'Företagshälsovårdare', 'Occupational health nurse'),
    specialtyIds: ['TTH', 'ROKT'],
  },
  occPhysio: {
    title: t('Työfysioterapeutti', 'Arbetsfysioterapeut', 'Occupational physiotherapist'),
    specialtyIds: ['TFT'],
  },
  childNurse: {
    title: t('Lastensairaanhoitaja', 'Barnsjukskötare', 'Children’s nurse'),
    specialtyIds: ['LSH'],
  },
  occPsych: {
    title: t('Työterveyspsykologi', 'Företagshälsopsykolog', 'Occupational health psychologist'),
    specialtyIds: ['TPSG'],
  },
} satisfies Record<string, Role>;
type RoleName = keyof typeof ROLES;

const VACCINATIONS: Role = {
  title: t('Rokotukset', 'Vaccinationer', 'Vaccinations'),
  specialtyIds: ['ROKT', 'ROKH', 'KORR'],
};
const CHILDREN_VACCINATIONS: Role = {
  title: t('Lasten rokotukset', 'Barnvaccinationer', 'Children’s vaccinations'),
  specialtyIds: ['LROK', 'ROKH'],
};
// Each clinic has one visiting specialist in turn; they also work at the next clinic.
const SPECIALISTS: RoleName[] = ['gyn', 'derm', 'ent', 'ortho', 'paed', 'physio', 'endo', 'geri'];
const OCCUPATIONAL: RoleName[][] = [
  ['occDoctor', 'occNurse'],
  ['occPhysio'],
  ['occDoctor', 'occNurse'],
  ['occPsych'],
];
const REMOTE_STAFF: Record<string, RoleName[]> = {
  RMT: ['remoteGp', 'remoteGp', 'psych', 'psych', 'endo', 'gyn', 'geri', 'coach'],
  CHA: ['nurse', 'nurse'],
  OS: ['physio', 'coach'],
  NRMT: ['occDoctor', 'occNurse', 'occPsych'],
};

const FIRST_NAMES = [
  'Anna',
  'Johanna',
  'Laura',
  'Elina',
  'Kaisa',
  'Heidi',
  'Satu',
  'Riikka',
  'Katja',
  'Hanna',
  'Sanna',
  'Tiina',
  'Emilia',
  'Veera',
  'Noora',
  'Minna',
  'Ulla',
  'Karin',
  'Matti',
  'Juha',
  'Mikko',
  'Antti',
  'Ville',
  'Jukka',
  'Petri',
  'Sami',
  'Janne',
  'Tuomas',
  'Olli',
  'Henrik',
  'Lauri',
  'Joonas',
  'Markus',
  'Eero',
  'Fredrik',
  'Aleksi',
];
const LAST_NAMES = [
  'Aaltonen',
  'Björklund',
  'Eskola',
  'Forsman',
  'Granström',
  'Halonen',
  'Ikonen',
  'Jokinen',
  'Kallio',
  'Lindqvist',
  'Mattila',
  'Nurmi',
  'Ojala',
  'Peltonen',
  'Qvist',
  'Rantanen',
  'Salminen',
  'Tuominen',
  'Uusitalo',
  'Vainio',
  'Wikström',
  'Ylönen',
  'Åberg',
  'Öhman',
  'Heinonen',
  'Karjalainen',
  'Laaksonen',
  'Manninen',
  'Niemi',
  'Saarinen',
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function person(seat: string, role: Role, clinicIds: string[]): PractitionerSeed {
  const random = randomFor('practitioner', seat);
  const name = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
  // A readable id that still varies in its first letter (the children's brand picks avatars by it).
  const id = `${slug(name)}-${hashText(seat).toString(36).slice(0, 4)}`;
  return { id, name, title: role.title, isResource: false, clinicIds, specialtyIds: role.specialtyIds };
}

function clinicStaff(clinic: ClinicSeed, index: number, next: ClinicSeed): PractitionerSeed[] {
  const specialist = SPECIALISTS[index % SPECIALISTS.length] as RoleName;
  const roles: [RoleName, string[]][] = [
    ['gp', [clinic.id]],
    ['gp', [clinic.id]],
    ['nurse', [clinic.id]],
    [specialist, [clinic.id, next.id]],
    ...(OCCUPATIONAL[index % OCCUPATIONAL.length] ?? []).map((role): [RoleName, string[]] => [
      role,
      [clinic.id],
    ]),
  ];
  const staff = roles.map(([role, clinicIds], seat) =>
    person(`${clinic.id}/${seat}`, ROLES[role], clinicIds),
  );
  if (index % 3 === 0) {
    const district = clinic.name.replace(/^Aava /, '');
    staff.push({
      ...VACCINATIONS,
      id: `rokotus-${slug(clinic.id)}`,
      name: `Rokotuspiste ${district}`,
      isResource: true,
      clinicIds: [clinic.id],
    });
  }
  return staff;
}

/**
 * A children's clinic: two paediatricians, a children's nurse and a vaccination point; every
 * other clinic's paediatricians also receive at the next one.
 */
function childrenClinicStaff(clinic: ClinicSeed, index: number, next: ClinicSeed): PractitionerSeed[] {
  const roles: [RoleName, string[]][] = [
    ['paed', index % 2 === 0 ? [clinic.id, next.id] : [clinic.id]],
    ['paed', [clinic.id]],
    ['childNurse', [clinic.id]],
  ];
  const staff = roles.map(([role, clinicIds], seat) =>
    person(`${clinic.id}/${seat}`, ROLES[role], clinicIds),
  );
  staff.push({
    ...CHILDREN_VACCINATIONS,
    id: `rokotus-${slug(clinic.id)}`,
    name: `Rokotuspiste ${clinic.name}`,
    isResource: true,
    clinicIds: [clinic.id],
  });
  return staff;
}

/**
 * The practitioners of both brands' networks `scale` times the base one. Ids come
 * from each seat's place, so the staff of a smaller scale is kept when growing.
 */
export function practitioners(scale: number): PractitionerSeed[] {
  const clinics = physicalClinics(scale);
  const atClinics = clinics.flatMap((clinic, index) =>
    clinicStaff(clinic, index, clinics[(index + 1) % clinics.length] as ClinicSeed),
  );
  const remote = REMOTE_CLINICS.flatMap((clinic) =>
    Array.from({ length: scale }, (_, round) =>
      (REMOTE_STAFF[clinic.id] ?? []).map((role, seat) =>
        person(`${clinic.id}/${round}/${seat}`, ROLES[role], [clinic.id]),
      ),
    ).flat(),
  );
  const children = childrenClinics(scale);
  const atChildrenClinics = children.flatMap((clinic, index) =>
    childrenClinicStaff(clinic, index, children[(index + 1) % children.length] as ClinicSeed),
  );
  return [...atClinics, ...remote, ...atChildrenClinics];
}
