import type { NamespaceActingForChildTranslation } from '../../i18n-types';

const fi_actingForChild = {
  transactionPath: {
    title: 'Kenen asioita hoidat?',
    intro:
      'Valitse, hoidatko lapsesi vai omia asioitasi. Tunnistaudut sen jälkeen pankkitunnuksilla tai mobiilivarmenteella.',
    child: {
      title: 'Lapseni',
      text: 'Lapselle, joka on 11-vuotias tai nuorempi. Asioit lapsen huoltajana.',
      button: 'Jatka lapseni asioihin',
    },
    own: {
      title: 'Omat',
      text: 'Omat asiasi. 12 vuotta täyttänyt nuori kirjautuu omilla tunnuksillaan.',
      button: 'Jatka omiin asioihini',
    },
    errors: {
      disallowed: 'Et voi asioida tämän henkilön puolesta',
      unknown: 'Tapahtui tuntematon virhe',
    },
    infoLink: 'Lue lisää toisen puolesta asioinnista',
  },
  childChoice: {
    title: 'Valitse lapsi',
    intro:
      'Väestötietojärjestelmän mukaan nämä lapset ovat huollettavinasi. Voit asioida 11-vuotiaan tai nuoremman lapsen puolesta.',
    age: '{age} v',
    signsInAlone: 'Kirjautuu omilla tunnuksillaan',
    empty: 'Väestötietojärjestelmän mukaan sinulla ei ole alle 18-vuotiaita huollettavia lapsia.',
    ownMatters: 'Jatka omiin asioihini',
    loadFailed: 'Väestötietojärjestelmään ei saatu yhteyttä. Yritä hetken kuluttua uudelleen.',
    choosing: 'Hetkinen…',
  },
  banner: {
    text: 'Asioit henkilön {name} puolesta',
    stop: 'Palaa omiin asioihini',
  },
} satisfies NamespaceActingForChildTranslation;

export default fi_actingForChild;
