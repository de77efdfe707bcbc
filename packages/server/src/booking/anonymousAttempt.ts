import type { Request } from 'express';
import { recordAudit } from '../audit';
import type { Db } from '../db';
import { ApiError } from '../http/apiError';

/** What an anonymous attempt found out, for its audit row; filled in as the attempt goes on. */
export type AnonymousAttempt = { patientId: string | null };

/**
 * Runs one anonymous reservation attempt and records it in the audit log, whatever it answers:
 * the identity code tried, the patient it named (if any), the caller's address and the outcome.
 * Each answer tells something about a person, so refusals are evidence as much as bookings.
 */
export async function auditedAnonymousAttempt<T>(
  db: Db,
  req: Request,
  identityCode: string,
  run: (attempt: AnonymousAttempt) => Promise<T>,
): Promise<T> {
  const attempt: AnonymousAttempt = { patientId: null };
  const record = (outcome: string) =>
    recordAudit(db, {
      actorSsn: identityCode,
      subjectPatientId: attempt.patientId,
      onBehalfOfPatientId: null,
      action: 'create',
      resource: 'reservation.anonymousAttempt',
      detail: { address: req.ip ?? null, outcome },
      requestId: req.requestId,
    });
  // A failed audit write must neither hide why the attempt failed nor undo a booking made.
  const recordSafely = (outcome: string) =>
    record(outcome).catch((err: unknown) => req.log?.error({ err }, 'anonymous attempt not audited'));
  let answer: T;
  try {
    answer = await run(attempt);
  } catch (error) {
    await recordSafely(error instanceof ApiError ? error.type : 'unknownError');
    throw error;
  }
  await recordSafely('success');
  return answer;
}
