import { ageOn, helsinkiIsoDate, isUnderageCustomer } from '@portal/domain';
import { recordAudit } from '../audit';
import type { SessionContext } from '../auth/sessionContext';
import { subjectOf } from '../booking/occupational';
import type { Db } from '../db';
import { ApiError } from '../http/apiError';
import { findPatientById } from '../patient/patientView';

/**
 * The identity code the insurers know the insured person by: the child's when a guardian books
 * for a child, else the signed-in person's own.
 */
export async function insuredPerson(db: Db, session: SessionContext): Promise<string> {
  if (!session.actingForPatientId) return session.personSsn;
  const child = await findPatientById(db, session.actingForPatientId);
  if (!child) throw new ApiError('noPatient');
  return child.ssn;
}

/**
 * Refuses the partner insurer's calls to a customer under 18, or to a guardian under 18 booking
 * for a child (booking.md §4), with the domain's rule so the page and the server agree.
 */
export function refuseUnderage(session: SessionContext, person: string, today: Date): void {
  const date = helsinkiIsoDate(today);
  const guardian = session.actingForPatientId ? session.personSsn : null;
  const underage = isUnderageCustomer({
    patientAge: ageOn(person, date),
    guardianAge: guardian === null ? null : ageOn(guardian, date),
  });
  if (underage) throw new ApiError('underageCustomer');
}

/** Records that the insurer's answer about the patient was read. */
export async function auditRead(db: Db, session: SessionContext, requestId: string, resource: string) {
  await recordAudit(db, {
    actorSsn: session.personSsn,
    subjectPatientId: subjectOf(session),
    onBehalfOfPatientId: session.actingForPatientId,
    action: 'read',
    resource,
    requestId,
  });
}
