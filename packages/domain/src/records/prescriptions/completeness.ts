import {
  type GeneralQuestion,
  generalQuestions,
  isFollowUpShown,
  type PrescriptionTextQuestion,
  prescriptionTextQuestions,
  type YesNoQuestion,
  yesNoQuestions,
} from './questions';
import type { PrescriptionAnswers, RenewalAnswers } from './wire';

/** A question asked of each prescription: its text question, a yes/no question or a follow-up. */
export type PrescriptionQuestion = PrescriptionTextQuestion | YesNoQuestion['id'] | YesNoQuestion['followUp'];

/** An answer the form still needs: a general question, or a question of one prescription. */
export type MissingAnswer =
  | { readonly kind: 'general'; readonly question: GeneralQuestion }
  | {
      readonly kind: 'prescription';
      readonly prescriptionId: number;
      readonly question: PrescriptionQuestion;
    };

const filled = (value: string | undefined) => value !== undefined && value.trim() !== '';

/**
 * What the renewal form still lacks (patient-area.md §5), in the order of the form: every general
 * question answered (an empty text counts, a missing one does not); for each prescription its text
 * questions filled, each yes/no question answered true or false, and a follow-up filled only while
 * it is shown. A prescription without answers lacks all of its questions.
 */
export function missingRenewalAnswers(
  answers: RenewalAnswers,
  prescriptionIds: readonly number[],
): MissingAnswer[] {
  const missing: MissingAnswer[] = [];
  for (const question of generalQuestions)
    if (answers.general[question] === undefined) missing.push({ kind: 'general', question });
  for (const prescriptionId of prescriptionIds) {
    const own: PrescriptionAnswers = answers.prescriptions.find(
      (entry) => entry.prescriptionId === prescriptionId,
    ) ?? { prescriptionId };
    const lack = (question: PrescriptionQuestion) =>
      missing.push({ kind: 'prescription', prescriptionId, question });
    for (const question of prescriptionTextQuestions) if (!filled(own[question])) lack(question);
    for (const question of yesNoQuestions) {
      if (typeof own[question.id] !== 'boolean') lack(question.id);
      else if (isFollowUpShown(question, own) && !filled(own[question.followUp])) lack(question.followUp);
    }
  }
  return missing;
}

/** Whether Send may be pressed: nothing is missing. */
export function isRenewalComplete(answers: RenewalAnswers, prescriptionIds: readonly number[]): boolean {
  return missingRenewalAnswers(answers, prescriptionIds).length === 0;
}
