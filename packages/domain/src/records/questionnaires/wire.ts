import { z } from 'zod/mini';
import { maxRecordListLength, recordDay } from '../shared';
import { isSurveyAnswers, maxAnswersLength } from './answers';

// Wire shapes of the questionnaire pages (patient-area.md §2, §3, §4, §7).

/** One questionnaire on the list: an open task or one the patient has answered. */
export const questionnaireItem = z.object({
  /** The invitation's id, as the questionnaire address carries it. */
  id: z.number().check(z.int(), z.positive()),
  title: z.string().check(z.maxLength(300)),
  /** The day the clinic sent it. */
  sentDate: recordDay,
  /** The last day it can be answered; null when it has no end. */
  validUntilDate: z.nullable(recordDay),
  /** When the patient answered it; null for an open task. */
  answeredAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type QuestionnaireItem = z.infer<typeof questionnaireItem>;

/** `GET /api/questionnaires`: the open tasks and own answers, or surveys are in maintenance. */
export const questionnairesAnswer = z.discriminatedUnion('status', [
  z.object({
    type: z.literal('success'),
    status: z.literal('ok'),
    newTaskItems: z.array(questionnaireItem).check(z.maxLength(maxRecordListLength)),
    answerItems: z.array(questionnaireItem).check(z.maxLength(maxRecordListLength)),
  }),
  z.object({ type: z.literal('success'), status: z.literal('maintenance-mode') }),
]);
export type QuestionnairesAnswer = z.infer<typeof questionnairesAnswer>;

/** A survey definition, in the JSON the survey library reads; kept as the clinic wrote it. */
export const surveyDefinition = z.record(z.string(), z.unknown());

/** The questionnaire invitation (patient-area.md §3); the first answer, if any, holds its answers. */
export const questionnaireInvitation = z.object({
  id: z.number().check(z.int(), z.positive()),
  title: z.string().check(z.maxLength(300)),
  questionnaireForm: z.object({ form: surveyDefinition }),
  questionnaireAnswers: z
    .array(
      z.object({
        answers: z.string().check(z.maxLength(maxAnswersLength)),
        answeredAt: z.iso.datetime({ offset: true }),
      }),
    )
    .check(z.maxLength(1)),
});
export type QuestionnaireInvitation = z.infer<typeof questionnaireInvitation>;

/** `GET /api/questionnaires/{id}`: the invitation, or surveys are in maintenance. */
export const questionnaireAnswer = z.discriminatedUnion('status', [
  z.object({ type: z.literal('success'), status: z.literal('ok'), invitation: questionnaireInvitation }),
  z.object({ type: z.literal('success'), status: z.literal('maintenance-mode') }),
]);
export type QuestionnaireAnswer = z.infer<typeof questionnaireAnswer>;

/** Body of `POST /api/questionnaires/answers` (patient-area.md §3): the survey data as a JSON string. */
export const questionnaireAnswerSubmission = z.object({
  questionnaireInvitationId: z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
  answers: z
    .string()
    .check(
      z.maxLength(maxAnswersLength),
      z.refine(isSurveyAnswers, 'The answers must be the survey data as a JSON object'),
    ),
});
export type QuestionnaireAnswerSubmission = z.infer<typeof questionnaireAnswerSubmission>;
