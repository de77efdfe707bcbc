import type { BaseTranslation } from '../../i18n-types';

/** Texts of the SMS and e-mail messages the server sends. */
const en_messages = {
  smsCode: 'Your identification code is {code:string}. It is valid for 5 minutes. Do not give it to anyone.',
} satisfies BaseTranslation;

export default en_messages;
