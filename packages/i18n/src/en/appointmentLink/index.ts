import type { BaseTranslation } from '../../i18n-types';

/** Words of the anonymous appointment link page: checking in with the end of the identity code. */
const en_appointmentLink = {
  endPart: {
    label: 'Last four characters of your personal identity code',
    characterLabel: 'Character {position:number} of {total:number}',
    mismatch: 'The final part of the personal identity code is incorrect. Please check and try again.',
    triesLeft: '{count:number} {{try|tries}} left. After that, check-in is locked for a while.',
  },
  title: 'Your appointment',
  notFound: 'Appointment not found',
  notFoundText:
    'The link may be wrong or out of date. Log in to see your appointments, or reserve a new time.',
  logIn: 'Log in',
  reserve: 'Reserve a new time',
  alreadyCancelled: 'Appointment cancelled',
  alreadyCancelledText: 'This appointment has been cancelled. You can book a new time.',
  bookNew: 'Book a new appointment',
  checkIn: 'Check in',
  checkInIntro: 'To check in, enter the last four characters of your personal identity code.',
  confirm: 'Check in',
  back: 'Back',
  checkedIn: 'You have checked in. Please wait to be called.',
  cancelNote:
    'To cancel the appointment, log in with strong authentication (bank credentials or a mobile certificate).',
  callToCancel:
    'This appointment is so near that it can no longer be cancelled online. If you cannot come, please call our customer service {phone:string}.',
  clinicCancelled: 'The clinic has cancelled this appointment. We will contact you to book a new time.',
  checkInOpens: 'Check-in opens {minutes:number} minutes before the appointment.',
  room: 'Your room: {location:string}',
  cancelLogIn: 'Log in to cancel',
  consentNeeded: 'Please see the receptionist: we need your patient data consent before the visit.',
  consentLink: 'Log in to give your consent',
  pending: 'Just a moment...',
  networkError: 'Network error. Please try again.',
  checkInFailed: 'Check-in failed. Please see the receptionist nurse when checking in to your appointment.',
  cancelFailed: 'An error occurred while canceling the appointment',
  cancelTooLate: 'The appointment can no longer be canceled',
  cancelled: 'Appointment canceled',
  tryAgain: 'Try again',
  tooManyTries: 'Too many tries. Please try again in {minutes:number} minutes or see the receptionist.',
} satisfies BaseTranslation;

export default en_appointmentLink;
