import type { NamespaceFrontPageTranslation } from '../../i18n-types';

const fi_frontPage = {
  title: 'Etusivu',
  // The `destination` formatter gives the illative: "Tervetuloa Aavaan", "Tervetuloa Pikkujättiin".
  welcome: 'Tervetuloa {brand|destination}, {firstName}',
} satisfies NamespaceFrontPageTranslation;

export default fi_frontPage;
