import type { SessionContext } from '../auth/sessionContext';
import { subjectOf } from '../booking/occupational';
import { ApiError } from '../http/apiError';

/**
 * Whose records a session reads: the signed-in patient's own, or the child's while a guardian
 * acts for one. A person without a patient record has none, so a detail read answers `notFound`.
 */
export function recordOwner(session: SessionContext): string {
  const patientId = subjectOf(session);
  if (!patientId) throw new ApiError('notFound');
  return patientId;
}
