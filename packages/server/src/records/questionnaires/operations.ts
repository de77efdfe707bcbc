import {
  plainSuccess,
  questionnaireAnswer,
  questionnaireAnswerSubmission,
  questionnairesAnswer,
  recordId,
  recordQuery,
} from '@portal/domain';
import { z } from 'zod';
import { recordAudit } from '../../audit';
import { subjectOf } from '../../booking/occupational';
import type { Db } from '../../db';
import { ApiError } from '../../http/apiError';
import { defineOperation, type Operation, success } from '../../http/operation';
import { recordOwner } from '../recordOwner';
import { auditRecordRead } from '../recordReadAudit';
import { ownInvitation, questionnaireLists, saveQuestionnaireAnswer } from './store';

export type QuestionnaireDeps = {
  db: Db;
  /** While the survey service is down every questionnaire call answers `maintenance-mode`. */
  maintenance: boolean;
};

/**
 * The questionnaire calls (patient-area.md §2, §3, §7): the list of open tasks and own answers, one
 * invitation with its survey definition and answer, and sending the answer. The specification names
 * the sending request but not its address; ours is `POST /api/questionnaires/answers`.
 */
export function questionnaireOperations({ db, maintenance }: QuestionnaireDeps): Operation[] {
  const list = defineOperation({
    method: 'get',
    path: '/api/questionnaires',
    summary: 'The signed-in patient’s open questionnaires and own answers',
    tag: 'records',
    access: 'signedIn',
    query: recordQuery,
    response: questionnairesAnswer,
    handler: async ({ query, session, req }) => {
      if (maintenance) return success({ status: 'maintenance-mode' });
      const patientId = subjectOf(session);
      if (!patientId) return success({ status: 'ok', newTaskItems: [], answerItems: [] });
      const lists = await questionnaireLists(db, patientId, query.lang);
      await auditRecordRead(db, { session, req, patientId, resource: 'questionnaires', ids: [] });
      return success({ status: 'ok', ...lists });
    },
  });

  const one = defineOperation({
    method: 'get',
    path: '/api/questionnaires/:id',
    summary: 'One questionnaire invitation with its survey definition and the answer, if given',
    tag: 'records',
    access: 'signedIn',
    params: z.object({ id: recordId }),
    query: recordQuery,
    response: questionnaireAnswer,
    errors: ['notFound'],
    handler: async ({ params, query, session, req }) => {
      if (maintenance) return success({ status: 'maintenance-mode' });
      const patientId = recordOwner(session);
      const invitation = await ownInvitation(db, patientId, params.id, query.lang);
      if (!invitation) throw new ApiError('notFound');
      await auditRecordRead(db, { session, req, patientId, resource: 'questionnaire', ids: [invitation.id] });
      return success({ status: 'ok', invitation });
    },
  });

  const answer = defineOperation({
    method: 'post',
    path: '/api/questionnaires/answers',
    summary: 'Sends the answer to one of the signed-in patient’s questionnaires, once',
    tag: 'records',
    access: 'signedIn',
    query: z.object({ csrfToken: z.string().max(200).optional() }),
    body: questionnaireAnswerSubmission,
    response: plainSuccess,
    errors: ['notFound', 'questionnaireAlreadyAnswered', 'maintenanceMode'],
    handler: async ({ body, session, req }) => {
      if (maintenance) throw new ApiError('maintenanceMode');
      const patientId = recordOwner(session);
      await db.transaction(async (tx) => {
        await saveQuestionnaireAnswer(tx, patientId, body);
        await recordAudit(tx, {
          actorSsn: session.personSsn,
          subjectPatientId: patientId,
          onBehalfOfPatientId: session.actingForPatientId,
          action: 'create',
          resource: 'questionnaireAnswer',
          detail: { invitationId: body.questionnaireInvitationId },
          requestId: req.requestId,
        });
      });
      return success();
    },
  });

  return [list, one, answer];
}
