import {
  type AppointmentWire,
  type BrandConfig,
  cancellableUntil,
  formatDate,
  formatTime,
  type Lang,
  normalizePhone,
} from '@portal/domain';
import { L } from '@portal/i18n';
import type { MessageGateway } from '../outbox/gateway';

export type Confirmation = {
  lang: Lang;
  brand: BrandConfig;
  appointment: AppointmentWire;
  name: string;
  email: string;
  phone: string;
  /** When the reservation was made: within the cancellation deadline it is binding from the start. */
  now: Date;
  /** The appointment's anonymous link, where the patient may check in; none when unknown. */
  link?: string | null;
};

/** The time of an appointment as the messages name it, in the person's language. */
function whenOf(lang: Lang, appointment: AppointmentWire): string {
  const start = new Date(appointment.startDate);
  return L[lang].messages.appointmentWhen({ date: formatDate(start), time: formatTime(start, lang) });
}

/**
 * The confirmation SMS and e-mail of a new reservation, in the person's language. A time booked after
 * its online cancellation deadline is binding: the messages say so and give the phone instead.
 */
export function confirmationMessages({ lang, brand, appointment, name, now, link }: Confirmation) {
  const t = L[lang].messages;
  const when = whenOf(lang, appointment);
  const { clinic, practitioner } = appointment;
  const address = `${clinic.address.street}, ${clinic.address.postalCode} ${clinic.address.postOffice}`;
  const deadlineHours = brand.cancellationDeadlineHours;
  const phone = brand.customerServicePhone;
  const binding = now.getTime() > cancellableUntil(new Date(appointment.startDate), brand).getTime();
  const booked = binding
    ? t.reservationSmsBinding({ brand: brand.displayName, when, where: clinic.name, phone })
    : t.reservationSms({ brand: brand.displayName, when, where: clinic.name, deadlineHours });
  const linkLine = link ? t.appointmentAddress({ url: link }) : null;
  const sms = linkLine ? `${booked}\n${linkLine}` : booked;
  const mail = t.reservationEmail;
  const body = [
    mail.greeting({ name }),
    '',
    mail.booked(),
    '',
    mail.time({ when }),
    mail.practitioner({ practitioner: `${practitioner.name}, ${practitioner.title}` }),
    mail.place({ place: `${clinic.name}, ${address}` }),
    ...(linkLine ? [linkLine] : []),
    '',
    binding ? mail.binding({ phone }) : mail.cancel({ deadlineHours, phone }),
    '',
    mail.closing(),
    brand.displayName,
  ].join('\n');
  return { sms, email: { subject: mail.subject({ when }), body } };
}

/** Sends both; a gateway failure must not undo a reservation that is already made. */
export async function sendConfirmation(
  gateway: MessageGateway,
  confirmation: Confirmation,
  log: (error: unknown) => void,
) {
  const { sms, email } = confirmationMessages(confirmation);
  const sent = await Promise.allSettled([
    gateway.sendSms(confirmation.phone, sms),
    gateway.sendEmail(confirmation.email, email.subject, email.body),
  ]);
  for (const result of sent) if (result.status === 'rejected') log(result.reason);
}

/** The phone and e-mail the clinic has for the patient, either of which may be missing. */
export type OwnContact = { email: string | null; phone: string | null };

/**
 * Tells the patient's own phone and e-mail of a booking made with other contact details (the
 * anonymous form), with how to cancel, so that a booking in someone's name cannot pass unnoticed.
 * Only the details that differ from the ones the booking gave get the message.
 */
export async function sendOwnContactNotice(
  gateway: MessageGateway,
  confirmation: Confirmation,
  own: OwnContact,
  log: (error: unknown) => void,
) {
  const { sms, email } = confirmationMessages(confirmation);
  const sends: Promise<unknown>[] = [];
  if (own.phone && normalizePhone(own.phone) !== normalizePhone(confirmation.phone)) {
    sends.push(gateway.sendSms(own.phone, sms));
  }
  if (own.email && own.email.trim().toLowerCase() !== confirmation.email.trim().toLowerCase()) {
    sends.push(gateway.sendEmail(own.email, email.subject, email.body));
  }
  for (const result of await Promise.allSettled(sends)) if (result.status === 'rejected') log(result.reason);
}

/** Whom a cancellation is told to, and of which time. */
export type Cancellation = Omit<Confirmation, 'now'>;

/** The cancellation SMS and e-mail, in the person's language. */
export function cancellationMessages({ lang, brand, appointment, name }: Cancellation) {
  const t = L[lang].messages;
  const when = whenOf(lang, appointment);
  const { clinic, practitioner } = appointment;
  const sms = t.cancellationSms({ brand: brand.displayName, when, where: clinic.name });
  const mail = t.cancellationEmail;
  const body = [
    t.reservationEmail.greeting({ name }),
    '',
    mail.cancelled(),
    '',
    t.reservationEmail.time({ when }),
    t.reservationEmail.practitioner({ practitioner: `${practitioner.name}, ${practitioner.title}` }),
    t.reservationEmail.place({ place: clinic.name }),
    '',
    mail.bookAgain({ phone: brand.customerServicePhone }),
    '',
    brand.displayName,
  ].join('\n');
  return { sms, email: { subject: mail.subject({ when }), body } };
}

/** Sends the cancellation to the phone and e-mail the reservation was made with; failures are logged. */
export async function sendCancellation(
  gateway: MessageGateway,
  cancellation: Cancellation,
  log: (error: unknown) => void,
) {
  const { sms, email } = cancellationMessages(cancellation);
  const sends: Promise<unknown>[] = [];
  if (cancellation.phone) sends.push(gateway.sendSms(cancellation.phone, sms));
  if (cancellation.email) sends.push(gateway.sendEmail(cancellation.email, email.subject, email.body));
  for (const result of await Promise.allSettled(sends)) if (result.status === 'rejected') log(result.reason);
}
