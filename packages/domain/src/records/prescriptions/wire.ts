import { z } from 'zod/mini';
import { text } from '../../api/text';

// Wire shapes of prescriptions and their renewal (patient-area.md §3, §5, §7).

/** One prescription as the list shows it. */
export const prescription = z.object({
  id: z.number().check(z.int(), z.minimum(1)),
  medicineName: z.string(),
  strength: z.nullable(z.string()),
  issuedDate: z.iso.date(),
  isRenewable: z.boolean(),
  medicineType: z.string(),
  packageUnit: z.string(),
  packageSize: z.number().check(z.minimum(0)),
  packageCount: z.number().check(z.int(), z.minimum(0)),
  treatmentLength: z.nullable(z.number().check(z.int(), z.minimum(0))),
  treatmentLengthUnit: z.nullable(z.string()),
  totalAmount: z.string(),
  dosageGuide: z.string(),
  usageGuide: z.string(),
});
export type Prescription = z.infer<typeof prescription>;

/**
 * Whether renewals can be asked: `enabled`; `maintenance` while the messaging service they travel
 * through is being moved (the page says so); `disabled` when the clinic does not take them online.
 */
export const renewalAvailabilities = ['enabled', 'maintenance', 'disabled'] as const;
export type RenewalAvailability = (typeof renewalAvailabilities)[number];

/** The most prescriptions the list answers, newest first. */
export const maxListedPrescriptions = 200;

/** `GET /api/prescriptions`: the patient's prescriptions, newest first, and whether renewal is open. */
export const prescriptionsAnswer = z.object({
  type: z.literal('success'),
  prescriptions: z.array(prescription).check(z.maxLength(maxListedPrescriptions)),
  renewal: z.enum(renewalAvailabilities),
});
export type PrescriptionsAnswer = z.infer<typeof prescriptionsAnswer>;

/** The most prescriptions one renewal request may name. */
export const maxRenewalPrescriptions = 20;
/** The longest answer to one question. */
export const maxRenewalAnswerLength = 2000;

const answerText = text({ max: maxRenewalAnswerLength, lines: true });

/** The answers about one prescription; a question not answered is left out. */
export const prescriptionAnswers = z.object({
  prescriptionId: z.number().check(z.int(), z.minimum(1)),
  purpose: z.optional(answerText),
  hasRunOut: z.optional(z.boolean()),
  amountLeft: z.optional(answerText),
  hasSideEffects: z.optional(z.boolean()),
  sideEffects: z.optional(answerText),
});
export type PrescriptionAnswers = z.infer<typeof prescriptionAnswers>;

/** The answers of the whole renewal form. */
export const renewalAnswers = z.object({
  general: z.object({
    otherMedicines: z.optional(answerText),
    additionalInfo: z.optional(answerText),
  }),
  prescriptions: z.array(prescriptionAnswers).check(z.maxLength(maxRenewalPrescriptions)),
});
export type RenewalAnswers = z.infer<typeof renewalAnswers>;

/** `POST /api/prescriptions/renewal`: the prescriptions to renew and the form's answers. */
export const renewalRequest = z.object({
  prescriptionIds: z
    .array(z.number().check(z.int(), z.minimum(1)))
    .check(z.minLength(1), z.maxLength(maxRenewalPrescriptions)),
  answers: renewalAnswers,
});
export type RenewalRequest = z.infer<typeof renewalRequest>;

/** The answer of a sent renewal: the conversation it started. */
export const renewalAnswer = z.object({
  type: z.literal('success'),
  threadId: z.number().check(z.int(), z.minimum(1)),
});
export type RenewalAnswer = z.infer<typeof renewalAnswer>;
