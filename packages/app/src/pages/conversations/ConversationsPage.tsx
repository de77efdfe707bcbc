import { buildPath } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { ConversationList, type ConversationListState, ListPageView, useToast, useWords } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { use, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { MessagingError } from '../../messaging/graphqlClient';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { MessagingOnly } from './MessagingOnly';
import { threadsQuery } from './queries';
import { useMessagingCalls } from './useMessagingCalls';

/** `/{lang}/viestit`: the conversations, ten per page, polled every 120 s; `?page=` keeps the page. */
export function ConversationsPage() {
  const { lang } = usePortal();
  // The pages' words load with them, not with every first page (the lazy page's suspense waits).
  use(loadPageWords(lang, 'conversations'));
  return (
    <MessagingOnly>
      <Conversations />
    </MessagingOnly>
  );
}

function Conversations() {
  const LL = useWords();
  const { lang } = usePortal();
  const calls = useMessagingCalls();
  const toast = useToast();
  const [query, setQuery] = useSearchParams();
  useDocumentTitle(LL.conversations.list.title());
  const asked = Number(query.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const read = useQuery(threadsQuery(calls, page));

  // A conversation the clinic closed since the last look is told with the 15-second toast.
  const wasActive = useRef<Map<string, boolean> | null>(null);
  const threads = read.data?.threads.paginatedThreads;
  useEffect(() => {
    if (threads === undefined) return;
    const before = wasActive.current;
    if (before !== null && threads.some((thread) => !thread.isActive && before.get(thread.id) === true))
      toast.show({ text: LL.conversations.list.closedToast(), tone: 'info' }, 'conversationClosed');
    wasActive.current = new Map(threads.map((thread) => [thread.id, thread.isActive]));
  }, [threads, toast, LL]);

  const state: ConversationListState =
    read.error instanceof MessagingError && read.error.code === 'messagingMaintenance'
      ? { status: 'maintenance' }
      : read.isError
        ? { status: 'failed' }
        : read.data
          ? {
              status: 'loaded',
              threads: read.data.threads.paginatedThreads,
              page,
              totalCount: read.data.threads.totalCount,
            }
          : { status: 'loading' };
  return (
    <ListPageView title={LL.conversations.list.title()} intro={LL.conversations.list.intro()}>
      <ConversationList
        state={state}
        threadHref={(id) => buildPath('conversation', lang, { id: Number(id) })}
        newHref={buildPath('newConversation', lang)}
        onPageChange={(next) => setQuery(next === 1 ? {} : { page: String(next) })}
      />
    </ListPageView>
  );
}
