import { type ClinicQueue, clinicQueues, type MessagingApi } from '@portal/domain';
import type { ReactNode } from 'react';
import * as listStyles from '../../conversations/conversations.css';
import { DateText } from '../../DateText';
import { EmptyState } from '../../EmptyState';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { Notice } from '../../Notice';
import { Skeleton } from '../../Skeleton';
import { Stack } from '../../Stack';
import * as styles from '../clinic.css';

type ThreadSummary = MessagingApi.ThreadSummaryFragment;

/** What a queue shows. */
export type ClinicQueueState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'maintenance' }
  | { readonly status: 'loaded'; readonly threads: readonly ThreadSummary[] };

export interface ClinicQueuesProps {
  /** The queue shown. */
  queue: ClinicQueue;
  state: ClinicQueueState;
  queueHref: (queue: ClinicQueue) => string;
  threadHref: (id: string) => string;
  /** Beside the queue: the professional's absence. */
  aside?: ReactNode;
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/**
 * The professional's queues (messaging-invoices-shell.md §6): assigned to me, substitutions,
 * unassigned and others' (and the closed ones), one at a time by its address; each conversation
 * with its patient, who handles it, the latest message and whether it is unread.
 */
export function ClinicQueues({ queue, state, queueHref, threadHref, aside }: ClinicQueuesProps) {
  const LL = useWords();
  const words = LL.conversations.clinic;
  return (
    <div className={styles.columns} data-aside={aside === undefined ? undefined : true}>
      <Stack space="lg">
        <h1 className={styles.heading}>{words.queues[queue]()}</h1>
        <nav aria-label={words.queues.label()}>
          <ul className={styles.queueNav}>
            {clinicQueues.map((each) => (
              <li key={each}>
                <a
                  className={styles.queueLink}
                  href={queueHref(each)}
                  aria-current={each === queue ? 'page' : undefined}
                >
                  {words.queues[each]()}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <QueueList state={state} threadHref={threadHref} />
      </Stack>
      {aside}
    </div>
  );
}

function QueueList({ state, threadHref }: Pick<ClinicQueuesProps, 'state' | 'threadHref'>) {
  const LL = useWords();
  const words = LL.conversations.clinic;
  switch (state.status) {
    case 'loading':
      return <Skeleton label={words.list.loading()} shape="blocks" />;
    case 'failed':
      return <Notice tone="danger">{words.list.failed()}</Notice>;
    case 'maintenance':
      return <Notice tone="warning">{LL.conversations.maintenance()}</Notice>;
    case 'loaded':
      break;
    default:
      return state satisfies never;
  }
  if (state.threads.length === 0) return <EmptyState title={words.list.empty()} />;
  return (
    <ul className={listStyles.list}>
      {state.threads.map((thread) => {
        const latest = thread.messages.paginatedMessages[0];
        const patient = thread.participants.find((person) => person.kind === 'CustomerUser');
        const assignee = thread.assignments[0]?.assignee;
        return (
          <li
            key={thread.id}
            className={listStyles.item}
            data-unread={!thread.isRead || undefined}
            data-closed={!thread.isActive || undefined}
          >
            <h2 className={listStyles.heading}>
              <Link href={threadHref(thread.id)}>
                {thread.title.trim() === '' ? LL.conversations.list.titleFallback() : thread.title}
              </Link>
            </h2>
            {patient !== undefined && (
              <p className={listStyles.muted}>{words.list.patient({ name: fullName(patient) })}</p>
            )}
            <p className={listStyles.muted}>
              {assignee === undefined
                ? words.list.unassigned()
                : words.list.assignee({ name: fullName(assignee) })}
            </p>
            {latest !== undefined && (
              <>
                <p className={listStyles.muted}>
                  {words.list.latest()} <DateText value={latest.created} format="dateTime" />
                </p>
                <p className={listStyles.preview}>
                  {latest.deleted ? LL.conversations.thread.deleted() : latest.content}
                </p>
              </>
            )}
            {!thread.isRead && (
              <p className={listStyles.badges}>
                <span className={listStyles.badge} data-kind="unread">
                  {LL.conversations.list.unread()}
                </span>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
