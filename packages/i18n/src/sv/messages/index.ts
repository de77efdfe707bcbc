import type { NamespaceMessagesTranslation } from '../../i18n-types';

const sv_messages = {
  smsCode: 'Din identifieringskod är {code}. Den gäller i 5 minuter. Ge inte koden till någon.',
  appointmentWhen: '{date} kl. {time}',
  reservationSms:
    'Din tid är bokad ({brand}): {when}, {where}. Du kan avboka på nätet senast {deadlineHours} timmar innan.',
  reservationSmsBinding:
    'Din tid är bokad ({brand}): {when}, {where}. Bokningen är bindande och kan inte avbokas på nätet; om du inte kan komma, ring {phone}.',
  appointmentAddress: 'Din tidsbokning och anmälan: {url}',
  cancellationSms: 'Din tid ({brand}) {when}, {where}, är avbokad.',
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
    binding: 'Bokningen är bindande och kan inte avbokas på nätet. Om du inte kan komma, ring {phone}.',
  },
  cancellationEmail: {
    subject: 'Tiden avbokad {when}',
    cancelled: 'din tid är avbokad.',
    bookAgain: 'Du kan boka en ny tid på nätet eller genom att ringa {phone}.',
  },
} satisfies NamespaceMessagesTranslation;

export default sv_messages;
