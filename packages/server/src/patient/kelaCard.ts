import { randomBytes } from 'node:crypto';
import {
  cardAnswer,
  cardFinishAnswer,
  cardFinishQuery,
  cardInitAnswer,
  cardInitRequest,
  maxCardImageBytes,
} from '@portal/domain';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Request } from 'express';
import { z } from 'zod';
import { recordAudit } from '../audit';
import type { SessionContext } from '../auth/sessionContext';
import { subjectOf } from '../booking/occupational';
import { type Db, schema } from '../db';
import { ApiError, tooManyRequests } from '../http/apiError';
import { defineOperation, type Operation, success } from '../http/operation';
import type { RateLimiter } from '../http/rateLimit';
import { urlSigner } from '../messaging/signedUrls';
import { cleanImage, type ImageType } from '../storage/images';
import type { ObjectStore } from '../storage/objectStore';
import { pendingSince, secondsUntilSwept, uploadKeys, uploadLimits } from '../storage/uploads';

export type KelaCardDeps = {
  db: Db;
  clock: () => Date;
  store: ObjectStore;
  secret: string;
  /** The bytes a person may upload in a day (`uploadBytesPerDay`), shared with attachments. */
  uploadBytes: RateLimiter;
};

const { cardUploads, patients } = schema;

const sides = ['front', 'back'] as const;
type Side = (typeof sides)[number];
const types = { jpeg: 'image/jpeg', png: 'image/png' } as const satisfies Record<string, ImageType>;
const typeName = (type: ImageType) => (type === 'image/png' ? 'png' : 'jpeg');
const signedQuery = z.object({ expires: z.string().max(20), signature: z.string().max(100) });
const uploadParams = z.object({
  patientId: z.uuid(),
  nonce: z.string().regex(/^[\w-]{22}$/),
  side: z.enum(sides),
  type: z.enum(['jpeg', 'png']),
});

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

/**
 * The insurance card (patient-area.md §4, §7): two signed addresses to PUT the sides to, bound to
 * the patient, the upload and the image type, expiring in ten minutes and working once; a finish
 * that makes both the card; and short-lived addresses to read it back, which only the owner's
 * session may open. Each image is checked by its bytes, limited in size and stored without its
 * metadata. A patient has at most ten uploads unfinished, and the images spend the day's bytes
 * (docs/security.md, "Uploads").
 */
export function kelaCardOperations({ db, clock, store, secret, uploadBytes }: KelaCardDeps): Operation[] {
  // A signer of its own: a messaging address can never open a card, nor the other way round.
  const signer = urlSigner(`${secret}\nkela-card`, { upload: 10 * 60_000, download: 5 * 60_000 });
  const patientOf = (session: SessionContext) => {
    const patientId = subjectOf(session);
    if (!patientId) throw new ApiError('noPatient');
    return patientId;
  };
  const pendingKey = uploadKeys.cardPending;
  const cardKey = uploadKeys.card;
  const sideColumn = { front: cardUploads.frontUploadedAt, back: cardUploads.backUploadedAt } as const;
  const audit = (session: SessionContext, patientId: string, requestId: string) => ({
    actorSsn: session.personSsn,
    subjectPatientId: patientId,
    onBehalfOfPatientId: session.actingForPatientId,
    resource: 'patient.kelaCard',
    requestId,
  });

  const init = defineOperation({
    method: 'post',
    path: '/api/kela-card/init-upload',
    summary: 'Two signed addresses to upload the card’s sides to, and the token that confirms them',
    tag: 'patient',
    access: 'signedIn',
    query: z.object({ csrfToken: z.string().optional() }),
    body: cardInitRequest,
    response: cardInitAnswer,
    errors: ['noPatient', 'tooManyRequests'],
    handler: async ({ session, body }) => {
      const patientId = patientOf(session);
      const nonce = randomBytes(16).toString('base64url');
      const now = clock();
      // Counted under a lock of the patient, so two requests cannot both take the tenth place.
      await db.transaction(async (tx) => {
        await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).for('update');
        const pending = await tx
          .select({ createdAt: cardUploads.createdAt })
          .from(cardUploads)
          .where(and(eq(cardUploads.patientId, patientId), gt(cardUploads.createdAt, pendingSince(now))))
          .orderBy(asc(cardUploads.createdAt));
        const oldest = pending[0];
        if (oldest && pending.length >= uploadLimits.pendingPerPerson)
          throw tooManyRequests(secondsUntilSwept(oldest.createdAt, now));
        await tx.insert(cardUploads).values({ id: nonce, patientId, createdAt: now });
      });
      const address = (side: Side) => {
        const type = typeName(body.mimetypes[side]);
        const subject = `${patientId}/${nonce}/${side}/${type}`;
        return { url: `/api/kela-card/uploads/${subject}?${signer.sign('upload', subject, now)}` };
      };
      const finish = new URLSearchParams(signer.sign('upload', `${patientId}/${nonce}/finish`, now));
      const token = `${nonce}.${finish.get('expires')}.${finish.get('signature')}`;
      return success({ front: address('front'), back: address('back'), token });
    },
  });

  const upload = defineOperation({
    method: 'put',
    path: '/api/kela-card/uploads/:patientId/:nonce/:side/:type',
    summary: 'Stores one side of the card through the signed address init-upload gave',
    tag: 'patient',
    access: 'public',
    params: uploadParams,
    query: signedQuery,
    errors: ['forbidden', 'attachmentNotAllowed', 'payloadTooLarge', 'tooManyRequests'],
    handler: async ({ params, query, req, res }) => {
      const subject = `${params.patientId}/${params.nonce}/${params.side}/${params.type}`;
      if (!signer.verify('upload', subject, query.expires, query.signature, clock()))
        throw new ApiError('forbidden');
      const type = types[params.type];
      const given = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (given !== type) throw new ApiError('attachmentNotAllowed');
      // The address works once: a second use, or one of an upload swept or finished, is refused as
      // an expired one and changes nothing.
      const claimed = await db
        .update(cardUploads)
        .set({ [params.side === 'front' ? 'frontUploadedAt' : 'backUploadedAt']: clock() })
        .where(
          and(
            eq(cardUploads.id, params.nonce),
            eq(cardUploads.patientId, params.patientId),
            isNull(sideColumn[params.side]),
          ),
        )
        .returning({ id: cardUploads.id });
      if (claimed.length !== 1) throw new ApiError('forbidden');
      // Read whole, at most 5 MB and never into the database: stripping the metadata needs all of it.
      const bytes = await readBody(req, maxCardImageBytes);
      const clean = cleanImage(bytes, type);
      if (clean === null) throw new ApiError('attachmentNotAllowed');
      await uploadBytes.consume(`patient:${params.patientId}`, res, clean.length);
      await store.put(pendingKey(params.patientId, params.nonce, params.side), {
        bytes: clean,
        contentType: type,
      });
      res.status(204).end();
      return { handled: true };
    },
  });

  const finish = defineOperation({
    method: 'get',
    path: '/api/kela-card/finish-upload',
    summary: 'Makes the two uploaded images the patient’s card',
    tag: 'patient',
    access: 'signedIn',
    query: cardFinishQuery,
    response: cardFinishAnswer,
    errors: ['noPatient', 'forbidden'],
    handler: async ({ session, query, req }) => {
      const patientId = patientOf(session);
      const [nonce = '', expires = '', signature = ''] = query.token.split('.');
      if (!signer.verify('upload', `${patientId}/${nonce}/finish`, expires, signature, clock()))
        throw new ApiError('forbidden');
      const pending = await Promise.all(sides.map((side) => store.get(pendingKey(patientId, nonce, side))));
      if (pending.some((object) => object === null)) return success({ success: false });
      for (const side of sides)
        await store.move(pendingKey(patientId, nonce, side), cardKey(patientId, side));
      // Finished: no longer pending, and its addresses answer as used.
      await db
        .delete(cardUploads)
        .where(and(eq(cardUploads.id, nonce), eq(cardUploads.patientId, patientId)));
      await recordAudit(db, { ...audit(session, patientId, req.requestId), action: 'update' });
      return success({ success: true });
    },
  });

  const read = defineOperation({
    method: 'get',
    path: '/api/kela-card',
    summary: 'Short-lived addresses of the patient’s card images, or null without a card',
    tag: 'patient',
    access: 'signedIn',
    response: cardAnswer,
    errors: ['noPatient'],
    handler: async ({ session, req }) => {
      const patientId = patientOf(session);
      const stored = await Promise.all(sides.map((side) => store.get(cardKey(patientId, side))));
      await recordAudit(db, { ...audit(session, patientId, req.requestId), action: 'read' });
      if (stored.some((object) => object === null)) return success({ imageUrl: null });
      const now = clock();
      const url = (side: Side) =>
        `/api/kela-card/images/${side}?${signer.sign('download', `${patientId}/${side}`, now)}`;
      return success({ imageUrl: { front: url('front'), back: url('back') } });
    },
  });

  const image = defineOperation({
    method: 'get',
    path: '/api/kela-card/images/:side',
    summary: 'One image of the card, to its owner only, through the address GET /api/kela-card gave',
    tag: 'patient',
    access: 'signedIn',
    params: z.object({ side: z.enum(sides) }),
    query: signedQuery,
    errors: ['noPatient', 'forbidden', 'notFound'],
    handler: async ({ session, params, query, res }) => {
      const patientId = patientOf(session);
      // Signed for the owner: another person's session reads the same address as forbidden.
      if (!signer.verify('download', `${patientId}/${params.side}`, query.expires, query.signature, clock()))
        throw new ApiError('forbidden');
      const object = await store.get(cardKey(patientId, params.side));
      if (!object) throw new ApiError('notFound');
      res.setHeader('content-type', object.contentType);
      res.setHeader('cache-control', 'private, no-store');
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('content-security-policy', "default-src 'none'; sandbox");
      res.end(Buffer.from(object.bytes));
      return { handled: true };
    },
  });

  return [init, upload, finish, read, image];
}
