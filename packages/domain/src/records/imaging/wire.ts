import { z } from 'zod/mini';
import { maxRecordListLength, recordDay, referralWire } from '../shared';

// Wire shapes of the imaging pages (patient-area.md §2, §3).

/** One imaging result; the list leaves the statement out. */
export const imagingResultWire = z.object({
  id: z.number().check(z.int(), z.positive()),
  imagingDate: recordDay,
  examinationName: z.string().check(z.maxLength(300)),
  statementText: z.string().check(z.maxLength(20_000)),
});
export type ImagingResultWire = z.infer<typeof imagingResultWire>;

/** `GET /api/imaging/referrals`: the imaging referrals, newest first. */
export const imagingReferralsAnswer = z.object({
  type: z.literal('success'),
  referrals: z.array(referralWire).check(z.maxLength(maxRecordListLength)),
});
export type ImagingReferralsAnswer = z.infer<typeof imagingReferralsAnswer>;

/** A result as the list names it. */
export const listedImagingResult = z.omit(imagingResultWire, { statementText: true });
export type ListedImagingResult = z.infer<typeof listedImagingResult>;

/**
 * `GET /api/imaging/results`: the results, newest first. It is a call of its own because the
 * results come from the imaging archive, which may be away while the referrals can still be read.
 */
export const imagingResultsAnswer = z.object({
  type: z.literal('success'),
  results: z.array(listedImagingResult).check(z.maxLength(maxRecordListLength)),
});
export type ImagingResultsAnswer = z.infer<typeof imagingResultsAnswer>;

/** `GET /api/imaging/results/{imagingDate}`: the results of one imaging day with their statements. */
export const imagingResultAnswer = z.object({
  type: z.literal('success'),
  imagingDate: recordDay,
  results: z.array(imagingResultWire).check(z.minLength(1), z.maxLength(20)),
});
export type ImagingResultAnswer = z.infer<typeof imagingResultAnswer>;
