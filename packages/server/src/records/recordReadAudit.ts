import type { Request } from 'express';
import { recordAudit } from '../audit';
import type { Db } from '../db';
import type { SignedInSession } from '../http/operation';

/**
 * Writes that a signed-in person read a patient's records: who, whose, on whose behalf, which
 * records. Every read of a health record goes through here, list and detail alike.
 */
export function auditRecordRead(
  db: Db,
  input: {
    session: SignedInSession;
    patientId: string;
    resource: string;
    ids: readonly number[];
    req: Request;
    /** More of what was read when it has no id, e.g. a result day's date. */
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  return recordAudit(db, {
    actorSsn: input.session.personSsn,
    subjectPatientId: input.patientId,
    onBehalfOfPatientId: input.session.actingForPatientId,
    action: 'read',
    resource: input.resource,
    detail: { ids: [...input.ids], ...input.detail },
    requestId: input.req.requestId,
  });
}
