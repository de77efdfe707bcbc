import {
  attachmentDownloadUrlDocument,
  createAttachmentUploadDocument,
  type MessagingApi,
  markAsReadDocument,
  meDocument,
  messagingInfoDocument,
  pageSizes,
  sendMessageDocument,
  sendMessageInNewThreadDocument,
  threadDocument,
  threadsDocument,
  unreadCountDocument,
} from '@portal/domain';
import { createGraphqlClient, type GraphqlClient, MessagingError } from '../../messaging/graphqlClient';

/** The messaging calls of one session, each typed by its document's generated types. */
export function messagingCalls(csrfToken: string, client?: GraphqlClient) {
  const request = client ?? createGraphqlClient({ csrfToken });
  // The polled reads run every two minutes with nobody at the keyboard: they do not keep the
  // session alive, so an open conversation alone never holds it open.
  const poll = client ?? createGraphqlClient({ csrfToken, background: true });
  return {
    /** One page of the patient's conversations, read as a page by the server; polled in the background. */
    threads: (page: number, signal?: AbortSignal) =>
      poll<MessagingApi.ThreadsQuery, MessagingApi.ThreadsQueryVariables>(
        threadsDocument,
        { limit: pageSizes.conversations, offset: (page - 1) * pageSizes.conversations },
        signal,
      ),
    thread: (id: string, signal?: AbortSignal) =>
      poll<MessagingApi.ThreadQuery, MessagingApi.ThreadQueryVariables>(threadDocument, { id }, signal),
    me: (signal?: AbortSignal) => request<MessagingApi.MeQuery>(meDocument, {}, signal),
    info: (signal?: AbortSignal) =>
      request<MessagingApi.MessagingInfoQuery>(messagingInfoDocument, {}, signal),
    unreadCount: (signal?: AbortSignal) =>
      poll<MessagingApi.UnreadCountQuery>(unreadCountDocument, {}, signal),
    markAsRead: (threadId: string) =>
      request<MessagingApi.MarkAsReadMutation, MessagingApi.MarkAsReadMutationVariables>(markAsReadDocument, {
        threadId,
      }),
    downloadUrl: (id: string) =>
      request<MessagingApi.AttachmentDownloadUrlQuery, MessagingApi.AttachmentDownloadUrlQueryVariables>(
        attachmentDownloadUrlDocument,
        { id },
      ),
    send: (threadId: string, content: string, attachments: string[]) =>
      request<MessagingApi.SendMessageMutation, MessagingApi.SendMessageMutationVariables>(
        sendMessageDocument,
        {
          threadId,
          message: { content, attachments, questionnaireInvitations: [] },
        },
      ),
    startThread: (participantId: string, title: string, content: string, attachments: string[]) =>
      request<
        MessagingApi.SendMessageInNewThreadMutation,
        MessagingApi.SendMessageInNewThreadMutationVariables
      >(sendMessageInNewThreadDocument, {
        title,
        type: 'customer',
        participantIds: [participantId],
        separateThreadPerParticipant: false,
        firstMessage: { content, attachments, questionnaireInvitations: [] },
      }),
    /** Asks for an upload slot, PUTs the file to it with its type, and answers the slot's id. */
    upload: async (file: File): Promise<string> => {
      const { createAttachmentUpload: slot } = await request<
        MessagingApi.CreateAttachmentUploadMutation,
        MessagingApi.CreateAttachmentUploadMutationVariables
      >(createAttachmentUploadDocument, { fileName: file.name, contentType: file.type, size: file.size });
      const put = await fetch(slot.url, {
        method: 'PUT',
        headers: { 'content-type': file.type },
        body: file,
      }).catch(() => null);
      if (put === null) throw new MessagingError('networkError');
      if (!put.ok)
        throw new MessagingError(
          ((await put.json().catch(() => null)) as { type?: string } | null)?.type ?? 'unknownError',
        );
      return slot.id;
    },
  };
}

export type MessagingCalls = ReturnType<typeof messagingCalls>;
