import { eq } from 'drizzle-orm';
import type { SessionContext } from '../auth/sessionContext';
import { type Db, schema } from '../db';
import { ApiError, unauthorized } from '../http/apiError';

/** The patient a session acts for: the child when a guardian acts for one, else the person. */
export const subjectOf = (session: SessionContext) => session.actingForPatientId ?? session.patientId;

/**
 * Occupational times are for a signed-in person whose employer's contract includes web
 * reservation (booking.md §6); answers the contract or the reason there is none.
 */
export async function requireOccupationalContract(db: Db, session: SessionContext | undefined) {
  if (!session || session.mfaState === 'pending') throw unauthorized();
  const patientId = subjectOf(session);
  if (!patientId) throw new ApiError('noOccupationalHealthcare');
  const [contract] = await db
    .select()
    .from(schema.occupationalContracts)
    .where(eq(schema.occupationalContracts.patientId, patientId));
  if (!contract) throw new ApiError('noOccupationalHealthcare');
  if (!contract.includesWebReservation) throw new ApiError('webReservationNotAllowed');
  return contract;
}
