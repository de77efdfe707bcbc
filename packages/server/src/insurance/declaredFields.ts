import { isDirectReimbursementConcept } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Response } from 'express';
import type { SessionContext } from '../auth/sessionContext';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';
import type { RateLimiter } from '../http/rateLimit';
import type { InsurerGateway } from './gateway';
import { insuredPerson } from './person';

/** The insurer fields a signed-in reservation declares (booking.md §3, reserve request payload). */
export type DeclaredInsurerFields = {
  conceptCode?: string | undefined;
  dcpContentHash?: string | undefined;
  pohjolaPolicyId?: string | undefined;
};

/**
 * Refuses insurer fields that are not the patient's, before they are stored with a reservation and
 * passed on as a claim: the concept must be one of the patient's (and allow direct reimbursement
 * when it is a direct-reimbursement code), the permit one of the patient's at the partner insurer,
 * the OP policy one that the company check gives this patient. A concept the patient lacks is
 * `conceptNotFound`; an insurer payment the insurer has not granted is `directReimbursementError`,
 * which the booking page tells as 'choose another payment method'. The insurers are asked again
 * rather than trusting an earlier answer kept in the browser.
 */
export async function verifyDeclaredInsurerFields(
  db: Db,
  insurers: InsurerGateway,
  input: {
    session: SessionContext;
    patientId: string;
    fields: DeclaredInsurerFields;
    /** The person's insurer calls: asking again counts like the booking page's checks. */
    limit: RateLimiter;
    res: Response;
  },
): Promise<void> {
  const { conceptCode, dcpContentHash, pohjolaPolicyId } = input.fields;
  if (conceptCode !== undefined) {
    const [concept] = await db
      .select({ directReimbursementAllowed: schema.patientConcepts.directReimbursementAllowed })
      .from(schema.patientConcepts)
      .where(
        and(
          eq(schema.patientConcepts.patientId, input.patientId),
          eq(schema.patientConcepts.code, conceptCode),
        ),
      );
    if (!concept) throw new ApiError('conceptNotFound');
    if (isDirectReimbursementConcept(conceptCode) && !concept.directReimbursementAllowed) {
      throw new ApiError('directReimbursementError');
    }
  }
  if (dcpContentHash === undefined && pohjolaPolicyId === undefined) return;
  await input.limit.consume(input.session.personSsn, input.res);
  const person = await insuredPerson(db, input.session);
  if (dcpContentHash !== undefined) {
    const permits = await insurers.partnerPermits(person, 'fi');
    if (!permits.some((permit) => permit.contentHash === dcpContentHash)) {
      throw new ApiError('directReimbursementError');
    }
  }
  if (pohjolaPolicyId !== undefined) {
    const answers = await Promise.all([
      insurers.pohjolaCompany(person, 'leisureAccident', 'fi'),
      insurers.pohjolaCompany(person, 'sickness', 'fi'),
    ]);
    if (!answers.some((insurance) => insurance?.policyId === pohjolaPolicyId)) {
      throw new ApiError('directReimbursementError');
    }
  }
}
