import type { NamespaceAppointmentLinkTranslation } from '../../i18n-types';

const fi_appointmentLink = {
  endPart: {
    label: 'Henkilötunnuksesi neljä viimeistä merkkiä',
    characterLabel: 'Merkki {position} / {total}',
    mismatch: 'Henkilötunnuksen loppuosa on virheellinen. Tarkista ja yritä uudelleen.',
    triesLeft: '{count} {{yritys|yritystä}} jäljellä. Sen jälkeen ilmoittautuminen lukitaan hetkeksi.',
  },
  title: 'Ajanvarauksesi',
  notFound: 'Ajanvarausta ei löytynyt',
  notFoundText:
    'Linkki voi olla virheellinen tai vanhentunut. Kirjaudu sisään nähdäksesi ajanvarauksesi tai varaa uusi aika.',
  logIn: 'Kirjaudu sisään',
  reserve: 'Varaa uusi aika',
  alreadyCancelled: 'Ajanvaraus peruttu',
  alreadyCancelledText: 'Tämä ajanvaraus on peruttu. Voit varata uuden ajan.',
  bookNew: 'Varaa uusi aika',
  checkIn: 'Ilmoittaudu',
  checkInIntro: 'Ilmoittaudu antamalla henkilötunnuksesi neljä viimeistä merkkiä.',
  confirm: 'Ilmoittaudu',
  back: 'Takaisin',
  checkedIn: 'Olet ilmoittautunut. Odota, että sinut kutsutaan.',
  cancelNote: 'Ajanvarauksen peruminen vaatii vahvan tunnistautumisen (pankkitunnukset tai mobiilivarmenne).',
  callToCancel:
    'Aika on niin lähellä, ettei sitä voi enää perua verkossa. Jos et pääse, soita asiakaspalveluumme {phone}.',
  clinicCancelled: 'Klinikka on perunut tämän ajan. Otamme sinuun yhteyttä uuden ajan varaamiseksi.',
  checkInOpens: 'Ilmoittautuminen avautuu {minutes} minuuttia ennen vastaanottoa.',
  room: 'Huoneesi: {location}',
  cancelLogIn: 'Kirjaudu sisään perumaan',
  consentNeeded:
    'Käänny vastaanoton puoleen: tarvitsemme suostumuksesi potilastietojen käsittelyyn ennen käyntiä.',
  consentLink: 'Kirjaudu antamaan suostumus',
  pending: 'Hetkinen...',
  networkError: 'Verkkovirhe. Yritä uudelleen.',
  checkInFailed: 'Ilmoittautuminen epäonnistui. Ilmoittaudu vastaanoton hoitajalle.',
  cancelFailed: 'Ajanvarauksen perumisessa tapahtui virhe',
  cancelTooLate: 'Ajanvarausta ei voi enää perua',
  cancelled: 'Ajanvaraus peruttu',
  tryAgain: 'Yritä uudelleen',
  tooManyTries:
    'Liian monta yritystä. Yritä uudelleen {minutes} minuutin kuluttua tai käänny vastaanoton puoleen.',
} satisfies NamespaceAppointmentLinkTranslation;

export default fi_appointmentLink;
