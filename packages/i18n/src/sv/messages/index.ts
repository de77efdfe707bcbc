import type { NamespaceMessagesTranslation } from '../../i18n-types';

const sv_messages = {
  smsCode: 'Din identifieringskod är {code}. Den gäller i 5 minuter. Ge inte koden till någon.',
} satisfies NamespaceMessagesTranslation;

export default sv_messages;
