import type { NamespaceFrontPageTranslation } from '../../i18n-types';

const sv_frontPage = {
  title: 'Startsida',
  welcome: 'Välkommen till {brand|destination}, {firstName}',
  sections: {
    conversations: {
      title: 'Meddelanden',
      empty: 'Inga meddelanden',
      unread: 'Oläst',
      titleFallback: 'Samtal',
    },
    appointments: { title: 'Tidsbokningar', empty: 'Inga kommande tidsbokningar' },
    visits: { title: 'Besök', empty: 'Inga besök' },
    prescriptions: { title: 'Recept', empty: 'Inga recept' },
    laboratory: {
      title: 'Laboratorieresultat och remisser',
      empty: 'Inga laboratorieresultat eller remisser',
    },
    questionnaires: { title: 'Enkäter', empty: 'Inga enkäter' },
    imaging: { title: 'Bildbehandling', empty: 'Inga bildundersökningar' },
  },
  showAll: 'Visa alla',
  renewPrescriptions: 'Förnya recept',
  loadFailed: 'Den här delen är tillfälligt otillgänglig',
  items: {
    resultsReady: 'Resultaten är klara',
    resultsPending: 'Resultaten är inte klara',
    waitingForAnswer: 'Väntar på ditt svar',
    answered: 'Besvarad',
  },
  newCustomer: {
    title: 'Välkommen!',
    text: 'Det verkar som att du är här för första gången: du har inga tidsbokningar eller andra händelser hos oss ännu.',
    book: 'Boka en tid på nätet',
    call: 'eller ring vår kundtjänst',
    logOut: 'Logga ut',
  },
  door: {
    title: 'Välkommen till {brand|destination}',
    bookTitle: 'Boka tid',
    bookText: 'Hitta en ledig tid och boka den. De flesta tider kan bokas utan att logga in.',
    bookButton: 'Boka tid',
    loginTitle: 'Logga in',
  },
} satisfies NamespaceFrontPageTranslation;

export default sv_frontPage;
