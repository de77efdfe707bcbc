import type { NamespaceShellTranslation } from '../../i18n-types';

const sv_shell = {
  document: {
    title: '{page} – {brand}',
  },
  header: {
    skipToContent: 'Hoppa till huvudinnehållet',
    homeLink: '{brand} – startsida',
    loading: 'Laddar…',
  },
  languagePicker: {
    label: 'Välj språk',
    fi: 'Suomeksi',
    sv: 'På svenska',
    en: 'In English',
  },
  login: {
    button: 'Logga in',
  },
  logout: {
    button: 'Logga ut',
    confirmTitle: 'Vill du logga ut?',
    confirmText: 'Är du säker på att du vill logga ut?',
    confirm: 'Logga ut',
    cancel: 'Avbryt',
    busy: 'Loggar ut…',
  },
} satisfies NamespaceShellTranslation;

export default sv_shell;
