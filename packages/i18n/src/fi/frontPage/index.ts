import type { NamespaceFrontPageTranslation } from '../../i18n-types';

const fi_frontPage = {
  title: 'Etusivu',
  // The `destination` formatter gives the illative: "Tervetuloa Aavaan", "Tervetuloa Pikkujättiin".
  welcome: 'Tervetuloa {brand|destination}, {firstName}',
  sections: {
    conversations: {
      title: 'Viestit',
      empty: 'Ei viestejä',
      unread: 'Lukematon',
      titleFallback: 'Keskustelu',
    },
    appointments: { title: 'Ajanvaraukset', empty: 'Ei tulevia ajanvarauksia' },
    visits: { title: 'Käynnit', empty: 'Ei käyntejä' },
    prescriptions: { title: 'Reseptit', empty: 'Ei reseptejä' },
    laboratory: { title: 'Laboratoriotulokset ja lähetteet', empty: 'Ei laboratoriotuloksia tai lähetteitä' },
    questionnaires: { title: 'Kyselyt', empty: 'Ei kyselyjä' },
    imaging: { title: 'Kuvantaminen', empty: 'Ei kuvantamistutkimuksia' },
  },
  showAll: 'Näytä kaikki',
  renewPrescriptions: 'Uusi reseptejä',
  loadFailed: 'Tämä osio ei ole tilapäisesti käytettävissä',
  items: {
    resultsReady: 'Tulokset valmiina',
    resultsPending: 'Tulokset kesken',
    waitingForAnswer: 'Odottaa vastaustasi',
    answered: 'Vastattu',
  },
  newCustomer: {
    title: 'Tervetuloa!',
    text: 'Näyttää siltä, että olet täällä ensimmäistä kertaa: sinulla ei ole vielä ajanvarauksia tai muita tapahtumia.',
    book: 'Varaa aika verkossa',
    call: 'tai soita asiakaspalveluumme',
    logOut: 'Kirjaudu ulos',
  },
  door: {
    title: 'Tervetuloa {brand|destination}',
    bookTitle: 'Varaa aika',
    bookText: 'Etsi vapaa aika ja varaa se. Useimmat ajat voi varata kirjautumatta.',
    bookButton: 'Varaa aika',
    loginTitle: 'Kirjaudu sisään',
  },
} satisfies NamespaceFrontPageTranslation;

export default fi_frontPage;
