import { err, ok, type Result } from '../result/result';
import { characterCount } from './text';

/** The longest reason for a visit (patient-area.md §5). */
export const reasonForVisitMaxLength = 300;

/** What the counter under the reason-for-visit box shows: `length / max`. */
export interface ReasonForVisitCounter {
  readonly length: number;
  readonly max: number;
  /** Past the limit: the box shows 'Character limit exceeded' and saving is off. */
  readonly exceeded: boolean;
}

/** The counter of the reason-for-visit box for its current text. */
export function reasonForVisitCounter(text: string): ReasonForVisitCounter {
  const length = characterCount(text);
  return { length, max: reasonForVisitMaxLength, exceeded: length > reasonForVisitMaxLength };
}

/**
 * The reason is optional; only its length is checked, counted as the counter counts it so
 * that the box and the server agree. Answers it trimmed.
 */
export function validateReasonForVisit(input: string): Result<string, 'tooLong'> {
  return reasonForVisitCounter(input).exceeded ? err('tooLong') : ok(input.trim());
}
