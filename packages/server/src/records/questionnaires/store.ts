import type { Lang, QuestionnaireInvitation, QuestionnaireItem } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { type Db, schema } from '../../db';
import { ApiError } from '../../http/apiError';

const {
  questionnaireForms: forms,
  questionnaireTasks: invitations,
  questionnaireTaskAnswers: answers,
} = schema;

/**
 * Sends a questionnaire to a patient: an open task on their questionnaire list until answered.
 * A questionnaire sent in a conversation is the same task, with the inviting message linked; the
 * messaging API's invitation id is the task's id.
 */
export async function createQuestionnaireInvitation(
  db: Pick<Db, 'insert'>,
  invitation: {
    patientId: string;
    formId: string;
    sentDate: string;
    validUntilDate?: string | null;
    /** The clinic's message that invites to it, when it is sent in a conversation. */
    messageId?: number | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(invitations)
    .values({
      ...invitation,
      validUntilDate: invitation.validUntilDate ?? null,
      messageId: invitation.messageId ?? null,
    })
    .returning({ id: invitations.id });
  if (!row) throw new Error('The invitation was not stored');
  return row.id;
}

/** A patient's questionnaires: open tasks (newest first) and answered ones (last answered first). */
export async function questionnaireLists(
  db: Db,
  patientId: string,
  lang: Lang,
): Promise<{ newTaskItems: QuestionnaireItem[]; answerItems: QuestionnaireItem[] }> {
  const rows = await db
    .select({ invitation: invitations, title: forms.title, answeredAt: answers.answeredAt })
    .from(invitations)
    .innerJoin(forms, eq(forms.id, invitations.formId))
    .leftJoin(answers, eq(answers.invitationId, invitations.id))
    .where(eq(invitations.patientId, patientId))
    .orderBy(desc(invitations.sentDate), desc(invitations.id))
    .limit(400);
  const items = rows.map(({ invitation, title, answeredAt }) => ({
    id: invitation.id,
    title: title[lang],
    sentDate: invitation.sentDate,
    validUntilDate: invitation.validUntilDate,
    answeredAt: answeredAt ? answeredAt.toISOString() : null,
  }));
  return {
    newTaskItems: items.filter((item) => item.answeredAt === null).slice(0, 200),
    answerItems: items
      .filter((item) => item.answeredAt !== null)
      .sort((a, b) => (b.answeredAt ?? '').localeCompare(a.answeredAt ?? ''))
      .slice(0, 200),
  };
}

/**
 * The patient's own invitation with its form and answer, or `null`: another patient's invitation
 * is as unknown as a missing one.
 */
export async function ownInvitation(
  db: Db,
  patientId: string,
  id: number,
  lang: Lang,
): Promise<QuestionnaireInvitation | null> {
  const [row] = await db
    .select({ invitation: invitations, form: forms, answer: answers })
    .from(invitations)
    .innerJoin(forms, eq(forms.id, invitations.formId))
    .leftJoin(answers, eq(answers.invitationId, invitations.id))
    .where(and(eq(invitations.patientId, patientId), eq(invitations.id, id)));
  if (!row) return null;
  return {
    id: row.invitation.id,
    title: row.form.title[lang],
    questionnaireForm: { form: row.form.form },
    questionnaireAnswers: row.answer
      ? [{ answers: row.answer.answers, answeredAt: row.answer.answeredAt.toISOString() }]
      : [],
  };
}

/**
 * Stores the patient's answer to their own invitation, once: a second answer (two tabs, a double
 * send) answers `questionnaireAlreadyAnswered` and the first stays, which the unique index decides.
 * Runs in the caller's transaction, beside its audit row.
 */
export async function saveQuestionnaireAnswer(
  tx: Pick<Db, 'select' | 'insert'>,
  patientId: string,
  submission: { questionnaireInvitationId: number; answers: string },
): Promise<void> {
  const [invitation] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(eq(invitations.patientId, patientId), eq(invitations.id, submission.questionnaireInvitationId)),
    );
  if (!invitation) throw new ApiError('notFound');
  const stored = await tx
    .insert(answers)
    .values({ invitationId: invitation.id, answers: submission.answers })
    .onConflictDoNothing()
    .returning({ id: answers.id });
  if (stored.length === 0) throw new ApiError('questionnaireAlreadyAnswered');
}
