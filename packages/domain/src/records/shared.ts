import { z } from 'zod/mini';

// Wire pieces every health record area shares (patient-area.md §3). Dates are `yyyy-mm-dd` in
// Europe/Helsinki; every list is bounded.

/** A calendar day on the wire. */
export const recordDay = z.iso.date();

/** The practitioner named on a referral. */
export const recordPractitioner = z.object({
  id: z.string().check(z.maxLength(100)),
  name: z.string().check(z.maxLength(200)),
  isResource: z.boolean(),
  pictureUrl: z.nullable(z.string().check(z.maxLength(500))),
});
export type RecordPractitioner = z.infer<typeof recordPractitioner>;

/**
 * A laboratory or imaging referral (patient-area.md §3). Its description is written by the clinic in
 * Finnish and shown as it is in every language.
 */
export const referralWire = z.object({
  id: z.number().check(z.int(), z.positive()),
  title: z.string().check(z.maxLength(300)),
  description: z.string().check(z.maxLength(4000)),
  creationDate: recordDay,
  validUntil: recordDay,
  practitioner: recordPractitioner,
  patientInstructionsUrl: z.nullable(z.string().check(z.maxLength(500))),
});
export type ReferralWire = z.infer<typeof referralWire>;

/** The most referrals or result days a list answers: a patient's history, newest first. */
export const maxRecordListLength = 200;

/** Query of the record reads: the page language. */
export const recordQuery = z.object({
  csrfToken: z.optional(z.string().check(z.maxLength(200))),
  lang: z._default(z.enum(['fi', 'sv', 'en']), 'fi'),
});
