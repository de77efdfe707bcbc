import { ageOn, helsinkiIsoDate, mayActFor } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { recordAudit } from '../audit';
import { type Db, schema } from '../db';
import { sendFailure } from '../http/apiError';
import type { PopulationRegister } from '../populationRegister';

/**
 * While a session acts for a child, every request asks the population register again whether the
 * signed-in person is still the child's guardian and the child still 11 or younger: a guardianship
 * that ended (a court's decision, a custody change) stops access at the next request, not at the
 * next sign-in. The session then acts for the person themselves again, the end is audited, and the
 * request is refused with `disallowed`; only the session read goes on, so the page learns that the
 * acting ended. A register that cannot answer fails the request (503), never opens it.
 */
export function confirmGuardianship(db: Db, register: PopulationRegister, clock: () => Date): RequestHandler {
  return async (req, res, next) => {
    const session = req.portalSession;
    if (session === undefined || session.actingForPatientId === null) return next();
    try {
      const [child] = await db
        .select({ ssn: schema.patients.ssn })
        .from(schema.patients)
        .where(eq(schema.patients.id, session.actingForPatientId));
      const today = helsinkiIsoDate(clock());
      const wards = child ? await register.wardsOf(session.personSsn, today) : [];
      const reason = !child?.ssn
        ? 'noRecord'
        : !wards.some((ward) => ward.personId === child.ssn)
          ? 'notGuardian'
          : !mayActFor(ageOn(child.ssn, today))
            ? 'signsInAlone'
            : null;
      if (reason === null) return next();
      await db.transaction(async (tx) => {
        await tx
          .update(schema.sessions)
          .set({ actingForPatientId: null })
          .where(eq(schema.sessions.idHash, session.idHash));
        await recordAudit(tx, {
          actorSsn: session.personSsn,
          subjectPatientId: session.actingForPatientId,
          onBehalfOfPatientId: null,
          action: 'actingForChildEnded',
          resource: 'session.actingFor',
          detail: { reason },
          requestId: req.requestId,
        });
      });
      req.portalSession = { ...session, actingForPatientId: null };
      if (req.method === 'GET' && req.path === '/session') return next();
      sendFailure(res, 'disallowed');
    } catch (error) {
      next(error);
    }
  };
}
