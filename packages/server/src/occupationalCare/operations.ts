import { occupationalTeamAnswer, ohcTeamProfessionalTypes, type TeamMember } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { subjectOf } from '../booking/occupational';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';
import { defineOperation, type Operation, success } from '../http/operation';

const { occupationalContracts: contracts, occupationalTeamMembers: members, practitioners } = schema;

const isProfessionalType = (value: string): value is TeamMember['professionalType'] =>
  (ohcTeamProfessionalTypes as readonly string[]).includes(value);

/** The occupational health team page's call (messaging-invoices-shell.md §2, §3). */
export function occupationalCareOperations({ db }: { db: Db }): Operation[] {
  const team = defineOperation({
    method: 'get',
    path: '/api/occupational-team',
    summary: 'The signed-in patient’s employer and occupational health team, with substitutes',
    tag: 'occupational',
    access: 'signedIn',
    response: occupationalTeamAnswer,
    errors: ['noOccupationalHealthcare'],
    handler: async ({ session, req }) => {
      const patientId = subjectOf(session);
      if (!patientId) throw new ApiError('noOccupationalHealthcare');
      const [contract] = await db
        .select({ employerName: contracts.employerName })
        .from(contracts)
        .where(eq(contracts.patientId, patientId));
      if (!contract) throw new ApiError('noOccupationalHealthcare');
      const rows = await db
        .select({
          id: practitioners.id,
          name: practitioners.name,
          pictureUrl: practitioners.pictureUrl,
          professionalType: members.professionalType,
          substituteName: members.substituteName,
          substituteStart: members.substituteStart,
          substituteEnd: members.substituteEnd,
        })
        .from(members)
        .innerJoin(practitioners, eq(practitioners.id, members.practitionerId))
        .where(eq(members.patientId, patientId));
      // Who treats a person at work is occupational health information: its reading is recorded.
      await recordAudit(db, {
        actorSsn: session.personSsn,
        subjectPatientId: patientId,
        onBehalfOfPatientId: session.actingForPatientId,
        action: 'read',
        resource: 'occupational.team',
        requestId: req.requestId,
      });
      return success({
        team: {
          employerName: contract.employerName,
          members: rows.flatMap((row): TeamMember[] =>
            isProfessionalType(row.professionalType)
              ? [
                  {
                    id: row.id,
                    name: row.name,
                    professionalType: row.professionalType,
                    pictureUrl: row.pictureUrl,
                    substitute:
                      row.substituteName !== null &&
                      row.substituteStart !== null &&
                      row.substituteEnd !== null
                        ? {
                            name: row.substituteName,
                            startDate: row.substituteStart,
                            endDate: row.substituteEnd,
                          }
                        : null,
                  },
                ]
              : [],
          ),
        },
      });
    },
  });
  return [team];
}
