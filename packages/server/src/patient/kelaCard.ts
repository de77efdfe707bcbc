import { randomBytes } from 'node:crypto';
import {
  cardAnswer,
  cardFinishAnswer,
  cardFinishQuery,
  cardInitAnswer,
  cardInitRequest,
  maxCardImageBytes,
} from '@portal/domain';
import type { Request } from 'express';
import { z } from 'zod';
import { recordAudit } from '../audit';
import type { SessionContext } from '../auth/sessionContext';
import { subjectOf } from '../booking/occupational';
import type { Db } from '../db';
import { ApiError } from '../http/apiError';
import { defineOperation, type Operation, success } from '../http/operation';
import { urlSigner } from '../messaging/signedUrls';
import { cleanImage, type ImageType } from '../storage/images';
import type { ObjectStore } from '../storage/objectStore';

export type KelaCardDeps = { db: Db; clock: () => Date; store: ObjectStore; secret: string };

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
 * the patient, the upload and the image type and expiring in ten minutes; a finish that makes both
 * the card; and short-lived addresses to read it back, which only the owner's session may open.
 * Each image is checked by its bytes, limited in size and stored without its metadata.
 */
export function kelaCardOperations({ db, clock, store, secret }: KelaCardDeps): Operation[] {
  // A signer of its own: a messaging address can never open a card, nor the other way round.
  const signer = urlSigner(`${secret}\nkela-card`, { upload: 10 * 60_000, download: 5 * 60_000 });
  const patientOf = (session: SessionContext) => {
    const patientId = subjectOf(session);
    if (!patientId) throw new ApiError('noPatient');
    return patientId;
  };
  const pendingKey = (patientId: string, nonce: string, side: Side) =>
    `kela-card/${patientId}/pending-${nonce}/${side}`;
  const cardKey = (patientId: string, side: Side) => `kela-card/${patientId}/${side}`;
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
    errors: ['noPatient'],
    handler: async ({ session, body }) => {
      const patientId = patientOf(session);
      const nonce = randomBytes(16).toString('base64url');
      const now = clock();
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
    errors: ['forbidden', 'attachmentNotAllowed', 'payloadTooLarge'],
    handler: async ({ params, query, req, res }) => {
      const subject = `${params.patientId}/${params.nonce}/${params.side}/${params.type}`;
      if (!signer.verify('upload', subject, query.expires, query.signature, clock()))
        throw new ApiError('forbidden');
      const type = types[params.type];
      const given = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (given !== type) throw new ApiError('attachmentNotAllowed');
      const bytes = await readBody(req, maxCardImageBytes);
      const clean = cleanImage(bytes, type);
      if (clean === null) throw new ApiError('attachmentNotAllowed');
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
