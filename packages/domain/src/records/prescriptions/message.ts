import { isFollowUpShown, yesNoQuestions } from './questions';
import type { PrescriptionAnswers, RenewalAnswers } from './wire';

/** What the message needs to know of one prescription. */
export type RenewalMedicine = {
  readonly id: number;
  readonly medicineName: string;
  readonly strength: string | null;
  readonly dosageGuide: string;
  readonly usageGuide: string;
};

/**
 * The Finnish words of the renewal message. The clinic reads every request in Finnish, whatever the
 * language of the page it was written on, so these are not in the dictionaries.
 */
export const renewalMessageWords = {
  title: 'Reseptin uusimispyyntö',
  otherMedicines: 'Muut käytössä olevat lääkkeet',
  additionalInfo: 'Lisätietoja',
  medicine: 'Lääke',
  dosageGuide: 'Annostusohje',
  usageGuide: 'Käyttöohje',
  purpose: 'Käyttötarkoitus',
  hasRunOut: 'Lääke on loppunut',
  amountLeft: 'Lääkettä jäljellä',
  hasSideEffects: 'Haittavaikutuksia',
  sideEffects: 'Haittavaikutukset',
  yes: 'kyllä',
  no: 'ei',
  unspecified: 'määrittelemätön',
  /** An empty or missing text answer. */
  none: '-',
} as const;

/** The line between blocks: thirty hyphen-minus characters. */
export const renewalSeparator = '-'.repeat(30);

const w = renewalMessageWords;

function textAnswer(value: string | undefined): string {
  const trimmed = (value ?? '').replace(/\r\n?/g, '\n').trim();
  return trimmed === '' ? w.none : trimmed;
}

function yesNo(value: boolean | undefined): string {
  if (value === undefined) return w.unspecified;
  return value ? w.yes : w.no;
}

function medicineBlock(medicine: RenewalMedicine, answers: PrescriptionAnswers): string[] {
  const name = medicine.strength ? `${medicine.medicineName} ${medicine.strength}` : medicine.medicineName;
  const lines = [
    `${w.medicine}: ${name}`,
    `${w.dosageGuide}: ${textAnswer(medicine.dosageGuide)}`,
    `${w.usageGuide}: ${textAnswer(medicine.usageGuide)}`,
    `${w.purpose}: ${textAnswer(answers.purpose)}`,
  ];
  for (const question of yesNoQuestions) {
    lines.push(`${w[question.id]}: ${yesNo(answers[question.id])}`);
    if (isFollowUpShown(question, answers))
      lines.push(`${w[question.followUp]}: ${textAnswer(answers[question.followUp])}`);
  }
  return lines;
}

/**
 * The renewal request as the clinic reads it (patient-area.md §7): a header with the general answers,
 * then per prescription its medicine and strength, the dosage and usage guides and the answers, yes/no
 * answers written kyllä, ei or määrittelemätön; blocks are separated by a dashed line. Lines end in
 * `\n`, with no line break at the end. Follow-ups are written only when the form shows them.
 */
export function renewalMessageContent(
  medicines: readonly RenewalMedicine[],
  answers: RenewalAnswers,
): string {
  const header = [
    w.title,
    `${w.otherMedicines}: ${textAnswer(answers.general.otherMedicines)}`,
    `${w.additionalInfo}: ${textAnswer(answers.general.additionalInfo)}`,
  ];
  const blocks = [header.join('\n')];
  for (const medicine of medicines) {
    const own = answers.prescriptions.find((entry) => entry.prescriptionId === medicine.id) ?? {
      prescriptionId: medicine.id,
    };
    blocks.push(medicineBlock(medicine, own).join('\n'));
  }
  return blocks.join(`\n${renewalSeparator}\n`);
}

/**
 * The new conversation a renewal starts (patient-area.md §3): the Finnish title, the customer as its
 * one participant, and the message without attachments or questionnaires.
 */
export function renewalThread(content: string, customerMessagingUserId: string) {
  return {
    title: w.title,
    type: 'customer' as const,
    participantIds: [customerMessagingUserId],
    firstMessage: { attachments: [] as string[], content, questionnaireInvitations: [] as string[] },
  };
}
export type RenewalThread = ReturnType<typeof renewalThread>;
