import type { NamespaceFrontPageTranslation } from '../../i18n-types';

const fi_frontPage = {
  title: 'Etusivu',
  // The `destination` formatter gives the illative: "Tervetuloa Aavaan", "Tervetuloa Pikkujättiin".
  welcome: 'Tervetuloa {brand|destination}, {firstName}',
  door: {
    title: 'Tervetuloa {brand|destination}',
    bookTitle: 'Varaa aika',
    bookText: 'Etsi vapaa aika ja varaa se. Useimmat ajat voi varata kirjautumatta.',
    bookButton: 'Varaa aika',
    loginTitle: 'Kirjaudu sisään',
  },
} satisfies NamespaceFrontPageTranslation;

export default fi_frontPage;
