import { buildPath, matchPath } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { ConversationThread, useWords } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { useLocation } from 'react-router';
import { useThreadReply } from '../../messaging/useThreadReply';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { MessagingOnly } from './MessagingOnly';
import { infoQuery, meQuery, messagingKeys, threadQuery } from './queries';
import { useMessagingCalls } from './useMessagingCalls';

/** `/{lang}/viestit/{id}`: one conversation, polled every 120 s, marked read when opened. */
export function ConversationPage() {
  const { lang } = usePortal();
  // The pages' words load with them, not with every first page (the lazy page's suspense waits).
  use(loadPageWords(lang, 'conversations'));
  return (
    <MessagingOnly>
      <Conversation />
    </MessagingOnly>
  );
}

function Conversation() {
  const LL = useWords();
  const { lang } = usePortal();
  const match = matchPath(useLocation().pathname);
  const id = match?.page === 'conversation' ? String(match.params.id) : '';
  const calls = useMessagingCalls();
  const read = useQuery(threadQuery(calls, id));
  const me = useQuery(meQuery(calls));
  const info = useQuery(infoQuery(calls));
  const thread = useThreadReply(calls, id, read, messagingKeys.all, `reply.${id}`);
  useDocumentTitle(read.data?.thread.title || LL.conversations.list.titleFallback());

  return (
    <ConversationThread
      state={thread.state}
      viewerId={me.data?.me.id ?? ''}
      announcement={info.data?.messagingInfo.announcement ?? null}
      backHref={buildPath('conversations', lang)}
      {...thread.replyProps}
    />
  );
}
