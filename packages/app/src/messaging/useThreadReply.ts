import type { ConversationThreadState } from '@portal/ui';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { useDraft } from '../drafts/useDraft';
import type { MessagingCalls } from '../pages/conversations/messagingCalls';
import { useAttachments } from '../pages/conversations/useAttachments';
import { MessagingError } from './graphqlClient';
import { retryAtOf } from './retryAt';

type Thread = Extract<ConversationThreadState, { status: 'loaded' }>['thread'];

const noText = () => '';

/** What a thread's read gives, whoever reads it (the patient or a professional). */
interface ThreadRead {
  data?: { thread: Thread };
  error: unknown;
  isError: boolean;
}

/**
 * The thread is read with its newest messages first, so that a page of them (the server's largest
 * is 100) holds the latest; the view shows them oldest first.
 */
function oldestFirst(thread: Thread): Thread {
  const { paginatedMessages } = thread.messages;
  return { ...thread, messages: { ...thread.messages, paginatedMessages: [...paginatedMessages].reverse() } };
}

/**
 * One thread as its reader works it, patient or professional alike: its state for the view, marked
 * read when it is opened unread (messaging-invoices-shell.md §4), and the reply with attachments;
 * after a message is sent, what `refreshKey` covers is read again.
 */
export function useThreadReply(
  calls: MessagingCalls,
  id: string,
  read: ThreadRead,
  refreshKey: QueryKey,
  /** The form under which the reply is kept as the person's draft (`useDraft`); `null` keeps none. */
  draftForm: string | null = null,
) {
  const queryClient = useQueryClient();
  const files = useAttachments(calls);
  const [text, setText, forgetText] = useDraft(draftForm, noText, z.string());
  const [retryAt, setRetryAt] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: refreshKey });

  const unread = read.data?.thread.isRead === false;
  useEffect(() => {
    if (!unread) return;
    void calls.markAsRead(id).then(
      () => queryClient.invalidateQueries({ queryKey: refreshKey }),
      () => undefined,
    );
  }, [unread, calls, id, queryClient, refreshKey]);

  const send = useMutation({
    mutationFn: () => calls.send(id, text, files.uploadedIds),
    onMutate: () => setRetryAt(null),
    onError: (error) => setRetryAt(retryAtOf(error)),
    onSuccess: async () => {
      setText('');
      forgetText();
      files.clear();
      await refresh();
    },
  });

  const state: ConversationThreadState =
    read.error instanceof MessagingError && read.error.code === 'messagingMaintenance'
      ? { status: 'maintenance' }
      : read.isError
        ? { status: 'failed' }
        : read.data
          ? { status: 'loaded', thread: oldestFirst(read.data.thread) }
          : { status: 'loading' };

  return {
    state,
    refresh,
    /** The thread view's reply and attachment props. */
    replyProps: {
      reply: {
        text,
        attachments: files.attachments,
        refusedFileName: files.refusedFileName,
        status: send.isPending
          ? ('sending' as const)
          : retryAt
            ? ('limited' as const)
            : send.isError
              ? ('failed' as const)
              : ('idle' as const),
        retryAt,
      },
      onReplyChange: setText,
      onSend: () => send.mutate(),
      onSelectFiles: files.select,
      onRemoveAttachment: files.remove,
      onDownload: (attachmentId: string) => {
        void calls.downloadUrl(attachmentId).then(
          ({ attachmentDownloadUrl }) => window.open(attachmentDownloadUrl, '_blank', 'noopener'),
          () => undefined,
        );
      },
    },
  };
}
