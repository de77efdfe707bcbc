import { type MessagingApi, pageCountOf, pageSizes } from '@portal/domain';
import { ButtonLink } from '../../ButtonLink';
import { DateText } from '../../DateText';
import { EmptyState } from '../../EmptyState';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { Notice } from '../../Notice';
import { Pagination } from '../../Pagination';
import { Skeleton } from '../../Skeleton';
import { Stack } from '../../Stack';
import * as styles from '../conversations.css';

/** A thread as the list shows it, with its latest message only. */
export type ThreadSummary = MessagingApi.ThreadSummaryFragment;

/** What the conversation list shows (messaging-invoices-shell.md §4, patient-area.md §2). */
export type ConversationListState =
  | { readonly status: 'loading' }
  /** The list could not be read; polling has stopped. */
  | { readonly status: 'failed' }
  /** Messaging is in maintenance mode: only the notice shows. */
  | { readonly status: 'maintenance' }
  | {
      readonly status: 'loaded';
      /** This page's threads, at most ten. */
      readonly threads: readonly ThreadSummary[];
      /** The page shown, from 1. */
      readonly page: number;
      readonly totalCount: number;
    };

export interface ConversationListProps {
  state: ConversationListState;
  /** The address of a thread. */
  threadHref: (id: string) => string;
  /** The new-conversation page. */
  newHref: string;
  onPageChange: (page: number) => void;
}

/**
 * The patient's conversations, ten per page, the newest activity first: each with its title (or
 * "Conversation" when it has none), the latest message's time and opening words, and whether it
 * is unread or closed. A failure says so in the specification's words; maintenance shows only
 * its notice.
 */
export function ConversationList({ state, threadHref, newHref, onPageChange }: ConversationListProps) {
  const LL = useWords();
  const words = LL.conversations;
  if (state.status === 'maintenance') return <Notice tone="warning">{words.maintenance()}</Notice>;
  const newButton = <ButtonLink href={newHref}>{words.list.newConversation()}</ButtonLink>;
  if (state.status === 'loading') return <Skeleton label={words.list.loading()} shape="blocks" />;
  if (state.status === 'failed')
    return (
      <Stack space="lg">
        <div className={styles.toolbar}>{newButton}</div>
        <Notice tone="danger">{words.list.failed()}</Notice>
      </Stack>
    );
  if (state.totalCount === 0)
    return (
      <Stack space="lg">
        <div className={styles.toolbar}>{newButton}</div>
        <EmptyState title={words.list.empty()} />
      </Stack>
    );
  const pager = LL.components.pagination;
  return (
    <Stack space="lg">
      <div className={styles.toolbar}>{newButton}</div>
      <ul className={styles.list}>
        {state.threads.map((thread) => {
          const latest = thread.messages.paginatedMessages[0];
          const title = thread.title.trim() === '' ? words.list.titleFallback() : thread.title;
          return (
            <li
              key={thread.id}
              className={styles.item}
              data-unread={!thread.isRead || undefined}
              data-closed={!thread.isActive || undefined}
            >
              <h2 className={styles.heading}>
                <Link href={threadHref(thread.id)}>{title}</Link>
              </h2>
              {latest !== undefined && (
                <>
                  <p className={styles.muted}>
                    {words.list.latest()} <DateText value={latest.created} format="dateTime" />
                  </p>
                  <p className={styles.preview}>{latest.deleted ? words.thread.deleted() : latest.content}</p>
                </>
              )}
              {(!thread.isRead || !thread.isActive) && (
                <p className={styles.badges}>
                  {!thread.isRead && (
                    <span className={styles.badge} data-kind="unread">
                      {words.list.unread()}
                    </span>
                  )}
                  {!thread.isActive && (
                    <span className={styles.badge} data-kind="closed">
                      {words.list.closed()}
                    </span>
                  )}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {pageCountOf(state.totalCount, pageSizes.conversations) > 1 && (
        <Pagination
          page={state.page}
          pageCount={pageCountOf(state.totalCount, pageSizes.conversations)}
          onPageChange={onPageChange}
          words={{
            label: words.list.pages(),
            first: pager.first(),
            previous: pager.previous(),
            next: pager.next(),
            last: pager.last(),
            page: (page) => pager.page({ page }),
            pageOf: (page, count) => pager.pageOf({ page, count }),
          }}
        />
      )}
    </Stack>
  );
}
