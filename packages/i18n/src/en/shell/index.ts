import type { BaseTranslation } from '../../i18n-types';

/** Words of the page shell: header, language picker, log-out, document title. */
const en_shell = {
  document: {
    /** Browser tab title: the page's own title followed by the brand. */
    title: '{page:string} – {brand:string}',
  },
  header: {
    skipToContent: 'Skip to main content',
    homeLink: '{brand:string} front page',
    loading: 'Loading…',
  },
  languagePicker: {
    label: 'Choose language',
    // Each language is named in itself, so a reader finds their own language whatever the page language.
    fi: 'Suomeksi',
    sv: 'På svenska',
    en: 'In English',
  },
  login: {
    button: 'Log in',
  },
  logout: {
    button: 'Log out',
    confirmTitle: 'Log out?',
    confirmText: 'Are you sure you want to log out?',
    confirm: 'Log out',
    cancel: 'Cancel',
    busy: 'Logging out…',
  },
} satisfies BaseTranslation;

export default en_shell;
