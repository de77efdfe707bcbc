import type { Brand, LocalizedText } from '../../db/schema';

/** A clinic of the demo network. */
export type ClinicSeed = {
  id: string;
  /** The brands whose sites offer the clinic's times. */
  brands: Brand[];
  name: string;
  municipality: string;
  street: string;
  postalCode: string;
  postOffice: string;
  isRemote: boolean;
  arrivalInfo: LocalizedText | null;
};

type Place = [
  id: string,
  district: string,
  municipality: string,
  street: string,
  postalCode: string,
  postOffice: string,
];

// The municipalities of the neighbour rule (booking.md §9), each with at least one clinic.
const BASE_PLACES: Place[] = [
  ['HKI-KAMPPI', 'Kamppi', 'helsinki', 'Urho Kekkosen katu 4-6 E', '00100', 'Helsinki'],
  ['HKI-ITAKESKUS', 'Itäkeskus', 'helsinki', 'Itäkatu 1-5 C', '00930', 'Helsinki'],
  ['HKI-MALMI', 'Malmi', 'helsinki', 'Ala-Malmin tori 1', '00700', 'Helsinki'],
  ['ESP-LEPPAVAARA', 'Leppävaara', 'espoo', 'Leppävaarankatu 3-9', '02600', 'Espoo'],
  ['ESP-TAPIOLA', 'Tapiola', 'espoo', 'Tapiontori 3', '02100', 'Espoo'],
  ['VAN-TIKKURILA', 'Tikkurila', 'vantaa', 'Asematie 6', '01300', 'Vantaa'],
  ['VAN-MYYRMAKI', 'Myyrmäki', 'vantaa', 'Iskoskuja 3', '01600', 'Vantaa'],
  ['KER-KERAVA', 'Kerava', 'kerava', 'Kauppakaari 11', '04200', 'Kerava'],
  ['JPA-JARVENPAA', 'Järvenpää', 'järvenpää', 'Sibeliuksenkatu 11', '04400', 'Järvenpää'],
  ['TUU-HYRYLA', 'Hyrylä', 'tuusula', 'Hyryläntie 12', '04300', 'Tuusula'],
  ['HYV-HYVINKAA', 'Hyvinkää', 'hyvinkää', 'Kauppakatu 1', '05800', 'Hyvinkää'],
];

// Where a larger network (scale above 1) opens its further clinics.
const MORE_PLACES: Place[] = [
  ['HKI-PASILA', 'Pasila', 'helsinki', 'Ratapihantie 11', '00520', 'Helsinki'],
  ['HKI-HERTTONIEMI', 'Herttoniemi', 'helsinki', 'Hiihtäjäntie 2', '00810', 'Helsinki'],
  ['HKI-KALASATAMA', 'Kalasatama', 'helsinki', 'Hermannin rantatie 5', '00580', 'Helsinki'],
  ['ESP-MATINKYLA', 'Matinkylä', 'espoo', 'Piispansilta 11', '02230', 'Espoo'],
  ['ESP-ESPOONKESKUS', 'Espoon keskus', 'espoo', 'Kirkkojärventie 6', '02770', 'Espoo'],
  ['VAN-KORSO', 'Korso', 'vantaa', 'Urpiaisentie 14', '01450', 'Vantaa'],
  ['TRE-KESKUSTA', 'Tampere', 'tampere', 'Hämeenkatu 10', '33100', 'Tampere'],
  ['TRE-HERVANTA', 'Hervanta', 'tampere', 'Insinöörinkatu 23', '33720', 'Tampere'],
  ['TKU-KESKUSTA', 'Turku', 'turku', 'Eerikinkatu 15', '20100', 'Turku'],
  ['OUL-KESKUSTA', 'Oulu', 'oulu', 'Isokatu 20', '90100', 'Oulu'],
  ['JKL-KESKUSTA', 'Jyväskylä', 'jyväskylä', 'Kauppakatu 19', '40100', 'Jyväskylä'],
  ['LHT-KESKUSTA', 'Lahti', 'lahti', 'Aleksanterinkatu 18', '15140', 'Lahti'],
  ['KUO-KESKUSTA', 'Kuopio', 'kuopio', 'Puijonkatu 12', '70100', 'Kuopio'],
  ['POR-KESKUSTA', 'Pori', 'pori', 'Yrjönkatu 7', '28100', 'Pori'],
  ['HML-KESKUSTA', 'Hämeenlinna', 'hämeenlinna', 'Raatihuoneenkatu 9', '13100', 'Hämeenlinna'],
  ['LPR-KESKUSTA', 'Lappeenranta', 'lappeenranta', 'Valtakatu 33', '53100', 'Lappeenranta'],
  ['JNS-KESKUSTA', 'Joensuu', 'joensuu', 'Siltakatu 12', '80100', 'Joensuu'],
  ['VAA-KESKUSTA', 'Vaasa', 'vaasa', 'Hovioikeudenpuistikko 15', '65100', 'Vaasa'],
  ['SJK-KESKUSTA', 'Seinäjoki', 'seinäjoki', 'Kauppakatu 8', '60100', 'Seinäjoki'],
  ['ROI-KESKUSTA', 'Rovaniemi', 'rovaniemi', 'Koskikatu 25', '96200', 'Rovaniemi'],
  ['KTK-KESKUSTA', 'Kotka', 'kotka', 'Keskuskatu 21', '48100', 'Kotka'],
  ['MIK-KESKUSTA', 'Mikkeli', 'mikkeli', 'Porrassalmenkatu 19', '50100', 'Mikkeli'],
];

// Remote clinics (messaging-invoices-shell.md, occupational team rules): the
// head office is their address; they take video and phone appointments only.
const REMOTE: [id: string, name: string][] = [
  ['RMT', 'Aava Etävastaanotto'],
  ['CHA', 'Aava Chat ja puhelin'],
  ['OS', 'Aava Online-palvelut'],
  ['NRMT', 'Aava Työterveys etänä'],
];

const ARRIVAL_INFO: LocalizedText = {
  fi: 'Ilmoittaudu saapuessasi aulan ilmoittautumisautomaatilla tai vastaanotossa.',
  sv: 'Anmäl dig vid ankomsten i anmälningsautomaten i lobbyn eller i receptionen.',
  en: 'When you arrive, check in at the kiosk in the lobby or at the reception desk.',
};

function physical(
  [id, district, municipality, street, postalCode, postOffice]: Place,
  round: number,
): ClinicSeed {
  const suffix = round > 1 ? ` ${round}` : '';
  return {
    id: round > 1 ? `${id}-${round}` : id,
    name: `Aava ${district}${suffix}`,
    brands: ['general'],
    municipality,
    street,
    postalCode,
    postOffice,
    isRemote: false,
    arrivalInfo: ARRIVAL_INFO,
  };
}

/** The remote clinics; the same at every scale. */
export const REMOTE_CLINICS: ClinicSeed[] = REMOTE.map(([id, name]) => ({
  id,
  name,
  brands: ['general'],
  municipality: 'helsinki',
  street: 'Ruoholahdenranta 3',
  postalCode: '00180',
  postOffice: 'Helsinki',
  isRemote: true,
  arrivalInfo: null,
}));

/**
 * The physical clinics of a network `scale` times the base one. The clinics of a
 * smaller scale come first and are the same, so growing a demo only adds.
 */
export function physicalClinics(scale: number): ClinicSeed[] {
  const places = [...BASE_PLACES, ...MORE_PLACES];
  const count = BASE_PLACES.length * scale;
  return Array.from({ length: count }, (_, index) => {
    const place = places[index % places.length] as Place;
    return physical(place, Math.floor(index / places.length) + 1);
  });
}

// Pikkujätti, the children's clinic: a smaller network of its own in the neighbour-rule
// municipalities, near the general brand's clinics but in its own premises.
const CHILDREN_PLACES: Place[] = [
  ['PJ-HKI-KAMPPI', 'Kamppi', 'helsinki', 'Annankatu 32', '00100', 'Helsinki'],
  ['PJ-HKI-ITAKESKUS', 'Itäkeskus', 'helsinki', 'Turunlinnantie 8', '00930', 'Helsinki'],
  ['PJ-ESP-LEPPAVAARA', 'Leppävaara', 'espoo', 'Hevosenkenkä 3', '02600', 'Espoo'],
  ['PJ-VAN-TIKKURILA', 'Tikkurila', 'vantaa', 'Ratatie 11', '01300', 'Vantaa'],
  ['PJ-JPA-JARVENPAA', 'Järvenpää', 'järvenpää', 'Mannilantie 2', '04400', 'Järvenpää'],
];

const CHILDREN_ARRIVAL_INFO: LocalizedText = {
  fi: 'Ilmoittaudu saapuessasi vastaanotossa. Ota mukaan lapsen Kela-kortti ja rokotustiedot.',
  sv: 'Anmäl dig i receptionen när ni kommer. Ta med barnets FPA-kort och vaccinationsuppgifter.',
  en: "When you arrive, check in at the reception desk. Bring the child's Kela card and vaccination record.",
};

/**
 * The children's brand's clinics of a network `scale` times the base one; as with
 * {@link physicalClinics}, a larger scale keeps the smaller one's clinics first.
 */
export function childrenClinics(scale: number): ClinicSeed[] {
  return Array.from({ length: CHILDREN_PLACES.length * scale }, (_, index) => {
    const [id, district, municipality, street, postalCode, postOffice] = CHILDREN_PLACES[
      index % CHILDREN_PLACES.length
    ] as Place;
    const round = Math.floor(index / CHILDREN_PLACES.length) + 1;
    return {
      id: round > 1 ? `${id}-${round}` : id,
      name: `Pikkujätti ${district}${round > 1 ? ` ${round}` : ''}`,
      brands: ['children'],
      municipality,
      street,
      postalCode,
      postOffice,
      isRemote: false,
      arrivalInfo: CHILDREN_ARRIVAL_INFO,
    };
  });
}

/** Every clinic of both brands at a scale, in the order they are seeded. */
export function allClinics(scale: number): ClinicSeed[] {
  return [...physicalClinics(scale), ...REMOTE_CLINICS, ...childrenClinics(scale)];
}
