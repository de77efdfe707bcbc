import type { Language } from '../db/schema';

/** A demo person of decisions.md §5 and the sandbox facts about them. */
export type DemoPerson = {
  ssn: string;
  firstName: string;
  lastName: string;
  /** False for the person who must register first: no patient row is seeded. */
  hasPatientRecord: boolean;
  street: string;
  postalCode: string;
  postOffice: string;
  email: string | null;
  phone: string | null;
  language: Language;
  /** Days before `today` when the consent form was filled; null when never. */
  consentDaysAgo: number | null;
  isCreditWorthy: boolean;
  mfaPhone: string | null;
  /** Identity codes of the child's guardians in the sandbox population register. */
  guardianSsns: readonly string[];
  occupational: {
    employerName: string;
    includesWebReservation: boolean;
    includesVaccinations: boolean;
    productIds: string[];
  } | null;
};

const person = (
  fields: Pick<DemoPerson, 'ssn' | 'firstName' | 'lastName' | 'street' | 'postalCode' | 'postOffice'> &
    Partial<DemoPerson>,
): DemoPerson => ({
  hasPatientRecord: true,
  email: `${ascii(fields.firstName)}.${ascii(fields.lastName)}@example.fi`,
  phone: null,
  language: 'fi',
  consentDaysAgo: 300,
  isCreditWorthy: true,
  mfaPhone: null,
  guardianSsns: [],
  occupational: null,
  ...fields,
});

function ascii(name: string) {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}

const MAIJA = '150385-9024';
// Eetu's father and Ella's, so that acting for a child can be shown with someone other than Maija.
const MIKKO = '150385-913F';

const JUSSI = '090699-982V';

/**
 * The eleven demo persons of decisions.md §5, and Lumi: a child the population register names who has
 * no patient record yet, so that a guardian registering a child can be shown.
 */
export const DEMO_PERSONS: DemoPerson[] = [
  person({
    ssn: MAIJA,
    firstName: 'Maija',
    lastName: 'Virtanen',
    street: 'Runeberginkatu 43 B 18',
    postalCode: '00260',
    postOffice: 'Helsinki',
    phone: '+358401112233',
    consentDaysAgo: 420,
  }),
  person({
    ssn: '120518A958A',
    firstName: 'Eetu',
    lastName: 'Virtanen',
    street: 'Runeberginkatu 43 B 18',
    postalCode: '00260',
    postOffice: 'Helsinki',
    email: null,
    guardianSsns: [MAIJA, MIKKO],
    consentDaysAgo: 420,
  }),
  person({
    ssn: '031111A969W',
    firstName: 'Ella',
    lastName: 'Järvinen',
    street: 'Kauppakartanonkatu 7 C 31',
    postalCode: '00930',
    postOffice: 'Helsinki',
    phone: '+358451234321',
    // Ella is 15: she signs in herself, and her guardian is refused acting for her.
    guardianSsns: [MIKKO],
    consentDaysAgo: 60,
  }),
  person({
    ssn: '221009A9175',
    firstName: 'Onni',
    lastName: 'Lehtonen',
    street: 'Leppävaarankatu 9 A 5',
    postalCode: '02600',
    postOffice: 'Espoo',
    phone: '+358442345678',
    consentDaysAgo: 90,
  }),
  person({
    ssn: MIKKO,
    firstName: 'Mikko',
    lastName: 'Korhonen',
    street: 'Tikkurilantie 44 B 9',
    postalCode: '01300',
    postOffice: 'Vantaa',
    phone: '+358503456789',
    occupational: {
      employerName: 'Pohjoisranta Ohjelmistot Oy',
      includesWebReservation: true,
      includesVaccinations: true,
      productIds: ['chat', 'phone-service', 'vaccinations', 'internet-booking-allowed'],
    },
  }),
  person({
    ssn: JUSSI,
    firstName: 'Jussi',
    lastName: 'Nieminen',
    street: 'Sibeliuksenkatu 22 as 3',
    postalCode: '04400',
    postOffice: 'Järvenpää',
    phone: '+358407654321',
    occupational: {
      employerName: 'Keski-Uudenmaan Kuljetus Oy',
      includesWebReservation: false,
      includesVaccinations: false,
      productIds: ['phone-service'],
    },
  }),
  person({
    ssn: '010158-936L',
    firstName: 'Aino',
    lastName: 'Laine',
    street: 'Hämeenkatu 18 A 4',
    postalCode: '05800',
    postOffice: 'Hyvinkää',
    phone: '+358405556677',
    consentDaysAgo: 1200,
  }),
  person({
    ssn: '280275-971B',
    firstName: 'Timo',
    lastName: 'Heikkinen',
    street: 'Kuninkaankatu 3 B 14',
    postalCode: '04200',
    postOffice: 'Kerava',
    phone: '+358409988776',
    consentDaysAgo: null,
  }),
  person({
    ssn: '200956-9475',
    firstName: 'Pekka',
    lastName: 'Koskinen',
    street: 'Hyryläntie 6 A 2',
    postalCode: '04300',
    postOffice: 'Tuusula',
    phone: '+358451122334',
    language: 'sv',
    isCreditWorthy: false,
  }),
  person({
    ssn: '300870-993W',
    firstName: 'Sari',
    lastName: 'Hämäläinen',
    street: 'Tapionraitti 5 C 22',
    postalCode: '02100',
    postOffice: 'Espoo',
    phone: '+358401234567',
    mfaPhone: '+358401234567',
  }),
  person({
    ssn: '040790-9259',
    firstName: 'Laura',
    lastName: 'Mäkinen',
    street: 'Asematie 12 A 7',
    postalCode: '01300',
    postOffice: 'Vantaa',
    phone: '+358508765432',
    hasPatientRecord: false,
    consentDaysAgo: null,
  }),
  person({
    ssn: '150621A9043',
    firstName: 'Lumi',
    lastName: 'Nieminen',
    street: 'Sibeliuksenkatu 22 as 3',
    postalCode: '04400',
    postOffice: 'Järvenpää',
    hasPatientRecord: false,
    consentDaysAgo: null,
    // Jussi's daughter, 5: acting for her opens the registration's child variant first.
    guardianSsns: [JUSSI],
  }),
];
