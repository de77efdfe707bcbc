import {
  buildPath,
  canRenewPrescriptions,
  type LaboratoryListAnswer,
  type Lang,
  type ListedImagingResult,
  type ListedVisit,
  type Prescription,
  type QuestionnairesAnswer,
  type ReferralWire,
} from '@portal/domain';
import {
  type FrontRecordItem,
  FrontRecordSection,
  type FrontRecordState,
  medicineTitle,
  useWords,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { fetchLaboratory, fetchQuestionnaires } from '../../api/labAndSurveys';
import { prescriptionsQuery } from '../prescriptions/queries';
import { imagingReads, recordKeys, useRecordRead } from '../records/useRead';
import { visitsQuery } from '../visits/queries';

// The front page's record sections: each reads what its own page reads (the same cache keys), turns
// the answer into the section's lines, and shows them in the one `FrontRecordSection`.

interface SectionProps {
  lang: Lang;
}

type Read<A> = { status: 'loaded'; data: A } | { status: 'loading' } | { status: 'failed' | 'notFound' };

function stateOf<A>(read: Read<A>, lines: (answer: A) => readonly FrontRecordItem[]): FrontRecordState {
  if (read.status === 'loaded') return { kind: 'ready', items: lines(read.data) };
  return read.status === 'loading' ? { kind: 'loading' } : { kind: 'error' };
}

function fromQuery<A>(query: { data: A | undefined; isError: boolean }): Read<A> {
  if (query.data !== undefined) return { status: 'loaded', data: query.data };
  return query.isError ? { status: 'failed' } : { status: 'loading' };
}

/** Newest first; days and instants are ISO texts, which sort as their times do. */
function newestFirst(lines: FrontRecordItem[]): FrontRecordItem[] {
  return lines.sort((a, b) => (a.date.value < b.date.value ? 1 : a.date.value > b.date.value ? -1 : 0));
}

function referralLine(kind: 'laboratoryReferral' | 'imagingReferral', lang: Lang) {
  return (referral: ReferralWire): FrontRecordItem => ({
    key: `referral-${referral.id}`,
    title: referral.title,
    subtitle: referral.practitioner.name,
    date: { kind: 'day', value: referral.creationDate },
    href: buildPath(kind, lang, { id: referral.id }),
  });
}

export function FrontVisitsSection({ lang }: SectionProps) {
  const read = useQuery(visitsQuery(lang));
  const line = (visit: ListedVisit): FrontRecordItem => ({
    key: String(visit.id),
    title: visit.specialty.name,
    subtitle: visit.practitioner.name,
    date: { kind: 'instant', value: visit.dateTime },
    href: buildPath('visit', lang, { id: visit.id }),
  });
  return (
    <FrontRecordSection
      section="visits"
      state={stateOf(fromQuery(read), (answer) => answer.visits.map(line))}
      onRetry={() => void read.refetch()}
    />
  );
}

/** With 'Renew prescriptions' only when the patient can renew (patient-area.md §2). */
export function FrontPrescriptionsSection({ lang }: SectionProps) {
  const LL = useWords().frontPage;
  const read = useQuery(prescriptionsQuery(lang));
  const line = (prescription: Prescription): FrontRecordItem => ({
    key: String(prescription.id),
    title: medicineTitle(prescription),
    date: { kind: 'day', value: prescription.issuedDate },
    href: null,
  });
  return (
    <FrontRecordSection
      section="prescriptions"
      state={stateOf(fromQuery(read), (answer) => answer.prescriptions.map(line))}
      action={
        read.data && canRenewPrescriptions(read.data)
          ? { href: buildPath('prescriptions', lang), label: LL.renewPrescriptions() }
          : null
      }
      onRetry={() => void read.refetch()}
    />
  );
}

/** Result days and referrals together, newest first. */
export function FrontLaboratorySection({ lang }: SectionProps) {
  const LL = useWords().frontPage.items;
  const read = useRecordRead([...recordKeys.laboratory, 'list', lang], fetchLaboratory(lang));
  const lines = (answer: LaboratoryListAnswer) =>
    newestFirst([
      ...answer.results.map(
        (day): FrontRecordItem => ({
          key: `result-${day.date}`,
          title: day.items.map((test) => test.displayName).join(', '),
          subtitle: day.items.every((test) => test.isReady) ? LL.resultsReady() : LL.resultsPending(),
          date: { kind: 'day', value: day.date },
          href: buildPath('laboratoryResult', lang, { date: day.date }),
        }),
      ),
      ...answer.referrals.map(referralLine('laboratoryReferral', lang)),
    ]);
  return <FrontRecordSection section="laboratory" state={stateOf(read, lines)} onRetry={read.retry} />;
}

/** Open questionnaires first and marked; then the answered ones, newest first. */
export function FrontQuestionnairesSection({ lang }: SectionProps) {
  const LL = useWords().frontPage.items;
  const read = useRecordRead([...recordKeys.questionnaires, 'list', lang], fetchQuestionnaires(lang));
  if (read.status === 'loaded' && read.data.status === 'maintenance-mode')
    return <FrontRecordSection section="questionnaires" state={{ kind: 'unavailable' }} />;
  const lines = (answer: QuestionnairesAnswer): FrontRecordItem[] =>
    answer.status === 'ok'
      ? [
          ...answer.newTaskItems.map(
            (task): FrontRecordItem => ({
              key: `task-${task.id}`,
              title: task.title,
              subtitle: LL.waitingForAnswer(),
              date: { kind: 'day', value: task.sentDate },
              href: buildPath('questionnaire', lang, { id: task.id }),
              highlighted: true,
            }),
          ),
          ...answer.answerItems.map(
            (answered): FrontRecordItem => ({
              key: `answer-${answered.id}`,
              title: answered.title,
              subtitle: LL.answered(),
              date:
                answered.answeredAt === null
                  ? { kind: 'day', value: answered.sentDate }
                  : { kind: 'instant', value: answered.answeredAt },
              href: buildPath('questionnaire', lang, { id: answered.id }),
            }),
          ),
        ]
      : [];
  return <FrontRecordSection section="questionnaires" state={stateOf(read, lines)} onRetry={read.retry} />;
}

/**
 * Results and referrals together, newest first. The results come from the imaging archive: while it
 * cannot be read the referrals still show, as on the imaging page.
 */
export function FrontImagingSection({ lang }: SectionProps) {
  const referrals = useRecordRead(...imagingReads.referrals(lang));
  const results = useRecordRead(...imagingReads.results(lang));
  const resultLine = (result: ListedImagingResult): FrontRecordItem => ({
    key: `result-${result.id}`,
    title: result.examinationName,
    date: { kind: 'day', value: result.imagingDate },
    href: buildPath('imagingResult', lang, { imagingDate: result.imagingDate }),
  });
  const state =
    results.status === 'loading'
      ? ({ kind: 'loading' } as const)
      : stateOf(referrals, (answer) =>
          newestFirst([
            ...(results.status === 'loaded' ? results.data.items.map(resultLine) : []),
            ...answer.items.map(referralLine('imagingReferral', lang)),
          ]),
        );
  return <FrontRecordSection section="imaging" state={state} onRetry={referrals.retry} />;
}
