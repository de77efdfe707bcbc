import type { NamespaceMessagesTranslation } from '../../i18n-types';

const fi_messages = {
  smsCode: 'Tunnistautumiskoodisi on {code}. Se on voimassa 5 minuuttia. Älä kerro koodia kenellekään.',
  appointmentWhen: '{date} klo {time}',
  reservationSms:
    'Aikasi on varattu ({brand}): {when}, {where}. Voit perua ajan verkossa viimeistään {deadlineHours} tuntia ennen.',
  reservationSmsBinding:
    'Aikasi on varattu ({brand}): {when}, {where}. Varaus on sitova, eikä sitä voi perua verkossa; jos et pääse, soita numeroon {phone}.',
  appointmentAddress: 'Ajanvarauksesi ja ilmoittautuminen: {url}',
  cancellationSms: 'Aikasi ({brand}) {when}, {where}, on peruttu.',
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
    binding: 'Varaus on sitova, eikä sitä voi perua verkossa. Jos et pääse, soita numeroon {phone}.',
  },
  cancellationEmail: {
    subject: 'Aika peruttu {when}',
    cancelled: 'aikasi on peruttu.',
    bookAgain: 'Voit varata uuden ajan verkossa tai soittamalla numeroon {phone}.',
  },
} satisfies NamespaceMessagesTranslation;

export default fi_messages;
