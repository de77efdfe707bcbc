import type { NamespaceMessagesTranslation } from '../../i18n-types';

const fi_messages = {
  smsCode: 'Tunnistautumiskoodisi on {code}. Se on voimassa 5 minuuttia. Älä kerro koodia kenellekään.',
} satisfies NamespaceMessagesTranslation;

export default fi_messages;
