import type { NamespaceAuthTranslation } from '../../i18n-types';

const fi_auth = {
  login: {
    title: 'Kirjaudu sisään',
    intro: 'Kirjaudu sisään, niin näet ajanvarauksesi, tuloksesi ja viestisi.',
    strongAuthButton: 'Kirjaudu pankkitunnuksilla tai mobiilivarmenteella',
    failedTitle: 'Tunnistautuminen epäonnistui',
    failedText: 'Kirjautuminen ei onnistunut. Yritä tunnistautua uudelleen.',
    tooManyTitle: 'Liian monta yritystä',
    tooManyText: 'Verkostasi on aloitettu liian monta kirjautumista. Odota vartti ja yritä uudelleen.',
  },
  smsCode: {
    title: 'Syötä tekstiviestikoodi',
    intro: 'Lähetimme puhelimeesi tekstiviestinä nelinumeroisen koodin.',
    groupLabel: 'Tekstiviestikoodi',
    digitLabel: 'Numero {position} / {total}',
    checking: 'Tarkistetaan koodia…',
    failedTitle: 'Tunnistautuminen epäonnistui',
    failedText: 'Yritä tunnistautua uudelleen',
    tooManyTitle: 'Liian monta yritystä',
    tooManyText: 'Voit yrittää myöhemmin uudelleen',
    loginAgain: 'Kirjaudu uudelleen',
  },
  sessionExpired: {
    title: 'Istunto on katkennut',
    text: 'Istuntosi on päättynyt. Jatka siitä, mihin jäit, kirjautumalla uudelleen.',
    idle: 'Sinut kirjattiin turvallisuussyistä ulos, koska palvelua ei käytetty hetkeen. Jatka siitä, mihin jäit, kirjautumalla uudelleen.',
    ceiling:
      'Turvallisuussyistä istunto kestää kirjautumisesta vain rajatun ajan, vaikka käyttäisit palvelua koko ajan, ja istuntosi on kestänyt sen. Jatka siitä, mihin jäit, kirjautumalla uudelleen.',
    signedOutTitle: 'Istunto on päättynyt',
    signedOut:
      'Istuntosi päätettiin muualla: kirjauduit ulos toisella laitteella tai kirjauduit uudelleen tässä selaimessa. Jatka siitä, mihin jäit, kirjautumalla uudelleen.',
    loginAgain: 'Kirjaudu uudelleen pankkitunnuksilla tai mobiilivarmenteella',
    smsTitle: 'Kirjaudutko tekstiviestikoodilla?',
    smsText:
      'Tunnistaudu ensin pankkitunnuksilla tai mobiilivarmenteella. Lähetämme sen jälkeen uuden koodin antamaasi puhelinnumeroon.',
    orderSmsCode: 'Tilaa tekstiviestikoodi',
  },
} satisfies NamespaceAuthTranslation;

export default fi_auth;
