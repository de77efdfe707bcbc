import { maxAttachmentBytes, newThreadBlock } from '@portal/domain';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';
import { customerMessagingUserId } from './users';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const { messageThreads, threadParticipants, messages, messageAttachments, threadReads } = schema;

export type NewPatientThread = {
  /** The signed-in patient writing; the thread is theirs alone. */
  patientId: string;
  /** Identity code of whoever signed in, for the audit trail. */
  actorSsn: string | null;
  title: string;
  content: string;
  /** Ids of attachments the patient uploaded and has not sent yet. */
  attachmentIds?: readonly string[];
  requestId: string | null;
  now?: Date;
};

export type CreatedThread = { threadId: number; messageId: number };

/**
 * Starts a conversation of a patient with the clinic: a customer thread whose one participant is
 * the patient, with the patient's first message. It has no assignee, so it waits in the clinic's
 * unassigned queue until a professional takes it. The writer has read what they wrote, so the
 * thread is not unread for them. The prescription renewal and the conversation pages both start
 * threads here, so every new thread follows the same rules and is audited the same way.
 */
export async function createPatientThread(db: Db, input: NewPatientThread): Promise<CreatedThread> {
  const title = input.title.trim();
  const block = newThreadBlock(title, input.content, false);
  if (block !== null) {
    const path = block === 'messageMissing' ? 'content' : 'title';
    throw new ApiError('ValidationError', [{ path, message: block }]);
  }
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const authorId = await customerMessagingUserId(tx, input.patientId);
    const [thread] = await tx
      .insert(messageThreads)
      .values({ title, threadType: 'customer', createdAt: now })
      .returning({ id: messageThreads.id });
    if (!thread) throw new ApiError('unknownError');
    await tx.insert(threadParticipants).values({ threadId: thread.id, userId: authorId, addedAt: now });
    const [message] = await tx
      .insert(messages)
      .values({ threadId: thread.id, authorUserId: authorId, content: input.content, createdAt: now })
      .returning({ id: messages.id });
    if (!message) throw new ApiError('unknownError');
    await attachToMessage(tx, authorId, message.id, input.attachmentIds ?? []);
    await tx.insert(threadReads).values({ threadId: thread.id, userId: authorId, readAt: now });
    await recordAudit(tx, {
      actorSsn: input.actorSsn,
      subjectPatientId: input.patientId,
      onBehalfOfPatientId: null,
      action: 'create',
      resource: 'messageThread',
      detail: { threadId: thread.id, attachments: input.attachmentIds?.length ?? 0 },
      requestId: input.requestId,
    });
    return { threadId: thread.id, messageId: message.id };
  });
}

/**
 * Ties uploaded attachments to a message. Only the author's own uploads whose bytes arrived and
 * that no message uses yet qualify; any other id refuses the whole message, so nobody can send
 * (and so reach) another person's file. Together they must fit in one selection's 9 MiB.
 */
export async function attachToMessage(
  tx: Pick<Db, 'update'>,
  authorId: string,
  messageId: number,
  attachmentIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(attachmentIds)];
  if (ids.length === 0) return;
  const refused = () =>
    new ApiError('ValidationError', [{ path: 'attachments', message: 'unknownAttachment' }]);
  if (!ids.every((id) => uuidPattern.test(id))) throw refused();
  const tied = await tx
    .update(messageAttachments)
    .set({ messageId })
    .where(
      and(
        inArray(messageAttachments.id, ids),
        eq(messageAttachments.uploaderUserId, authorId),
        isNull(messageAttachments.messageId),
        isNotNull(messageAttachments.uploadedAt),
      ),
    )
    .returning({ id: messageAttachments.id, size: messageAttachments.sizeBytes });
  if (tied.length !== ids.length) throw refused();
  // One message's attachments are one selection, and a selection fits in 9 MiB.
  if (tied.reduce((sum, row) => sum + (row.size ?? 0), 0) > maxAttachmentBytes)
    throw new ApiError('payloadTooLarge');
}
