import type { NamespaceFrontPageTranslation } from '../../i18n-types';

const sv_frontPage = {
  title: 'Startsida',
  welcome: 'Välkommen till {brand|destination}, {firstName}',
} satisfies NamespaceFrontPageTranslation;

export default sv_frontPage;
