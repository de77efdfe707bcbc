import type { ParamKind, ParamValue } from './params';

/**
 * Every page of the service. The order is the order of the specification documents:
 * shell and booking, the patient area, then messaging, invoices and the other pages.
 */
export const pageIds = [
  'front',
  'login',
  'smsCode',
  'sessionExpired',
  'hpaRegister',
  'transactionPath',
  'chooseChild',
  'newCustomer',
  'eula',
  'help',
  'chatNotice',
  'accessibility',
  'visitTypeLanding',
  'privateList',
  'insuranceList',
  'kela65List',
  'occupationalList',
  'anonymousAvailable',
  'availableAppointment',
  'availableInsurance',
  'availableKela65',
  'availableOccupational',
  'anonymousAvailableAppointment',
  'reserve',
  'reserveInsurance',
  'reserveOccupational',
  'reserveAnonymous',
  'insurerPartner',
  'consent',
  'registration',
  'appointments',
  'appointment',
  'anonymousAppointment',
  'visits',
  'visit',
  'visitPrint',
  'prescriptions',
  'prescriptionRenewal',
  'laboratory',
  'laboratoryReferral',
  'laboratoryResult',
  'imaging',
  'imagingReferral',
  'imagingResult',
  'questionnaires',
  'questionnaire',
  'certificates',
  'vaccinations',
  'occupationalVaccination',
  'myInformation',
  'conversations',
  'conversation',
  'newConversation',
  'invoices',
  'invoiceSummary',
  'pay',
  'payment',
  'payVisit',
  'sicknessFund',
  'occupationalTeam',
] as const;

/** The stable name of a page; links and server redirects name pages by it, never by address. */
export type PageId = (typeof pageIds)[number];

/**
 * The path of a page in one language, after `/{lang}`: segments joined by `/`.
 * A segment is a word (`ajanvaraukset|varaukset`: the first is written, all are read),
 * `:name` (a parameter) or `*name` (the rest of the address, last only).
 */
export type PathPattern = string;

/** A page's addresses: one per language, or Finnish only for Finnish-only content. */
export type PagePaths = Readonly<Record<'fi' | 'sv' | 'en', PathPattern>> | { readonly fi: PathPattern };

/** One row of the route table. */
export interface RouteDef {
  /** The address words per language. */
  readonly path: PagePaths;
  /** The kind of each parameter named in the paths. */
  readonly params?: Readonly<Record<string, ParamKind>>;
  /** The language switch leads to the other language's front page, not to this page in it. */
  readonly languageSwitchToFront?: true;
}

/**
 * The one route table. Words come from booking.md §2, patient-area.md §2,
 * messaging-invoices-shell.md §2 and decisions.md §2.
 */
export const routeTable = {
  // Shell, sign-in and anonymous pages.
  front: { path: { fi: '', sv: '', en: '' } },
  login: { path: { fi: 'kirjaudu', sv: 'loggain', en: 'login' } },
  smsCode: {
    path: { fi: 'tunnistautuminen/*suffix', sv: 'behorighetskontroll/*suffix', en: 'authentication/*suffix' },
    params: { suffix: 'rest' },
  },
  sessionExpired: { path: { fi: 'katkennut-istunto', sv: 'utgatt-session', en: 'expired-session' } },
  hpaRegister: { path: { fi: 'hpa/register', sv: 'hpa/register', en: 'hpa/register' } },
  // "The language switch goes to /{lang}" (patient-area.md §2).
  transactionPath: {
    path: { fi: 'asiointipolku', sv: 'transaktionsbana', en: 'transaction-path' },
    languageSwitchToFront: true,
  },
  // After strong identification on the transaction path's 'My child's': the child to act for.
  chooseChild: {
    path: { fi: 'asiointipolku/lapsi', sv: 'transaktionsbana/barn', en: 'transaction-path/child' },
  },
  newCustomer: { path: { fi: 'uusi-asiakas', sv: 'ny-kund', en: 'new-customer' } },
  eula: { path: { fi: 'eula', sv: 'eula', en: 'eula' } },
  // The help pages are written in Finnish only.
  help: { path: { fi: 'ohjeita' } },
  chatNotice: { path: { fi: 'pikkutsatti', sv: 'pikkutsatti', en: 'pikkutsatti' } },
  // The accessibility statement that the law requires of a service like this one.
  accessibility: {
    path: { fi: 'saavutettavuusseloste', sv: 'tillganglighetsutlatande', en: 'accessibility-statement' },
  },

  // Search and booking.
  visitTypeLanding: { path: { fi: 'ajanvaraus', sv: 'tidsbokning', en: 'booking' } },
  privateList: {
    path: { fi: 'ajanvaraus/yksityisasiakas', sv: 'tidsbokning/privat-kund', en: 'booking/private-customer' },
  },
  insuranceList: {
    path: { fi: 'ajanvaraus/vakuutus', sv: 'tidsbokning/forsakring', en: 'booking/insurance' },
  },
  kela65List: { path: { fi: 'ajanvaraus/kela65', sv: 'tidsbokning/kela65', en: 'booking/kela65' } },
  occupationalList: {
    path: {
      fi: 'ajanvaraus/tyoterveys',
      sv: 'tidsbokning/foretagshalsovard',
      en: 'booking/occupational-healthcare',
    },
  },
  anonymousAvailable: {
    path: {
      fi: 'kirjautumattomat-kayttajat/vapaat-ajat',
      sv: 'anonyma-anvandare/lediga-tider',
      en: 'anonymous-users/available-appointments',
    },
  },
  // A free time's own address, to share or bookmark: it leads on to the time's reservation page.
  availableAppointment: {
    path: { fi: 'vapaat-ajat/:id', sv: 'lediga-tider/:id', en: 'available-appointments/:id' },
    params: { id: 'id' },
  },
  availableInsurance: {
    path: {
      fi: 'vapaat-ajat/:id/vakuutus',
      sv: 'lediga-tider/:id/forsakring',
      en: 'available-appointments/:id/insurance',
    },
    params: { id: 'id' },
  },
  availableKela65: {
    path: {
      fi: 'vapaat-ajat/:id/kela65',
      sv: 'lediga-tider/:id/kela65',
      en: 'available-appointments/:id/kela65',
    },
    params: { id: 'id' },
  },
  availableOccupational: {
    path: {
      fi: 'vapaat-ajat/:id/tyoterveys',
      sv: 'lediga-tider/:id/foretagshalsovard',
      en: 'available-appointments/:id/occupational-healthcare',
    },
    params: { id: 'id' },
  },
  anonymousAvailableAppointment: {
    path: {
      fi: 'kirjautumattomat-kayttajat/vapaat-ajat/:id',
      sv: 'anonyma-anvandare/lediga-tider/:id',
      en: 'anonymous-users/available-appointments/:id',
    },
    params: { id: 'id' },
  },
  reserve: { path: { fi: 'varaa/:id', sv: 'boka/:id', en: 'reserve/:id' }, params: { id: 'id' } },
  reserveInsurance: {
    path: { fi: 'varaa/:id/vakuutus', sv: 'boka/:id/forsakring', en: 'reserve/:id/insurance' },
    params: { id: 'id' },
  },
  reserveOccupational: {
    path: {
      fi: 'varaa/:id/tyoterveys',
      sv: 'boka/:id/foretagshalsovard',
      en: 'reserve/:id/occupational-healthcare',
    },
    params: { id: 'id' },
  },
  reserveAnonymous: {
    path: {
      fi: 'kirjautumattomat-kayttajat/varaa/:id',
      sv: 'anonyma-anvandare/boka/:id',
      en: 'anonymous-users/reserve/:id',
    },
    params: { id: 'id' },
  },
  insurerPartner: { path: { fi: 'lahitapiola', sv: 'lahitapiola', en: 'lahitapiola' } },
  consent: {
    path: { fi: 'potilastietojen-kasittely', sv: 'behandling-av-patientuppgifter', en: 'data-processing' },
  },
  registration: { path: { fi: 'rekisterointi', sv: 'registrering', en: 'registration' } },

  // The patient area.
  appointments: { path: { fi: 'ajanvaraukset|varaukset', sv: 'tidsbokningar', en: 'appointments' } },
  appointment: {
    path: { fi: 'varaus/:ids', sv: 'bokning/:ids', en: 'appointment/:ids' },
    params: { ids: 'ids' },
  },
  anonymousAppointment: {
    path: { fi: 'oma-varaus/:id', sv: 'min-bokning/:id', en: 'my-appointment/:id' },
    params: { id: 'token' },
  },
  visits: { path: { fi: 'kaynnit', sv: 'besoken', en: 'visits' } },
  visit: { path: { fi: 'kaynnit/:id', sv: 'besoken/:id', en: 'visits/:id' }, params: { id: 'id' } },
  visitPrint: {
    path: { fi: 'kaynnit/:id/tulosta', sv: 'besoken/:id/utskrift', en: 'visits/:id/print' },
    params: { id: 'id' },
  },
  prescriptions: { path: { fi: 'reseptit', sv: 'recept', en: 'prescriptions' } },
  prescriptionRenewal: {
    path: { fi: 'reseptin-uusinta/:ids', sv: 'receptfornyelse/:ids', en: 'prescription-renewal/:ids' },
    params: { ids: 'ids' },
  },
  laboratory: { path: { fi: 'laboratorio', sv: 'laboratorium', en: 'laboratory' } },
  laboratoryReferral: {
    path: { fi: 'laboratoriolahete/:id', sv: 'laboratorieremiss/:id', en: 'laboratoryreferral/:id' },
    params: { id: 'id' },
  },
  laboratoryResult: {
    path: { fi: 'laboratoriotulos/:date', sv: 'laboratorieresultat/:date', en: 'laboratoryresult/:date' },
    params: { date: 'date' },
  },
  imaging: { path: { fi: 'kuvantaminen', sv: 'bildbehandling', en: 'imaging' } },
  imagingReferral: {
    path: { fi: 'kuvantamislahete/:id', sv: 'bildbehandlingremiss/:id', en: 'imagingreferral/:id' },
    params: { id: 'id' },
  },
  imagingResult: {
    path: { fi: 'kuvantaminen/:imagingDate', sv: 'bildbehandling/:imagingDate', en: 'imaging/:imagingDate' },
    params: { imagingDate: 'date' },
  },
  questionnaires: { path: { fi: 'kyselyt', sv: 'rundfraga', en: 'questionnaires' } },
  questionnaire: {
    path: { fi: 'kysely/:id', sv: 'enkat/:id', en: 'questionnaire/:id' },
    params: { id: 'id' },
  },
  certificates: { path: { fi: 'todistukset', sv: 'certifikat', en: 'certificates' } },
  vaccinations: { path: { fi: 'rokotukset', sv: 'vaccinationer', en: 'vaccinations' } },
  occupationalVaccination: {
    path: { fi: 'tyoterveys-rokotus', sv: 'foretagshalsovard-vaccination', en: 'occupational-vaccination' },
  },
  myInformation: { path: { fi: 'omat-tiedot', sv: 'mina-uppgifter', en: 'my-information' } },

  // Messaging, invoices and the other pages.
  conversations: { path: { fi: 'viestit', sv: 'meddelanden', en: 'conversations' } },
  conversation: {
    path: { fi: 'viestit/:id', sv: 'meddelanden/:id', en: 'conversations/:id' },
    params: { id: 'id' },
  },
  newConversation: { path: { fi: 'viestit/uusi', sv: 'meddelanden/ny', en: 'conversations/new' } },
  invoices: { path: { fi: 'laskut', sv: 'fakturor', en: 'invoices' } },
  invoiceSummary: {
    path: { fi: 'laskut/yhteenveto/:id', sv: 'fakturor/oversikt/:id', en: 'invoices/summary/:id' },
    params: { id: 'token' },
  },
  pay: {
    path: { fi: 'maksa/:invoiceNumber', sv: 'betala/:invoiceNumber', en: 'pay/:invoiceNumber' },
    params: { invoiceNumber: 'id' },
  },
  payment: {
    path: { fi: 'maksu/:invoiceNumber', sv: 'betalning/:invoiceNumber', en: 'payment/:invoiceNumber' },
    params: { invoiceNumber: 'id' },
  },
  payVisit: { path: { fi: 'maksa-kaynti', sv: 'betala-besok', en: 'pay-visit' } },
  sicknessFund: { path: { fi: 'sairauskassa', sv: 'sairauskassa', en: 'sairauskassa' } },
  occupationalTeam: {
    path: { fi: 'tyoterveystiimi', sv: 'foretagshalsovardsteamet', en: 'occupational-health-care-team' },
  },
} as const satisfies Record<PageId, RouteDef>;

type ParamSpec<P extends PageId> = (typeof routeTable)[P] extends {
  readonly params: infer S extends Readonly<Record<string, ParamKind>>;
}
  ? S
  : Record<never, ParamKind>;

/** The parameters a page takes, typed by their kinds; a `rest` parameter may be left out. */
export type PageParams<P extends PageId> = {
  readonly [K in keyof ParamSpec<P> as ParamSpec<P>[K] extends 'rest' ? never : K]: ParamValue<
    ParamSpec<P>[K] & ParamKind
  >;
} & { readonly [K in keyof ParamSpec<P> as ParamSpec<P>[K] extends 'rest' ? K : never]?: string };

/** True when the page cannot be addressed without parameters. */
export type NeedsParams<P extends PageId> = [
  keyof { [K in keyof ParamSpec<P> as ParamSpec<P>[K] extends 'rest' ? never : K]: true },
] extends [never]
  ? false
  : true;
