import type { NamespaceAuthTranslation } from '../../i18n-types';

const sv_auth = {
  login: {
    title: 'Logga in',
    intro: 'Logga in för att se dina bokningar, resultat och meddelanden.',
    strongAuthButton: 'Logga in med bankkoder eller mobilcertifikat',
    failedTitle: 'Identifieringen misslyckades',
    failedText: 'Du loggades inte in. Försök identifiera dig igen.',
    tooManyTitle: 'För många försök',
    tooManyText: 'För många inloggningar har påbörjats från ditt nätverk. Vänta en kvart och försök igen.',
  },
  smsCode: {
    title: 'Ange sms-koden',
    intro: 'Vi har skickat en fyrsiffrig kod till din telefon per sms.',
    groupLabel: 'Sms-kod',
    digitLabel: 'Siffra {position} av {total}',
    checking: 'Koden kontrolleras…',
    failedTitle: 'Identifieringen misslyckades',
    failedText: 'Försök identifiera dig igen',
    tooManyTitle: 'För många försök',
    tooManyText: 'Du kan försöka igen senare',
    loginAgain: 'Logga in igen',
  },
  sessionExpired: {
    title: 'Sessionen har gått ut',
    text: 'Din session har avslutats. Logga in igen för att fortsätta där du var.',
    idle: 'Av säkerhetsskäl loggades du ut efter en stund utan aktivitet. Logga in igen för att fortsätta där du var.',
    ceiling:
      'Av säkerhetsskäl varar en session bara en begränsad tid från inloggningen, hur aktiv du än är, och din har nått den. Logga in igen för att fortsätta där du var.',
    signedOutTitle: 'Sessionen har avslutats',
    signedOut:
      'Din session avslutades på annat håll: du loggade ut på en annan enhet eller loggade in på nytt i den här webbläsaren. Logga in igen för att fortsätta där du var.',
    loginAgain: 'Logga in igen med bankkoder eller mobilcertifikat',
    smsTitle: 'Loggar du in med sms-kod?',
    smsText:
      'Identifiera dig först med bankkoder eller mobilcertifikat. Sedan skickar vi en ny kod till det telefonnummer som du har uppgett.',
    orderSmsCode: 'Beställ en sms-kod',
  },
} satisfies NamespaceAuthTranslation;

export default sv_auth;
