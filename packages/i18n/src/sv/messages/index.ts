import type { NamespaceMessagesTranslation } from '../../i18n-types';

const sv_messages = {
  smsCode: 'Din identifieringskod är {code}. Den gäller i 5 minuter. Ge inte koden till någon.',
  appointmentWhen: '{date} kl. {time}',
  reservationSms:
    'Din tid är bokad ({brand}): {when}, {where}. Du kan avboka på nätet senast {deadlineHours} timmar innan.',
  reservationEmail: {
    subject: 'Bokningsbekräftelse {when}',
    greeting: 'Hej {name},',
    booked: 'din tid är bokad.',
    time: 'Tid: {when}',
    practitioner: 'Hos: {practitioner}',
    place: 'Plats: {place}',
    cancel:
      'Du kan avboka på nätet senast {deadlineHours} timmar före besöket. Därefter ber vi dig ringa {phone}.',
    closing: 'Välkommen!',
  },
} satisfies NamespaceMessagesTranslation;

export default sv_messages;
