import { randomBytes } from 'node:crypto';
import {
  type AttachmentExtension,
  attachmentContentTypes,
  attachmentExtensionOf,
  contentMatchesExtension,
  maxAttachmentBytes,
} from '@portal/domain';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../audit';
import { type Db, schema } from '../db';
import { ApiError, tooManyRequests } from '../http/apiError';
import { defineOperation, type Operation } from '../http/operation';
import type { ObjectStore } from '../storage/objectStore';
import { pendingSince, secondsUntilSwept, uploadKeys, uploadLimits } from '../storage/uploads';
import type { MessagingContext, Viewer } from './graphql/context';
import type { UrlSigner } from './signedUrls';

const { messageAttachments, messagingUsers } = schema;

export const attachmentsPath = '/api/customer-messaging/attachments';

/** A MIME type as a browser writes it; empty when the browser did not know the file's type. */
const declaredType = /^$|^[\w.+-]+\/[\w.+-]+$/;

/** Whose upload budget a viewer spends: the patient's, or the professional's. */
export const uploaderKey = (viewer: Viewer) =>
  viewer.kind === 'customer' ? `patient:${viewer.patientId}` : `staff:${viewer.staffSubject}`;

/**
 * Opens an upload slot (messaging-invoices-shell.md §4): the name must have an allowed extension
 * and the size fit in one selection; the answer is the slot's id, its key and the signed address
 * to PUT the bytes to. Within the uploader's limits (docs/security.md, "Uploads"): ten unsent
 * attachments, counted under a lock of the uploader so two requests cannot both take the tenth,
 * and the day's bytes, which the declared size spends.
 */
export async function createUploadSlot(
  ctx: MessagingContext,
  args: { fileName: string; contentType: string; size: number },
) {
  const fileName = args.fileName.trim();
  const unsafe = [...fileName].some((char) => char.charCodeAt(0) < 32) || /[/\\]/.test(fileName);
  if (fileName.length === 0 || fileName.length > 255 || unsafe)
    throw new ApiError('ValidationError', [{ path: 'fileName', message: 'invalid' }]);
  if (attachmentExtensionOf(fileName) === null || !declaredType.test(args.contentType))
    throw new ApiError('attachmentNotAllowed');
  if (!Number.isInteger(args.size) || args.size <= 0)
    throw new ApiError('ValidationError', [{ path: 'size', message: 'invalid' }]);
  if (args.size > maxAttachmentBytes) throw new ApiError('payloadTooLarge');
  const key = randomBytes(24).toString('base64url');
  const slot = await ctx.db.transaction(async (tx) => {
    await tx
      .select({ id: messagingUsers.id })
      .from(messagingUsers)
      .where(eq(messagingUsers.id, ctx.viewer.userId))
      .for('update');
    const pending = await tx
      .select({ createdAt: messageAttachments.createdAt })
      .from(messageAttachments)
      .where(
        and(
          eq(messageAttachments.uploaderUserId, ctx.viewer.userId),
          isNull(messageAttachments.messageId),
          gt(messageAttachments.createdAt, pendingSince(ctx.now)),
        ),
      )
      .orderBy(asc(messageAttachments.createdAt));
    const oldest = pending[0];
    if (oldest && pending.length >= uploadLimits.pendingPerPerson)
      throw tooManyRequests(secondsUntilSwept(oldest.createdAt, ctx.now));
    const [made] = await tx
      .insert(messageAttachments)
      .values({
        key,
        uploaderUserId: ctx.viewer.userId,
        fileName,
        contentType: args.contentType,
        sizeBytes: args.size,
        createdAt: ctx.now,
      })
      .returning({ id: messageAttachments.id });
    return made;
  });
  if (!slot) throw new ApiError('unknownError');
  // Spent after the slot is made: the limiter's own statement cannot run inside the transaction
  // on the embedded database's one connection.
  const wait = await ctx.uploadBytes.attempt(uploaderKey(ctx.viewer), args.size);
  if (wait !== null) {
    await ctx.db.delete(messageAttachments).where(eq(messageAttachments.id, slot.id));
    throw tooManyRequests(wait);
  }
  return { id: slot.id, key, url: `${attachmentsPath}/${key}?${ctx.signer.sign('upload', key, ctx.now)}` };
}

/** What `contentMatchesExtension` reads of a file: its first 64 KiB. */
const headBytes = 65_536;

/**
 * The body of an upload as it arrives, refused with `attachmentNotAllowed` as soon as its first
 * bytes are not of the kind its name says: they are held until there are enough to tell.
 */
async function* checkedBody(
  body: AsyncIterable<Uint8Array>,
  extension: AttachmentExtension,
): AsyncIterable<Uint8Array> {
  let head: Buffer | null = Buffer.alloc(0);
  for await (const chunk of body) {
    if (head === null) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < headBytes) continue;
    if (!contentMatchesExtension(head, extension)) throw new ApiError('attachmentNotAllowed');
    yield head;
    head = null;
  }
  if (head === null) return;
  if (head.length === 0 || !contentMatchesExtension(head, extension))
    throw new ApiError('attachmentNotAllowed');
  yield head;
}

const signedQuery = z.object({ expires: z.string().max(20), signature: z.string().max(100) });

/**
 * The attachment bytes' two addresses: the signed PUT of an upload slot and the signed, short-lived
 * download. Neither needs the session: the signature is the permission, and only the API hands it
 * out, after checking that the caller uploads into their own slot or takes part in the thread.
 */
export function attachmentOperations(deps: {
  db: Db;
  clock: () => Date;
  signer: UrlSigner;
  store: ObjectStore;
}): Operation[] {
  const { db, clock, signer, store } = deps;

  const upload = defineOperation({
    method: 'put',
    path: `${attachmentsPath}/:key`,
    summary: "Stores an attachment's bytes in its upload slot (a signed address from createAttachmentUpload)",
    tag: 'messaging',
    access: 'public',
    params: z.object({ key: z.string().regex(/^[\w-]{32}$/) }),
    query: signedQuery,
    errors: ['forbidden', 'notFound', 'attachmentNotAllowed', 'payloadTooLarge'],
    handler: async ({ params, query, req, res }) => {
      if (!signer.verify('upload', params.key, query.expires, query.signature, clock()))
        throw new ApiError('forbidden');
      const [slot] = await db.select().from(messageAttachments).where(eq(messageAttachments.key, params.key));
      if (!slot) throw new ApiError('notFound');
      // The address works once: a second use changes nothing, as an expired one.
      if (slot.uploadStartedAt !== null) throw new ApiError('forbidden');
      const extension = attachmentExtensionOf(slot.fileName);
      const given = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (extension === null || given !== slot.contentType.toLowerCase())
        throw new ApiError('attachmentNotAllowed');
      // The body is the declared file, whose size the day's budget was charged with, to the byte.
      const size = slot.sizeBytes ?? 0;
      const length = Number(req.get('content-length') ?? Number.NaN);
      if (length > size) throw new ApiError('payloadTooLarge');
      if (length !== size)
        throw new ApiError('ValidationError', [{ path: 'content-length', message: 'notDeclaredSize' }]);
      const claimed = await db
        .update(messageAttachments)
        .set({ uploadStartedAt: clock() })
        .where(and(eq(messageAttachments.id, slot.id), isNull(messageAttachments.uploadStartedAt)))
        .returning({ id: messageAttachments.id });
      if (claimed.length !== 1) throw new ApiError('forbidden');
      // Streamed to the object store as it arrives; the database holds the row only.
      const refusal: { error?: unknown } = {};
      const body = (async function* () {
        try {
          yield* checkedBody(req as AsyncIterable<Uint8Array>, extension);
        } catch (error) {
          refusal.error = error;
          throw error;
        }
      })();
      try {
        await store.putStream(uploadKeys.attachment(slot.id), {
          stream: body,
          size,
          contentType: attachmentContentTypes[extension],
        });
      } catch (error) {
        throw refusal.error ?? error;
      }
      const stored = await db
        .update(messageAttachments)
        .set({
          uploadedAt: clock(),
          // Served back with the type of its extension, never with what the browser claimed.
          contentType: attachmentContentTypes[extension],
        })
        .where(and(eq(messageAttachments.id, slot.id), isNull(messageAttachments.uploadedAt)))
        .returning({ id: messageAttachments.id });
      if (stored.length !== 1) throw new ApiError('notFound');
      res.status(204).end();
      return { handled: true };
    },
  });

  const download = defineOperation({
    method: 'get',
    path: `${attachmentsPath}/:id/content`,
    summary: 'Downloads an attachment through the short-lived address attachmentDownloadUrl gave',
    tag: 'messaging',
    access: 'public',
    params: z.object({ id: z.uuid() }),
    query: signedQuery,
    errors: ['forbidden', 'notFound'],
    handler: async ({ params, query, res }) => {
      if (!signer.verify('download', params.id, query.expires, query.signature, clock()))
        throw new ApiError('forbidden');
      const [file] = await db.select().from(messageAttachments).where(eq(messageAttachments.id, params.id));
      if (!file?.uploadedAt || file.messageId === null) throw new ApiError('notFound');
      const stored = await store.get(uploadKeys.attachment(file.id));
      if (!stored) throw new ApiError('notFound');
      await recordAudit(db, {
        actorSsn: null,
        subjectPatientId: null,
        onBehalfOfPatientId: null,
        action: 'read',
        resource: 'messageAttachmentContent',
        detail: { attachmentId: file.id },
        requestId: res.req.requestId ?? null,
      });
      res.setHeader('content-type', file.contentType);
      res.setHeader('content-length', String(stored.bytes.length));
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('content-security-policy', "default-src 'none'; sandbox");
      res.setHeader(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      );
      res.end(Buffer.from(stored.bytes));
      return { handled: true };
    },
  });

  return [upload, download];
}
