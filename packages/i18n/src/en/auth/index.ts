import type { BaseTranslation } from '../../i18n-types';

/** Words of signing in: the login page, the SMS code page and the session-expired page. */
const en_auth = {
  login: {
    title: 'Log in',
    intro: 'Log in to see your appointments, results and messages.',
    strongAuthButton: 'Log in with bank credentials or mobile certificate',
    /** After an identification that failed or was cancelled. */
    failedTitle: 'Identification failed',
    failedText: 'You were not logged in. Try to identify yourself again.',
    /** After too many sign-ins were started from one address. */
    tooManyTitle: 'Too many attempts',
    tooManyText: 'Too many logins were started from your network. Wait a quarter of an hour and try again.',
  },
  smsCode: {
    title: 'Enter the SMS code',
    intro: 'We sent a four-digit code to your phone by text message.',
    groupLabel: 'SMS code',
    digitLabel: 'Digit {position:number} of {total:number}',
    checking: 'Checking the code…',
    failedTitle: 'Identification failed',
    failedText: 'Try to identify yourself again',
    tooManyTitle: 'Too many retries',
    tooManyText: 'You can retry again later',
    loginAgain: 'Log in again',
  },
  sessionExpired: {
    title: 'Session timed out',
    /** Why the session ended, from the query `reason` (`SessionEndReason`); `text` when not known. */
    text: 'Your session has ended. Log in again to continue where you were.',
    idle: 'For your security you were logged out after a while without activity. Log in again to continue where you were.',
    ceiling:
      'For your security a session lasts only a limited time from logging in, however active you are, and yours has reached it. Log in again to continue where you were.',
    signedOutTitle: 'Session ended',
    signedOut:
      'Your session was ended elsewhere: you logged out on another device or logged in again in this browser. Log in again to continue where you were.',
    loginAgain: 'Log in again with bank credentials or mobile certificate',
    /** For people with SMS login: a new code is sent once they have identified themselves again. */
    smsTitle: 'Do you log in with an SMS code?',
    smsText:
      'First identify yourself with bank credentials or a mobile certificate. We then send a new code to the phone number you have given us.',
    orderSmsCode: 'Order an SMS code',
  },
} satisfies BaseTranslation;

export default en_auth;
