import type { BaseTranslation } from '../../i18n-types';

/** Texts of the SMS and e-mail messages the server sends. */
const en_messages = {
  smsCode: 'Your identification code is {code:string}. It is valid for 5 minutes. Do not give it to anyone.',
  appointmentWhen: '{date:string} at {time:string}',
  reservationSms:
    'Your appointment at {brand:string} is booked: {when:string}, {where:string}. You can cancel it online until {deadlineHours:number} hours before.',
  /** The reservation was made within the cancellation deadline: it cannot be cancelled online. */
  reservationSmsBinding:
    'Your appointment at {brand:string} is booked: {when:string}, {where:string}. The reservation is binding and cannot be cancelled online; if you cannot come, call {phone:string}.',
  /** The appointment's own address, where the patient may check in without logging in. */
  appointmentAddress: 'Your appointment and check-in: {url:string}',
  cancellationSms: 'Your appointment at {brand:string} on {when:string}, {where:string}, is cancelled.',
  reservationEmail: {
    subject: 'Appointment confirmation {when:string}',
    greeting: 'Hello {name:string},',
    booked: 'your appointment is booked.',
    time: 'Time: {when:string}',
    practitioner: 'With: {practitioner:string}',
    place: 'Where: {place:string}',
    cancel:
      'You can cancel online until {deadlineHours:number} hours before the appointment. After that, please call {phone:string}.',
    closing: 'Welcome!',
    binding:
      'The reservation is binding and cannot be cancelled online. If you cannot come, please call {phone:string}.',
  },
  cancellationEmail: {
    subject: 'Appointment cancelled {when:string}',
    cancelled: 'your appointment is cancelled.',
    bookAgain: 'You can book a new time online or by calling {phone:string}.',
  },
} satisfies BaseTranslation;

export default en_messages;
