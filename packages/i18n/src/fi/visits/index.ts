import type { NamespaceVisitsTranslation } from '../../i18n-types';

const fi_visits = {
  list: {
    title: 'Käynnit',
    intro: 'Käyntiesi kertomukset uusimmasta alkaen.',
    empty: 'Ei käyntejä',
    loading: 'Ladataan käyntejä…',
    loadFailed: 'Käyntien hakeminen epäonnistui. Yritä uudelleen.',
    open: 'Avaa käynti {date}',
  },
  visit: {
    title: 'Käynti',
    loading: 'Ladataan käyntiä…',
    date: 'Päivämäärä',
    practitioner: 'Ammattilainen',
    specialty: 'Erikoisala',
    diagnoses: 'Diagnoosit',
    noDiagnoses: 'Ei kirjattuja diagnooseja',
    texts: 'Kertomus',
    print: 'Tulostusnäkymä',
    allVisits: 'Kaikki käynnit',
    notFound: 'Käyntiä ei löytynyt',
    notFoundText: 'Käynti on ehkä poistettu, tai osoite ei ole oikea.',
  },
  print: {
    title: 'Käyntikertomus',
    patient: 'Potilas',
    identityCode: 'Henkilötunnus',
    printNow: 'Tulosta',
    back: 'Takaisin käyntiin',
  },
} satisfies NamespaceVisitsTranslation;

export default fi_visits;
