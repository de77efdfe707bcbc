import type { NamespaceMessagesTranslation } from '../../i18n-types';

const fi_messages = {
  smsCode: 'Tunnistautumiskoodisi on {code}. Se on voimassa 5 minuuttia. Älä kerro koodia kenellekään.',
  appointmentWhen: '{date} klo {time}',
  reservationSms:
    'Aikasi on varattu ({brand}): {when}, {where}. Voit perua ajan verkossa viimeistään {deadlineHours} tuntia ennen.',
  reservationEmail: {
    subject: 'Ajanvarausvahvistus {when}',
    greeting: 'Hei {name},',
    booked: 'aikasi on varattu.',
    time: 'Aika: {when}',
    practitioner: 'Vastaanottaja: {practitioner}',
    place: 'Paikka: {place}',
    cancel:
      'Voit perua ajan verkossa viimeistään {deadlineHours} tuntia ennen vastaanottoa. Sen jälkeen soita numeroon {phone}.',
    closing: 'Tervetuloa!',
  },
} satisfies NamespaceMessagesTranslation;

export default fi_messages;
