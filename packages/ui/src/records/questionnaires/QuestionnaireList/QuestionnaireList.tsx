import { formatDay, type QuestionnaireItem } from '@portal/domain';
import { Card } from '../../../Card';
import { ErrorView } from '../../../ErrorView';
import { useWords } from '../../../i18n';
import { Link } from '../../../Link';
import { Notice } from '../../../Notice';
import { RelativeTime } from '../../../RelativeTime';
import { Skeleton } from '../../../Skeleton';
import { Stack } from '../../../Stack';
import { item, line, list, muted } from '../../records.css';

/** What the questionnaire list shows. */
export type QuestionnaireListState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'loaded';
      readonly newTaskItems: readonly QuestionnaireItem[];
      readonly answerItems: readonly QuestionnaireItem[];
    }
  | { readonly status: 'maintenance' }
  | { readonly status: 'failed'; readonly isRetrying?: boolean };

export interface QuestionnaireListProps {
  state: QuestionnaireListState;
  /** The page of one questionnaire. */
  questionnaireHref: (id: number) => string;
  onRetry: () => void;
}

/**
 * The questionnaire page (patient-area.md §2): open tasks and own answers, or 'Surveys are
 * temporarily out of use' while the survey service is in maintenance. When an answer was given is
 * told as lists tell dates (§4): relative within a day, 'Yesterday', else the date.
 */
export function QuestionnaireList({ state, questionnaireHref, onRetry }: QuestionnaireListProps) {
  const words = useWords().questionnaires;
  const w = words.list;
  switch (state.status) {
    case 'loading':
      return <Skeleton label={w.loading()} shape="rows" />;
    case 'failed':
      return <ErrorView onRetry={onRetry} isRetrying={state.isRetrying ?? false} />;
    case 'maintenance':
      return <Notice tone="warning">{words.maintenance()}</Notice>;
    case 'loaded':
      return (
        <Stack space="lg">
          <Card title={w.tasks()}>
            {state.newTaskItems.length === 0 ? (
              <p className={muted}>{w.noTasks()}</p>
            ) : (
              <ul className={list}>
                {state.newTaskItems.map((task) => (
                  <li key={task.id} className={item}>
                    <Link href={questionnaireHref(task.id)} variant="standalone">
                      {task.title}
                    </Link>
                    <span className={muted}>
                      {w.sent({ date: formatDay(task.sentDate) })}
                      {task.validUntilDate !== null &&
                        ` · ${w.answerBy({ date: formatDay(task.validUntilDate) })}`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title={w.answers()}>
            {state.answerItems.length === 0 ? (
              <p className={muted}>{w.noAnswers()}</p>
            ) : (
              <ul className={list}>
                {state.answerItems.map((answer) => (
                  <li key={answer.id} className={item}>
                    <Link href={questionnaireHref(answer.id)} variant="standalone">
                      {answer.title}
                    </Link>
                    {answer.answeredAt !== null && (
                      <span className={line}>
                        <span className={muted}>{w.answered()}</span>
                        <RelativeTime value={answer.answeredAt} />
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </Stack>
      );
    default:
      return state satisfies never;
  }
}
