import type { NamespaceShellTranslation } from '../../i18n-types';

const fi_shell = {
  document: {
    title: '{page} – {brand}',
  },
  header: {
    skipToContent: 'Siirry pääsisältöön',
    homeLink: '{brand} – etusivu',
    loading: 'Ladataan…',
    openMenu: 'Valikko',
    closeMenu: 'Sulje valikko',
    help: 'Ohjeet',
  },
  navigation: {
    label: 'Päävalikko',
    groups: {
      occupational: 'Työterveys',
      sicknessFund: 'Sairauskassa',
      appointments: 'Ajanvaraukset ja terveys',
      services: 'Palvelut',
      account: 'Oma tili',
    },
    items: {
      front: 'Etusivu',
      conversations: 'Viestit',
      occupationalList: 'Työterveyden ajanvaraus',
      occupationalTeam: 'Työterveystiimi',
      sicknessFund: 'Sairauskassa',
      appointments: 'Ajanvaraukset',
      visitTypeLanding: 'Varaa aika',
      visits: 'Käynnit',
      prescriptions: 'Reseptit',
      laboratory: 'Laboratorio',
      questionnaires: 'Kyselyt',
      vaccinations: 'Rokotukset',
      imaging: 'Kuvantaminen',
      certificates: 'Todistukset',
      chatNotice: 'Pikkutsatti',
      invoices: 'Laskut',
      myInformation: '{firstName} {lastName}',
      logout: 'Kirjaudu ulos',
      logoutAllDevices: 'Kirjaudu ulos kaikilta laitteilta',
    },
    unread: '{count} lukemat{{on|onta}}',
  },
  userMenu: {
    myInformation: 'Omat tiedot',
    childMatters: 'Lapseni asiat',
  },
  footer: {
    customerService: 'Asiakaspalvelu {phone}',
    apps: 'Lataa {brand}-sovellus',
    appStore: 'Lataa App Storesta',
    googlePlay: 'Lataa Google Playsta',
    terms: 'Käyttöehdot',
    accessibility: 'Saavutettavuusseloste',
    cookieSettings: 'Evästeasetukset',
  },
  cookies: {
    title: 'Evästeasetukset',
    text: 'Käytämme vain evästeitä, joita tarvitaan kirjautumiseen ja kirjautuneena pysymiseen. Niitä ei voi kytkeä pois päältä, eikä evästeitä käytetä seurantaan tai markkinointiin.',
    close: 'Sulje',
  },
  sessionWarning: {
    text: 'Tallenna keskeneräiset muutokset. Istuntosi vanhenee {n} sekunnin kuluttua.',
    regionLabel: 'Ilmoitukset',
    continue: 'Jatka',
    final:
      'Tallenna keskeneräiset muutokset. Istuntosi päättyy {n} sekunnin kuluttua, eikä sitä voi enää jatkaa. Voit sen jälkeen kirjautua uudelleen.',
  },
  languagePicker: {
    label: 'Valitse kieli',
    fi: 'Suomeksi',
    sv: 'På svenska',
    en: 'In English',
  },
  login: {
    button: 'Kirjaudu sisään',
  },
  logout: {
    button: 'Kirjaudu ulos',
    confirmTitle: 'Kirjaudutaanko ulos?',
    confirmText: 'Haluatko varmasti kirjautua ulos?',
    confirm: 'Kirjaudu ulos',
    cancel: 'Peruuta',
    busy: 'Kirjaudutaan ulos…',
    allDevicesButton: 'Kirjaudu ulos kaikilta laitteilta',
    allDevicesConfirmTitle: 'Kirjaudutaanko ulos kaikilta laitteilta?',
    allDevicesConfirmText:
      'Sinut kirjataan ulos tästä laitteesta ja kaikista muista puhelimista, tableteista ja tietokoneista, joilla olet kirjautuneena palveluun.',
    allDevicesConfirm: 'Kirjaudu ulos kaikilta laitteilta',
  },
} satisfies NamespaceShellTranslation;

export default fi_shell;
