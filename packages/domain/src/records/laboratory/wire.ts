import { z } from 'zod/mini';
import { numericResultPrefixes } from '../../catalogue/medical';
import { maxRecordListLength, recordDay, referralWire } from '../shared';

// Wire shapes of the laboratory pages (patient-area.md §2, §3).

/** One test of a day, as the list names it. */
export const labResultItem = z.object({
  code: z.string().check(z.maxLength(40)),
  displayName: z.string().check(z.maxLength(200)),
  isReady: z.boolean(),
});
export type LabResultItem = z.infer<typeof labResultItem>;

/** One day's results, grouped as the list shows them. */
export const labResultGroup = z.object({
  date: recordDay,
  fullName: z.string().check(z.maxLength(200)),
  items: z.array(labResultItem).check(z.maxLength(200)),
});
export type LabResultGroup = z.infer<typeof labResultGroup>;

/** `GET /api/laboratory`: the referrals and the results by day, newest first. */
export const laboratoryListAnswer = z.object({
  type: z.literal('success'),
  referrals: z.array(referralWire).check(z.maxLength(maxRecordListLength)),
  results: z.array(labResultGroup).check(z.maxLength(maxRecordListLength)),
});
export type LaboratoryListAnswer = z.infer<typeof laboratoryListAnswer>;

/** A test's result: words, or a number with an optional prefix and its place against the range. */
export const labResult = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('textual'), resultText: z.string().check(z.maxLength(4000)) }),
  z.object({
    kind: z.literal('numeral'),
    resultNumber: z.number(),
    prefix: z.nullable(z.enum(numericResultPrefixes)),
    isWithinReferenceRange: z.nullable(z.boolean()),
  }),
]);
export type LabResult = z.infer<typeof labResult>;

/** One laboratory test; `result` is null while it is not ready. */
export const labTest = z.object({
  id: z.number().check(z.int(), z.positive()),
  code: z.string().check(z.maxLength(40)),
  displayName: z.string().check(z.maxLength(200)),
  unit: z.nullable(z.string().check(z.maxLength(40))),
  isReady: z.boolean(),
  result: z.nullable(labResult),
  additionalResult: z.nullable(z.string().check(z.maxLength(1000))),
  referenceRange: z.nullable(z.object({ min: z.nullable(z.number()), max: z.nullable(z.number()) })),
  description: z.nullable(z.string().check(z.maxLength(4000))),
});
export type LabTest = z.infer<typeof labTest>;

/** A package of tests ordered together (a blood count), or a single test. */
export const laboratoryTest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('package'),
    code: z.string().check(z.maxLength(40)),
    displayName: z.string().check(z.maxLength(200)),
    items: z.array(labTest).check(z.minLength(1), z.maxLength(100)),
  }),
  z.object({ type: z.literal('single'), test: labTest }),
]);
export type LaboratoryTest = z.infer<typeof laboratoryTest>;

/** `GET /api/laboratory/results/{date}`: one day's tests. */
export const labResultAnswer = z.object({
  type: z.literal('success'),
  date: recordDay,
  fullName: z.string().check(z.maxLength(200)),
  laboratoryTests: z.array(laboratoryTest).check(z.minLength(1), z.maxLength(200)),
});
export type LabResultAnswer = z.infer<typeof labResultAnswer>;

/** `GET /api/laboratory/referrals/{id}` and `GET /api/imaging/referrals/{id}`. */
export const referralAnswer = z.object({ type: z.literal('success'), referral: referralWire });
export type ReferralAnswer = z.infer<typeof referralAnswer>;
