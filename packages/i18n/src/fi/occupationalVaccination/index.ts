import type { NamespaceOccupationalVaccinationTranslation } from '../../i18n-types';

const fi_occupationalVaccination = {
  title: 'Rokotusajan varaus',
  intro: 'Valitse rokotus',
  influenza: 'Influenssarokotus',
  signIn: {
    title: 'Työterveyden rokotukset',
    intro:
      'Tunnistaudu pankkitunnuksilla tai mobiilivarmenteella varataksesi työterveyssopimukseesi kuuluvan rokotuksen.',
    button: 'Kirjaudu pankkitunnuksilla tai mobiilivarmenteella',
  },
  noContract: {
    title: 'Pahoittelemme!',
    text: 'Työterveyssopimustasi ei löytynyt. Jos tämä on mielestäsi virhe, soita asiakaspalveluumme',
  },
  notIncluded: {
    title: 'Pahoittelemme!',
    text: 'Rokotukset eivät vielä kuulu työterveyssopimukseesi. Tarkista asia organisaatiosi palvelukuvauksesta tai soita asiakaspalveluumme',
  },
  goBack: 'Takaisin',
  loadFailed: 'Työterveyssopimustasi ei voitu tarkistaa. Yritä hetken kuluttua uudelleen.',
} satisfies NamespaceOccupationalVaccinationTranslation;

export default fi_occupationalVaccination;
