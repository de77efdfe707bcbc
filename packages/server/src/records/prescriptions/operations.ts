import {
  isRenewalComplete,
  maxListedPrescriptions,
  prescriptionsAnswer,
  type RenewalAvailability,
  renewalAnswer,
  renewalMessageContent,
  renewalMessageWords,
  renewalRequest,
} from '@portal/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { subjectOf } from '../../booking/occupational';
import { type Db, schema } from '../../db';
import { ApiError, notFound } from '../../http/apiError';
import { defineOperation, type Operation, success } from '../../http/operation';
import type { RateLimiter } from '../../http/rateLimit';
import { auditRecordRead } from '../recordReadAudit';

const { prescriptions } = schema;

/** Starts a conversation of the patient with the clinic; the messaging service's own function. */
export type StartConversation = (input: {
  patientId: string;
  actorSsn: string | null;
  title: string;
  content: string;
  requestId: string | null;
}) => Promise<{ threadId: number }>;

type PrescriptionRow = typeof prescriptions.$inferSelect;

function listed(row: PrescriptionRow) {
  const { externalId: _e, patientId: _p, createdAt: _c, ...shown } = row;
  return shown;
}

/**
 * The patient's prescriptions and their renewal (patient-area.md §2-§7). The list answers whether
 * renewal is open; a renewal names only the patient's own renewable prescriptions and a complete
 * form, and goes to the clinic as a new conversation whose Finnish message the server composes
 * from the stored prescriptions, so what the clinic reads is exactly what the form said.
 */
export function prescriptionOperations(deps: {
  db: Db;
  renewal: RenewalAvailability;
  startConversation: StartConversation;
  /** Renewals of one person (`messagingLimits.renewals`): each is a new conversation for the clinic. */
  limit: RateLimiter;
}): Operation[] {
  const { db } = deps;

  const list = defineOperation({
    method: 'get',
    path: '/api/prescriptions',
    summary: 'The signed-in patient’s prescriptions, newest first, and whether renewals are taken',
    tag: 'records',
    access: 'signedIn',
    query: z.object({ lang: z.enum(['fi', 'sv', 'en']).default('fi') }),
    response: prescriptionsAnswer,
    handler: async ({ session, req }) => {
      const patientId = subjectOf(session);
      if (!patientId) return success({ prescriptions: [], renewal: deps.renewal });
      const rows = await db
        .select()
        .from(prescriptions)
        .where(eq(prescriptions.patientId, patientId))
        .orderBy(desc(prescriptions.issuedDate), desc(prescriptions.id))
        .limit(maxListedPrescriptions);
      await auditRecordRead(db, {
        session,
        patientId,
        resource: 'prescriptions',
        ids: rows.map((row) => row.id),
        req,
      });
      return success({ prescriptions: rows.map(listed), renewal: deps.renewal });
    },
  });

  const renew = defineOperation({
    method: 'post',
    path: '/api/prescriptions/renewal',
    summary: 'Asks the clinic to renew prescriptions: a new conversation with the Finnish renewal request',
    tag: 'records',
    access: 'signedIn',
    query: z.object({ csrfToken: z.string().max(200).optional() }),
    body: renewalRequest,
    response: renewalAnswer,
    errors: ['notFound', 'prescriptionNotRenewable', 'prescriptionRenewalUnavailable', 'tooManyRequests'],
    handler: async ({ body, session, req, res }) => {
      if (deps.renewal !== 'enabled') throw new ApiError('prescriptionRenewalUnavailable');
      const patientId = subjectOf(session);
      if (!patientId) throw notFound();
      // Counted per person signed in, so a guardian renewing for several children has one count.
      await deps.limit.consume(session.personSsn, res);
      const ids = [...new Set(body.prescriptionIds)];
      const rows = await db
        .select()
        .from(prescriptions)
        .where(and(eq(prescriptions.patientId, patientId), inArray(prescriptions.id, ids)));
      // Another patient's prescription is not told apart from one that does not exist.
      if (rows.length !== ids.length) throw notFound();
      if (rows.some((row) => !row.isRenewable)) throw new ApiError('prescriptionNotRenewable');
      if (!isRenewalComplete(body.answers, ids))
        throw new ApiError('ValidationError', [{ path: 'answers', message: 'incomplete' }]);
      const ordered = ids.map((id) => rows.find((row) => row.id === id)).filter((row) => row !== undefined);
      await auditRecordRead(db, { session, patientId, resource: 'prescriptionRenewal', ids, req });
      const { threadId } = await deps.startConversation({
        patientId,
        actorSsn: session.personSsn,
        title: renewalMessageWords.title,
        content: renewalMessageContent(ordered, body.answers),
        requestId: req.requestId ?? null,
      });
      return success({ threadId }, 201);
    },
  });

  return [list, renew];
}
