import {
  type AppointmentWire,
  type BrandConfig,
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
};

/** The confirmation SMS and e-mail of a new reservation, in the person's language. */
export function confirmationMessages({ lang, brand, appointment, name }: Confirmation) {
  const t = L[lang].messages;
  const start = new Date(appointment.startDate);
  const when = t.appointmentWhen({ date: formatDate(start), time: formatTime(start, lang) });
  const { clinic, practitioner } = appointment;
  const address = `${clinic.address.street}, ${clinic.address.postalCode} ${clinic.address.postOffice}`;
  const deadlineHours = brand.cancellationDeadlineHours;
  const sms = t.reservationSms({ brand: brand.displayName, when, where: clinic.name, deadlineHours });
  const mail = t.reservationEmail;
  const body = [
    mail.greeting({ name }),
    '',
    mail.booked(),
    '',
    mail.time({ when }),
    mail.practitioner({ practitioner: `${practitioner.name}, ${practitioner.title}` }),
    mail.place({ place: `${clinic.name}, ${address}` }),
    '',
    mail.cancel({ deadlineHours, phone: brand.customerServicePhone }),
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
