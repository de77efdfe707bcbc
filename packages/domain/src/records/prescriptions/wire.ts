import { z } from 'zod';
import { text } from '../../api/text';

// Wire shapes of prescriptions and their renewal (patient-area.md §3, §5, §7).

/** One prescription as the list shows it. */
export const prescription = z.object({
  id: z.number().int().min(1),
  medicineName: z.string(),
  strength: z.string().nullable(),
  issuedDate: z.iso.date(),
  isRenewable: z.boolean(),
  medicineType: z.string(),
  packageUnit: z.string(),
  packageSize: z.number().min(0),
  packageCount: z.number().int().min(0),
  treatmentLength: z.number().int().min(0).nullable(),
  treatmentLengthUnit: z.string().nullable(),
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
  prescriptions: z.array(prescription).max(maxListedPrescriptions),
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
  prescriptionId: z.number().int().min(1),
  purpose: answerText.optional(),
  hasRunOut: z.boolean().optional(),
  amountLeft: answerText.optional(),
  hasSideEffects: z.boolean().optional(),
  sideEffects: answerText.optional(),
});
export type PrescriptionAnswers = z.infer<typeof prescriptionAnswers>;

/** The answers of the whole renewal form. */
export const renewalAnswers = z.object({
  general: z.object({
    otherMedicines: answerText.optional(),
    additionalInfo: answerText.optional(),
  }),
  prescriptions: z.array(prescriptionAnswers).max(maxRenewalPrescriptions),
});
export type RenewalAnswers = z.infer<typeof renewalAnswers>;

/** `POST /api/prescriptions/renewal`: the prescriptions to renew and the form's answers. */
export const renewalRequest = z.object({
  prescriptionIds: z.array(z.number().int().min(1)).min(1).max(maxRenewalPrescriptions),
  answers: renewalAnswers,
});
export type RenewalRequest = z.infer<typeof renewalRequest>;

/** The answer of a sent renewal: the conversation it started. */
export const renewalAnswer = z.object({
  type: z.literal('success'),
  threadId: z.number().int().min(1),
});
export type RenewalAnswer = z.infer<typeof renewalAnswer>;
