import { describe, expect, it } from 'vitest';
import type { Lang } from '../locale';
import { buildPath } from './build';
import { matchPath } from './match';
import { type PageId, pageIds, routeTable } from './table';

type Row = readonly [params: Record<string, unknown> | undefined, fi: string, sv: string, en: string];

// The addresses of the specification (booking.md, patient-area.md, messaging-invoices-shell.md §2)
// and of decisions.md §2, written out by hand so that a changed word fails here.
const addresses: Record<PageId, Row> = {
  front: [undefined, '/fi', '/sv', '/en'],
  login: [undefined, '/fi/kirjaudu', '/sv/loggain', '/en/login'],
  smsCode: [{ suffix: '' }, '/fi/tunnistautuminen', '/sv/behorighetskontroll', '/en/authentication'],
  sessionExpired: [undefined, '/fi/katkennut-istunto', '/sv/utgatt-session', '/en/expired-session'],
  hpaRegister: [undefined, '/fi/hpa/register', '/sv/hpa/register', '/en/hpa/register'],
  transactionPath: [undefined, '/fi/asiointipolku', '/sv/transaktionsbana', '/en/transaction-path'],
  chooseChild: [
    undefined,
    '/fi/asiointipolku/lapsi',
    '/sv/transaktionsbana/barn',
    '/en/transaction-path/child',
  ],
  newCustomer: [undefined, '/fi/uusi-asiakas', '/sv/ny-kund', '/en/new-customer'],
  eula: [undefined, '/fi/eula', '/sv/eula', '/en/eula'],
  help: [undefined, '/fi/ohjeita', '/fi/ohjeita', '/fi/ohjeita'],
  chatNotice: [undefined, '/fi/pikkutsatti', '/sv/pikkutsatti', '/en/pikkutsatti'],
  accessibility: [
    undefined,
    '/fi/saavutettavuusseloste',
    '/sv/tillganglighetsutlatande',
    '/en/accessibility-statement',
  ],
  visitTypeLanding: [undefined, '/fi/ajanvaraus', '/sv/tidsbokning', '/en/booking'],
  privateList: [
    undefined,
    '/fi/ajanvaraus/yksityisasiakas',
    '/sv/tidsbokning/privat-kund',
    '/en/booking/private-customer',
  ],
  insuranceList: [
    undefined,
    '/fi/ajanvaraus/vakuutus',
    '/sv/tidsbokning/forsakring',
    '/en/booking/insurance',
  ],
  kela65List: [undefined, '/fi/ajanvaraus/kela65', '/sv/tidsbokning/kela65', '/en/booking/kela65'],
  occupationalList: [
    undefined,
    '/fi/ajanvaraus/tyoterveys',
    '/sv/tidsbokning/foretagshalsovard',
    '/en/booking/occupational-healthcare',
  ],
  anonymousAvailable: [
    undefined,
    '/fi/kirjautumattomat-kayttajat/vapaat-ajat',
    '/sv/anonyma-anvandare/lediga-tider',
    '/en/anonymous-users/available-appointments',
  ],
  availableAppointment: [
    { id: 42 },
    '/fi/vapaat-ajat/42',
    '/sv/lediga-tider/42',
    '/en/available-appointments/42',
  ],
  availableInsurance: [
    { id: 42 },
    '/fi/vapaat-ajat/42/vakuutus',
    '/sv/lediga-tider/42/forsakring',
    '/en/available-appointments/42/insurance',
  ],
  availableKela65: [
    { id: 42 },
    '/fi/vapaat-ajat/42/kela65',
    '/sv/lediga-tider/42/kela65',
    '/en/available-appointments/42/kela65',
  ],
  availableOccupational: [
    { id: 42 },
    '/fi/vapaat-ajat/42/tyoterveys',
    '/sv/lediga-tider/42/foretagshalsovard',
    '/en/available-appointments/42/occupational-healthcare',
  ],
  anonymousAvailableAppointment: [
    { id: 42 },
    '/fi/kirjautumattomat-kayttajat/vapaat-ajat/42',
    '/sv/anonyma-anvandare/lediga-tider/42',
    '/en/anonymous-users/available-appointments/42',
  ],
  reserve: [{ id: 42 }, '/fi/varaa/42', '/sv/boka/42', '/en/reserve/42'],
  reserveInsurance: [
    { id: 42 },
    '/fi/varaa/42/vakuutus',
    '/sv/boka/42/forsakring',
    '/en/reserve/42/insurance',
  ],
  reserveOccupational: [
    { id: 42 },
    '/fi/varaa/42/tyoterveys',
    '/sv/boka/42/foretagshalsovard',
    '/en/reserve/42/occupational-healthcare',
  ],
  reserveAnonymous: [
    { id: 42 },
    '/fi/kirjautumattomat-kayttajat/varaa/42',
    '/sv/anonyma-anvandare/boka/42',
    '/en/anonymous-users/reserve/42',
  ],
  insurerPartner: [undefined, '/fi/lahitapiola', '/sv/lahitapiola', '/en/lahitapiola'],
  consent: [
    undefined,
    '/fi/potilastietojen-kasittely',
    '/sv/behandling-av-patientuppgifter',
    '/en/data-processing',
  ],
  registration: [undefined, '/fi/rekisterointi', '/sv/registrering', '/en/registration'],
  appointments: [undefined, '/fi/ajanvaraukset', '/sv/tidsbokningar', '/en/appointments'],
  appointment: [{ ids: [7, 8] }, '/fi/varaus/7,8', '/sv/bokning/7,8', '/en/appointment/7,8'],
  anonymousAppointment: [
    { id: 'MTJfMzQ' },
    '/fi/oma-varaus/MTJfMzQ',
    '/sv/min-bokning/MTJfMzQ',
    '/en/my-appointment/MTJfMzQ',
  ],
  visits: [undefined, '/fi/kaynnit', '/sv/besoken', '/en/visits'],
  visit: [{ id: 5 }, '/fi/kaynnit/5', '/sv/besoken/5', '/en/visits/5'],
  visitPrint: [{ id: 5 }, '/fi/kaynnit/5/tulosta', '/sv/besoken/5/utskrift', '/en/visits/5/print'],
  prescriptions: [undefined, '/fi/reseptit', '/sv/recept', '/en/prescriptions'],
  prescriptionRenewal: [
    { ids: [1, 2, 3] },
    '/fi/reseptin-uusinta/1,2,3',
    '/sv/receptfornyelse/1,2,3',
    '/en/prescription-renewal/1,2,3',
  ],
  laboratory: [undefined, '/fi/laboratorio', '/sv/laboratorium', '/en/laboratory'],
  laboratoryReferral: [
    { id: 9 },
    '/fi/laboratoriolahete/9',
    '/sv/laboratorieremiss/9',
    '/en/laboratoryreferral/9',
  ],
  laboratoryResult: [
    { date: '2025-03-30' },
    '/fi/laboratoriotulos/2025-03-30',
    '/sv/laboratorieresultat/2025-03-30',
    '/en/laboratoryresult/2025-03-30',
  ],
  imaging: [undefined, '/fi/kuvantaminen', '/sv/bildbehandling', '/en/imaging'],
  imagingReferral: [
    { id: 3 },
    '/fi/kuvantamislahete/3',
    '/sv/bildbehandlingremiss/3',
    '/en/imagingreferral/3',
  ],
  imagingResult: [
    { imagingDate: '2024-10-27' },
    '/fi/kuvantaminen/2024-10-27',
    '/sv/bildbehandling/2024-10-27',
    '/en/imaging/2024-10-27',
  ],
  questionnaires: [undefined, '/fi/kyselyt', '/sv/rundfraga', '/en/questionnaires'],
  questionnaire: [{ id: 77 }, '/fi/kysely/77', '/sv/enkat/77', '/en/questionnaire/77'],
  certificates: [undefined, '/fi/todistukset', '/sv/certifikat', '/en/certificates'],
  vaccinations: [undefined, '/fi/rokotukset', '/sv/vaccinationer', '/en/vaccinations'],
  occupationalVaccination: [
    undefined,
    '/fi/tyoterveys-rokotus',
    '/sv/foretagshalsovard-vaccination',
    '/en/occupational-vaccination',
  ],
  myInformation: [undefined, '/fi/omat-tiedot', '/sv/mina-uppgifter', '/en/my-information'],
  conversations: [undefined, '/fi/viestit', '/sv/meddelanden', '/en/conversations'],
  conversation: [{ id: 11 }, '/fi/viestit/11', '/sv/meddelanden/11', '/en/conversations/11'],
  newConversation: [undefined, '/fi/viestit/uusi', '/sv/meddelanden/ny', '/en/conversations/new'],
  invoices: [undefined, '/fi/laskut', '/sv/fakturor', '/en/invoices'],
  invoiceSummary: [
    { id: 'inv-12' },
    '/fi/laskut/yhteenveto/inv-12',
    '/sv/fakturor/oversikt/inv-12',
    '/en/invoices/summary/inv-12',
  ],
  pay: [{ invoiceNumber: 100234 }, '/fi/maksa/100234', '/sv/betala/100234', '/en/pay/100234'],
  payment: [{ invoiceNumber: 100234 }, '/fi/maksu/100234', '/sv/betalning/100234', '/en/payment/100234'],
  payVisit: [undefined, '/fi/maksa-kaynti', '/sv/betala-besok', '/en/pay-visit'],
  sicknessFund: [undefined, '/fi/sairauskassa', '/sv/sairauskassa', '/en/sairauskassa'],
  occupationalTeam: [
    undefined,
    '/fi/tyoterveystiimi',
    '/sv/foretagshalsovardsteamet',
    '/en/occupational-health-care-team',
  ],
};

const cases = pageIds.flatMap((page) => {
  const [params, fi, sv, en] = addresses[page];
  return (
    [
      ['fi', fi],
      ['sv', sv],
      ['en', en],
    ] as const
  ).map(([lang, path]) => ({ page, lang: lang as Lang, params, path }));
});

describe('the route table', () => {
  it('should list every page id once, and nothing else', () => {
    expect(new Set(pageIds).size).toBe(pageIds.length);
    expect(Object.keys(routeTable).sort()).toEqual([...pageIds].sort());
  });

  describe.each(cases)('given page $page in $lang', ({ page, lang, params, path }) => {
    it(`should build ${path}`, () => {
      expect(buildPath(page, lang, params as never)).toBe(path);
    });

    it('should match its address back to the same page and parameters', () => {
      // The Finnish-only help page is matched in Finnish whatever language it was built for.
      const expectedLang = path.slice(1, 3);
      expect(matchPath(path)).toEqual({ page, lang: expectedLang, params: params ?? {} });
    });
  });
});
