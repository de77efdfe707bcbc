import { z } from 'zod';

// Wire pieces every health record area shares (patient-area.md §3). Dates are `yyyy-mm-dd` in
// Europe/Helsinki; every list is bounded.

/** A calendar day on the wire. */
export const recordDay = z.iso.date();

/** The practitioner named on a referral. */
export const recordPractitioner = z.object({
  id: z.string().max(100),
  name: z.string().max(200),
  isResource: z.boolean(),
  pictureUrl: z.string().max(500).nullable(),
});
export type RecordPractitioner = z.infer<typeof recordPractitioner>;

/**
 * A laboratory or imaging referral (patient-area.md §3). Its description is written by the clinic in
 * Finnish and shown as it is in every language.
 */
export const referralWire = z.object({
  id: z.number().int().positive(),
  title: z.string().max(300),
  description: z.string().max(4000),
  creationDate: recordDay,
  validUntil: recordDay,
  practitioner: recordPractitioner,
  patientInstructionsUrl: z.string().max(500).nullable(),
});
export type ReferralWire = z.infer<typeof referralWire>;

/** The most referrals or result days a list answers: a patient's history, newest first. */
export const maxRecordListLength = 200;

/** Query of the record reads: the page language. */
export const recordQuery = z.object({
  csrfToken: z.string().max(200).optional(),
  lang: z.enum(['fi', 'sv', 'en']).default('fi'),
});
