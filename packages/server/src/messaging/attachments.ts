import { randomBytes } from 'node:crypto';
import {
  attachmentContentTypes,
  attachmentExtensionOf,
  contentMatchesExtension,
  maxAttachmentBytes,
} from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Request } from 'express';
import { z } from 'zod';
import { recordAudit } from '../audit';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';
import { defineOperation, type Operation } from '../http/operation';
import type { MessagingContext } from './graphql/context';
import type { UrlSigner } from './signedUrls';

const { messageAttachments } = schema;

export const attachmentsPath = '/api/customer-messaging/attachments';

/** A MIME type as a browser writes it; empty when the browser did not know the file's type. */
const declaredType = /^$|^[\w.+-]+\/[\w.+-]+$/;

/**
 * Opens an upload slot (messaging-invoices-shell.md §4): the name must have an allowed extension
 * and the size fit in one selection; the answer is the slot's id, its key and the signed address
 * to PUT the bytes to.
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
  const [slot] = await ctx.db
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
  if (!slot) throw new ApiError('unknownError');
  return { id: slot.id, key, url: `${attachmentsPath}/${key}?${ctx.signer.sign('upload', key, ctx.now)}` };
}

/** Reads a request's body, refusing it as soon as it passes `limit` bytes. */
async function readBody(req: Request, limit: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new ApiError('payloadTooLarge');
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

const signedQuery = z.object({ expires: z.string().max(20), signature: z.string().max(100) });

/**
 * The attachment bytes' two addresses: the signed PUT of an upload slot and the signed, short-lived
 * download. Neither needs the session: the signature is the permission, and only the API hands it
 * out, after checking that the caller uploads into their own slot or takes part in the thread.
 */
export function attachmentOperations(deps: { db: Db; clock: () => Date; signer: UrlSigner }): Operation[] {
  const { db, clock, signer } = deps;

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
      const [slot] = await db
        .select()
        .from(messageAttachments)
        .where(and(eq(messageAttachments.key, params.key), isNull(messageAttachments.uploadedAt)));
      if (!slot) throw new ApiError('notFound');
      const extension = attachmentExtensionOf(slot.fileName);
      const given = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (extension === null || given !== slot.contentType.toLowerCase())
        throw new ApiError('attachmentNotAllowed');
      const bytes = await readBody(req, Math.min(slot.sizeBytes ?? maxAttachmentBytes, maxAttachmentBytes));
      if (bytes.length === 0 || !contentMatchesExtension(bytes, extension))
        throw new ApiError('attachmentNotAllowed');
      const stored = await db
        .update(messageAttachments)
        .set({
          data: bytes,
          sizeBytes: bytes.length,
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
      if (!file?.data || file.messageId === null) throw new ApiError('notFound');
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
      res.setHeader('content-length', String(file.data.length));
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('content-security-policy', "default-src 'none'; sandbox");
      res.setHeader(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      );
      res.end(Buffer.from(file.data));
      return { handled: true };
    },
  });

  return [upload, download];
}
