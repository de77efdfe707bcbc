import { request } from 'node:http';
import {
  attachmentDownloadUrlDocument,
  createAttachmentUploadDocument,
  meDocument,
  sendMessageInNewThreadDocument,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import { sweepOrphanUploads } from '../storage/orphanUploads';
import type { TestBrowser } from '../testing/httpClient';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Answer = {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: { code?: string; retryAfter?: number } }[];
};

async function signedIn(code: string) {
  const browser: TestBrowser = server.browser();
  await browser.signIn(code);
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  const csrfToken = body.session.csrfToken;
  const post = (query: string, variables: object = {}) =>
    browser.fetch('/api/customer-messaging', {
      method: 'POST',
      headers: { 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  return {
    browser,
    post,
    gql: async (query: string, variables: object = {}) =>
      (await (await post(query, variables)).json()) as Answer,
  };
}
type Caller = Awaited<ReturnType<typeof signedIn>>;

const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const pdf = (size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};
const MiB = 1024 * 1024;

async function slot(caller: Caller, size: number, fileName = 'lausunto.pdf') {
  const answer = await caller.gql(createAttachmentUploadDocument, {
    fileName,
    contentType: 'application/pdf',
    size,
  });
  return { answer, made: answer.data?.createAttachmentUpload as { id: string; url: string } | undefined };
}

async function upload(caller: Caller, bytes: Uint8Array) {
  const { made } = await slot(caller, bytes.length);
  if (!made) throw new Error('no upload slot');
  const put = await caller.browser.fetch(made.url, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: Buffer.from(bytes),
  });
  return { ...made, put };
}

async function send(caller: Caller, attachments: string[]) {
  const me = await caller.gql(meDocument);
  return caller.gql(sendMessageInNewThreadDocument, {
    title: 'Liite',
    type: 'customer',
    participantIds: [me.data?.me.id],
    separateThreadPerParticipant: false,
    firstMessage: { content: 'Liitteenä lausunto', attachments, questionnaireInvitations: [] },
  });
}

describe('message attachment uploads', () => {
  describe('given Pekka uploads a file', () => {
    it('should keep its bytes in the object store, not in the database', async () => {
      const pekka = await signedIn('200956-9475');
      const bytes = pdf(300_000);
      const { id, put } = await upload(pekka, bytes);
      expect(put.status).toBe(204);
      const stored = await server.objectStore.get(`message-attachment/${id}`);
      expect(stored?.contentType).toBe('application/pdf');
      expect(Buffer.from(stored?.bytes ?? []).equals(Buffer.from(bytes))).toBe(true);
      const columns = await server.database.db.execute(
        "select column_name from information_schema.columns where table_name = 'message_attachments'",
      );
      expect(columns.rows.map((row) => (row as { column_name: string }).column_name)).not.toContain('data');
    });

    it('should answer other requests while its body is still arriving', async () => {
      const pekka = await signedIn('200956-9475');
      const bytes = pdf(2 * MiB);
      const { made } = await slot(pekka, bytes.length);
      const url = new URL(made?.url ?? '', server.url);
      const answered = new Promise<number>((resolve, reject) => {
        const put = request(url, {
          method: 'PUT',
          headers: { 'content-type': 'application/pdf', 'content-length': String(bytes.length) },
        });
        put.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        put.on('error', reject);
        // Half of the file is sent; the rest waits until the other requests have been answered.
        put.write(bytes.subarray(0, MiB));
        void Promise.all([
          server.browser().json('/health'),
          pekka.browser.json<{ session: { personSsn?: string } }>('/api/session'),
          pekka.gql(meDocument),
        ]).then(
          ([health, session, me]) => {
            expect(health.status).toBe(200);
            expect(session.status).toBe(200);
            expect(me.data?.me).toBeTruthy();
            put.end(bytes.subarray(MiB));
          },
          (error: unknown) => put.destroy(error as Error),
        );
      });
      expect(await answered).toBe(204);
      const stored = await server.objectStore.get(`message-attachment/${made?.id}`);
      expect(stored?.bytes.length).toBe(bytes.length);
    });

    it('should refuse a second use of its upload address and keep the first file', async () => {
      const pekka = await signedIn('200956-9475');
      const first = pdf(1_000);
      const { id, url, put } = await upload(pekka, first);
      expect(put.status).toBe(204);
      const again = await pekka.browser.fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        body: Buffer.from(pdf(1_000).fill(0x41, 20)),
      });
      expect(again.status).toBe(403);
      expect(await again.json()).toEqual({ type: 'forbidden' });
      const stored = await server.objectStore.get(`message-attachment/${id}`);
      expect(Buffer.from(stored?.bytes ?? []).equals(Buffer.from(first))).toBe(true);
    });
  });

  describe('given Aino has ten attachments she has not sent', () => {
    it('should refuse an eleventh with tooManyRequests and Retry-After until the oldest is swept', async () => {
      const aino = await signedIn('010158-936L');
      for (let n = 0; n < 10; n++) expect((await slot(aino, 1_000)).made).toBeDefined();
      const refused = await aino.post(createAttachmentUploadDocument, {
        fileName: 'yksitoista.pdf',
        contentType: 'application/pdf',
        size: 1_000,
      });
      const answer = (await refused.json()) as Answer;
      expect(codeOf(answer)).toBe('tooManyRequests');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(23 * 60 * 60);
      expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
      expect(answer.errors?.[0]?.extensions?.retryAfter).toBe(retryAfter);

      server.clock.advance(24 * 60 * 60_000 + 60_000);
      await sweepOrphanUploads({ db: server.database.db, store: server.objectStore }, server.clock.now);
      // A day later her session has ended; a new one may open a slot again.
      expect((await slot(await signedIn('010158-936L'), 1_000)).made).toBeDefined();
    });
  });

  describe('given Timo has asked to upload 45 MiB today', () => {
    it('should refuse 9 MiB more with tooManyRequests and Retry-After', async () => {
      const timo = await signedIn('280275-971B');
      for (let n = 0; n < 5; n++) expect((await slot(timo, 9 * MiB)).made).toBeDefined();
      const refused = await timo.post(createAttachmentUploadDocument, {
        fileName: 'liikaa.pdf',
        contentType: 'application/pdf',
        size: 9 * MiB,
      });
      expect(codeOf((await refused.json()) as Answer)).toBe('tooManyRequests');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('given an attachment left unsent for a day', () => {
    it('should sweep its bytes and its row, and keep a sent one', async () => {
      const pekka = await signedIn('200956-9475');
      const unsent = await upload(pekka, pdf(2_000));
      const sent = await upload(pekka, pdf(3_000));
      expect(codeOf(await send(pekka, [sent.id]))).toBeUndefined();
      server.clock.advance(24 * 60 * 60_000 + 60_000);

      const swept = await sweepOrphanUploads(
        { db: server.database.db, store: server.objectStore },
        server.clock.now,
      );
      expect(swept.attachments).toBeGreaterThanOrEqual(1);
      expect(await server.objectStore.get(`message-attachment/${unsent.id}`)).toBeNull();
      const rows = await server.database.db
        .select()
        .from(schema.messageAttachments)
        .where(eq(schema.messageAttachments.id, unsent.id));
      expect(rows).toEqual([]);
      const later = await signedIn('200956-9475');
      expect(codeOf(await send(later, [unsent.id]))).toBe('ValidationError');

      const link = await later.gql(attachmentDownloadUrlDocument, { id: sent.id });
      const file = await later.browser.fetch(link.data?.attachmentDownloadUrl);
      expect(file.status).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBe(3_000);
    });
  });
});
