import type { BaseTranslation } from '../../i18n-types';

/** Words of the front page of a signed-in patient. */
const en_frontPage = {
  title: 'Front page',
  /**
   * The brand's display name comes from the brand configuration; `destination` puts it in the form a
   * language uses after "welcome to" (Finnish inflects it: "Aavaan").
   */
  welcome: 'Welcome to {brand:string|destination}, {firstName:string}',
} satisfies BaseTranslation;

export default en_frontPage;
