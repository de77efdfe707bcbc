import type { BaseTranslation } from '../../i18n-types';

/** Words of the development identity provider's sign-in page (rendered by the server). */
const en_devIdentityProvider = {
  title: 'Identify yourself',
  notice: 'Test identification for development: any valid personal identity code signs you in.',
  identityCodeLabel: 'Personal identity code',
  submit: 'Identify',
  invalidCode: 'The personal identity code is not valid. Check it and try again.',
} satisfies BaseTranslation;

export default en_devIdentityProvider;
