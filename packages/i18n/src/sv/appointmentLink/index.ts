import type { NamespaceAppointmentLinkTranslation } from '../../i18n-types';

const sv_appointmentLink = {
  endPart: {
    label: 'De fyra sista tecknen i din personbeteckning',
    characterLabel: 'Tecken {position} av {total}',
    mismatch: 'Slutdelen av personbeteckningen är felaktig. Kontrollera och försök igen.',
    triesLeft: '{count} försök kvar. Därefter låses incheckningen en stund.',
  },
  title: 'Din tidsbokning',
  notFound: 'Tidsbokningen hittades inte',
  notFoundText:
    'Länken kan vara fel eller föråldrad. Logga in för att se dina tidsbokningar, eller boka en ny tid.',
  logIn: 'Logga in',
  reserve: 'Boka en ny tid',
  alreadyCancelled: 'Tidsbokningen har avbokats',
  alreadyCancelledText: 'Den här tidsbokningen har avbokats. Du kan boka en ny tid.',
  bookNew: 'Boka en ny tid',
  checkIn: 'Anmäl dig',
  checkInIntro: 'Anmäl dig genom att ange de fyra sista tecknen i din personbeteckning.',
  confirm: 'Anmäl dig',
  back: 'Tillbaka',
  checkedIn: 'Du har anmält dig. Vänta tills du blir uppropad.',
  cancelNote:
    'För att avboka tiden behöver du logga in med stark autentisering (bankkoder eller mobilcertifikat).',
  callToCancel:
    'Tiden är så nära att den inte längre kan avbokas på nätet. Om du inte kan komma, ring vår kundtjänst {phone}.',
  clinicCancelled: 'Kliniken har avbokat den här tiden. Vi kontaktar dig för att boka en ny tid.',
  checkInOpens: 'Anmälan öppnar {minutes} minuter före besöket.',
  room: 'Ditt rum: {location}',
  cancelLogIn: 'Logga in för att avboka',
  consentNeeded:
    'Vänd dig till receptionen: vi behöver ditt samtycke till behandling av patientuppgifter före besöket.',
  consentLink: 'Logga in för att ge ditt samtycke',
  pending: 'Ett ögonblick...',
  networkError: 'Nätverksfel. Försök igen.',
  checkInFailed: 'Anmälan misslyckades. Anmäl dig hos receptionens skötare.',
  cancelFailed: 'Ett fel inträffade vid avbokningen',
  cancelTooLate: 'Tiden kan inte längre avbokas',
  cancelled: 'Tiden har avbokats',
  tryAgain: 'Försök igen',
  tooManyTries: 'För många försök. Försök igen om {minutes} minuter eller vänd dig till receptionen.',
} satisfies NamespaceAppointmentLinkTranslation;

export default sv_appointmentLink;
