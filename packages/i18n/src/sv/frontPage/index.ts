import type { NamespaceFrontPageTranslation } from '../../i18n-types';

const sv_frontPage = {
  title: 'Startsida',
  welcome: 'Välkommen till {brand|destination}, {firstName}',
  door: {
    title: 'Välkommen till {brand|destination}',
    bookTitle: 'Boka tid',
    bookText: 'Hitta en ledig tid och boka den. De flesta tider kan bokas utan att logga in.',
    bookButton: 'Boka tid',
    loginTitle: 'Logga in',
  },
} satisfies NamespaceFrontPageTranslation;

export default sv_frontPage;
