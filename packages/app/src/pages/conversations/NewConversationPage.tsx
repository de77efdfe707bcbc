import { buildPath } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { ListPageView, NewConversationForm, useWords } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { use, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { useDraft } from '../../drafts/useDraft';
import { MessagingError } from '../../messaging/graphqlClient';
import { retryAtOf } from '../../messaging/retryAt';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { MessagingOnly } from './MessagingOnly';
import { infoQuery, meQuery, messagingKeys } from './queries';
import { useAttachments } from './useAttachments';
import { useMessagingCalls } from './useMessagingCalls';

/** `/{lang}/viestit/uusi`: a new message to the clinic; once sent, the one thread's page. */
export function NewConversationPage() {
  const { lang } = usePortal();
  // The pages' words load with them, not with every first page (the lazy page's suspense waits).
  use(loadPageWords(lang, 'conversations'));
  return (
    <MessagingOnly>
      <NewConversation />
    </MessagingOnly>
  );
}

// The subject and the text come back after signing in again; attachments are files, not kept.
const newMessageDraft = z.object({ subject: z.string(), message: z.string() });
const noDraft = () => ({ subject: '', message: '' });

function NewConversation() {
  const LL = useWords();
  const { lang } = usePortal();
  const calls = useMessagingCalls();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(LL.conversations.newThread.title());
  const me = useQuery(meQuery(calls));
  const info = useQuery(infoQuery(calls));
  const files = useAttachments(calls);
  const [{ subject, message }, setDraft, forgetDraft] = useDraft('newMessage', noDraft, newMessageDraft);
  const [retryAt, setRetryAt] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async () => {
      const participant = me.data?.me.id ?? (await calls.me()).me.id;
      return calls.startThread(participant, subject.trim(), message, files.uploadedIds);
    },
    onMutate: () => setRetryAt(null),
    onError: (error) => setRetryAt(retryAtOf(error)),
    onSuccess: async (answer) => {
      forgetDraft();
      await queryClient.invalidateQueries({ queryKey: messagingKeys.all });
      // The answer lists the new threads' addresses; exactly one leads on (messaging-invoices-shell.md §4).
      const urls = answer.sendMessageInNewThread;
      const only = urls.length === 1 ? /\/(\d+)$/.exec(urls[0] ?? '') : null;
      if (only) navigate(buildPath('conversation', lang, { id: Number(only[1]) }));
    },
  });
  const maintenance =
    info.data?.messagingInfo.status === 'maintenanceMode' ||
    (send.error instanceof MessagingError && send.error.code === 'messagingMaintenance');
  return (
    <ListPageView title={LL.conversations.newThread.title()}>
      <NewConversationForm
        maintenance={maintenance}
        draft={{
          subject,
          message,
          attachments: files.attachments,
          refusedFileName: files.refusedFileName,
          status: send.isPending ? 'sending' : retryAt ? 'limited' : send.isError ? 'failed' : 'idle',
          retryAt,
        }}
        onChange={(change) => {
          setDraft((draft) => ({ ...draft, ...change }));
        }}
        onSend={() => send.mutate()}
        onSelectFiles={files.select}
        onRemoveAttachment={files.remove}
      />
    </ListPageView>
  );
}
