import { buildPath, type Lang, type MessagingApi } from '@portal/domain';
import { type FrontRecordItem, FrontRecordSection, type FrontRecordState, useWords } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { MessagingError } from '../../messaging/graphqlClient';
import { threadsQuery } from '../conversations/queries';
import { useMessagingCalls } from '../conversations/useMessagingCalls';

type Thread = MessagingApi.ThreadsQuery['threads']['paginatedThreads'][number];

/**
 * The front page's conversations (patient-area.md §2): the latest threads, each at its latest
 * message, with the clinic's unread answers marked. It reads the first page of the conversations
 * list (the same cache key), so the list opens at once from here.
 */
export function FrontConversationsSection({ lang }: { lang: Lang }) {
  const LL = useWords().frontPage.sections.conversations;
  const read = useQuery(threadsQuery(useMessagingCalls(), 1));
  const line = (thread: Thread): FrontRecordItem => ({
    key: thread.id,
    title: thread.title.trim() === '' ? LL.titleFallback() : thread.title,
    subtitle: thread.isRead ? undefined : LL.unread(),
    date: { kind: 'instant', value: thread.messages.paginatedMessages[0]?.created ?? thread.created },
    href: buildPath('conversation', lang, { id: Number(thread.id) }),
    highlighted: !thread.isRead,
  });
  // An answer without the threads (a proxy's page, a changed API) is a failed read, not a broken page.
  const threads = read.data?.threads?.paginatedThreads;
  const state: FrontRecordState =
    read.error instanceof MessagingError && read.error.code === 'messagingMaintenance'
      ? { kind: 'unavailable' }
      : read.isError || (read.data !== undefined && threads === undefined)
        ? { kind: 'error' }
        : threads !== undefined
          ? { kind: 'ready', items: threads.map(line) }
          : { kind: 'loading' };
  return <FrontRecordSection section="conversations" state={state} onRetry={() => void read.refetch()} />;
}
