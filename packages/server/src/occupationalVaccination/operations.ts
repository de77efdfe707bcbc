import { occupationalVaccinationAnswer } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { subjectOf } from '../booking/occupational';
import { type Db, schema } from '../db';
import { defineOperation, type Operation, success } from '../http/operation';

/**
 * The occupational health vaccination page's status (patient-area.md §2): whether the employer's
 * contract of the patient acted for exists and includes vaccinations.
 */
export function occupationalVaccinationOperations({ db }: { db: Db }): Operation[] {
  const read = defineOperation({
    method: 'get',
    path: '/api/occupational-vaccination',
    summary: 'Whether the signed-in patient’s occupational health contract includes vaccinations',
    tag: 'occupational',
    access: 'signedIn',
    response: occupationalVaccinationAnswer,
    handler: async ({ session, req }) => {
      const patientId = subjectOf(session);
      const [contract] = patientId
        ? await db
            .select({ includesVaccinations: schema.occupationalContracts.includesVaccinations })
            .from(schema.occupationalContracts)
            .where(eq(schema.occupationalContracts.patientId, patientId))
        : [];
      if (patientId)
        await recordAudit(db, {
          actorSsn: session.personSsn,
          subjectPatientId: patientId,
          onBehalfOfPatientId: session.actingForPatientId,
          action: 'read',
          resource: 'occupationalContract',
          requestId: req.requestId,
        });
      return success({
        status: contract ? 'ok' : 'no-occupational-healthcare',
        isInfluenzaVaccinationAllowed: contract?.includesVaccinations ?? false,
      });
    },
  });
  return [read];
}
