import type { NamespaceShellTranslation } from '../../i18n-types';

const fi_shell = {
  document: {
    title: '{page} – {brand}',
  },
  header: {
    skipToContent: 'Siirry pääsisältöön',
    homeLink: '{brand} – etusivu',
    loading: 'Ladataan…',
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
  },
} satisfies NamespaceShellTranslation;

export default fi_shell;
