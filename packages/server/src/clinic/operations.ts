import { clinicSessionAnswer, plainSuccess } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { type Db, schema } from '../db';
import { forbidden, unauthorized } from '../http/apiError';
import { verifyCsrf } from '../http/csrf';
import { defineOperation, type Operation, success } from '../http/operation';
import { type GraphqlRunner, graphqlAnswer, graphqlBody } from '../messaging/operations';
import { clearStaffCookie, destroyStaffSession, type StaffSession, staffSessionOf } from './staffSession';

export type ClinicDeps = {
  db: Db;
  clock: () => Date;
  /** The messaging API's engine, the same one the patients' pages speak to. */
  run: GraphqlRunner;
  secure: boolean;
};

/**
 * The clinic workspace's API under `/api/clinic`: its session, the messaging API as a professional,
 * and signing out. Each reads the staff session from the staff cookie only; a patient's session,
 * whatever it holds, answers `unauthorized` here. Changes carry the staff session's CSRF token.
 */
export function clinicOperations(deps: ClinicDeps): Operation[] {
  const { db, clock } = deps;
  const staffOf = async (req: Parameters<Operation['handler']>[0]['req']): Promise<StaffSession> => {
    const session = await staffSessionOf(db, req, clock());
    if (!session) throw unauthorized();
    return session;
  };
  const withCsrf = (req: Parameters<Operation['handler']>[0]['req'], session: StaffSession) => {
    if (!verifyCsrf(req, session)) throw forbidden();
  };

  const session = defineOperation({
    method: 'get',
    path: '/api/clinic/session',
    summary: 'The signed-in staff member of the clinic workspace',
    tag: 'clinic',
    access: 'public',
    response: clinicSessionAnswer,
    errors: ['unauthorized'],
    handler: async ({ req }) => {
      const staff = await staffOf(req);
      const [user] = await db
        .select()
        .from(schema.messagingUsers)
        .where(eq(schema.messagingUsers.id, staff.userId));
      if (!user?.staffRole) throw unauthorized();
      return success({
        staff: {
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          title: user.title,
          role: user.staffRole,
        },
        csrfToken: staff.csrfToken,
        lang: staff.lang,
      });
    },
  });

  const messaging = defineOperation({
    method: 'post',
    path: '/api/clinic/messaging',
    summary: 'The messaging API (GraphQL) as a professional: queues, take, answer, close, absence',
    tag: 'clinic',
    access: 'public',
    body: graphqlBody,
    response: graphqlAnswer,
    errors: ['unauthorized', 'forbidden'],
    handler: async ({ body, req }) => {
      const staff = await staffOf(req);
      withCsrf(req, staff);
      const answer = await deps.run(
        body,
        { kind: 'professional', userId: staff.userId, staffSubject: staff.staffSubject, lang: staff.lang },
        req.requestId ?? null,
      );
      return { body: answer };
    },
  });

  const logout = defineOperation({
    method: 'post',
    path: '/api/clinic/logout',
    summary: 'Ends the staff session of the clinic workspace',
    tag: 'clinic',
    access: 'public',
    response: plainSuccess,
    errors: ['unauthorized', 'forbidden'],
    handler: async ({ req, res }) => {
      const staff = await staffOf(req);
      withCsrf(req, staff);
      await destroyStaffSession(db, staff.idHash);
      clearStaffCookie(res, deps.secure);
      await recordAudit(db, {
        actorSsn: `staff:${staff.staffSubject}`,
        subjectPatientId: null,
        onBehalfOfPatientId: null,
        action: 'signOut',
        resource: 'staffSession',
        requestId: req.requestId ?? null,
      });
      return success();
    },
  });

  return [session, messaging, logout];
}
