import type { NamespaceErrorsTranslation } from '../../i18n-types';

const fi_errors = {
  notFound: {
    title: 'Sivua ei löytynyt',
    text: 'Tarkista osoite tai siirry etusivulle.',
    frontPageLink: 'Siirry etusivulle',
  },
  generic: {
    title: 'Pahoittelut! Jokin meni vikaan...',
    text: 'Yritä hetken kuluttua uudelleen. Jos ongelma jatkuu, ota yhteyttä asiakaspalveluumme.',
    tryAgain: 'Yritä uudelleen',
  },
  network: 'Verkkovirhe. Yritä uudelleen.',
} satisfies NamespaceErrorsTranslation;

export default fi_errors;
