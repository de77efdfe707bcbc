import type { PrescriptionAnswers, RenewalAnswers } from './wire';

// The questions of the renewal form (patient-area.md §5): general questions answered once, and per
// prescription a text question and two yes/no questions, each with a follow-up shown only for one
// of its answers.

/** The general questions: free text, which may be left empty. */
export const generalQuestions = ['otherMedicines', 'additionalInfo'] as const;
export type GeneralQuestion = (typeof generalQuestions)[number];

/** The text questions asked of each prescription. */
export const prescriptionTextQuestions = ['purpose'] as const;
export type PrescriptionTextQuestion = (typeof prescriptionTextQuestions)[number];

/** A yes/no question of each prescription and the follow-up its one answer opens. */
export interface YesNoQuestion {
  readonly id: 'hasRunOut' | 'hasSideEffects';
  readonly followUp: 'amountLeft' | 'sideEffects';
  /** The answer that shows the follow-up. */
  readonly showFollowUpWhen: boolean;
}

/** How much is left is asked when the medicine has not run out; side effects when there were some. */
export const yesNoQuestions: readonly YesNoQuestion[] = [
  { id: 'hasRunOut', followUp: 'amountLeft', showFollowUpWhen: false },
  { id: 'hasSideEffects', followUp: 'sideEffects', showFollowUpWhen: true },
];

/** Whether a yes/no question's follow-up is shown for the answer given so far. */
export function isFollowUpShown(question: YesNoQuestion, answers: PrescriptionAnswers): boolean {
  return answers[question.id] === question.showFollowUpWhen;
}

/** The form before anything is answered: general texts empty, the rest unanswered. */
export function emptyRenewalAnswers(prescriptionIds: readonly number[]): RenewalAnswers {
  return {
    general: { otherMedicines: '', additionalInfo: '' },
    prescriptions: prescriptionIds.map((prescriptionId) => ({ prescriptionId })),
  };
}
