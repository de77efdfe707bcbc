import {
  attachmentDownloadUrlDocument,
  createAttachmentUploadDocument,
  markAsReadDocument,
  meDocument,
  messagingInfoDocument,
  sendMessageDocument,
  sendMessageInNewThreadDocument,
  threadDocument,
  threadsDocument,
  unreadCountDocument,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import type { TestBrowser } from '../testing/httpClient';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MAIJA = '150385-9024';
const PEKKA = '200956-9475';

type Answer = {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

type Caller = {
  browser: TestBrowser;
  csrfToken: string;
  gql(query: string, variables?: object): Promise<Answer>;
};

async function signedIn(code: string): Promise<Caller> {
  const browser = server.browser();
  await browser.signIn(code);
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  const csrfToken = body.session.csrfToken;
  return {
    browser,
    csrfToken,
    gql: async (query, variables = {}) => {
      const answer = await browser.json<Answer>('/api/customer-messaging', {
        method: 'POST',
        headers: { 'x-csrf-token': csrfToken },
        body: JSON.stringify({ query, variables }),
      });
      expect(answer.status).toBe(200);
      return answer.body;
    },
  };
}

const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

async function upload(caller: Caller, fileName: string, contentType: string, bytes: Uint8Array) {
  const slot = await caller.gql(createAttachmentUploadDocument, {
    fileName,
    contentType,
    size: bytes.length,
  });
  const made = slot.data?.createAttachmentUpload as { id: string; url: string } | undefined;
  if (!made) return { slot, put: null };
  const put = await caller.browser.fetch(made.url, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: Buffer.from(bytes),
  });
  return { slot, id: made.id, put };
}

async function newThread(caller: Caller, title: string, content: string, attachments: string[] = []) {
  const me = await caller.gql(meDocument);
  const answer = await caller.gql(sendMessageInNewThreadDocument, {
    title,
    type: 'customer',
    participantIds: [me.data?.me.id],
    separateThreadPerParticipant: false,
    firstMessage: { content, attachments, questionnaireInvitations: [] },
  });
  const url = (answer.data?.sendMessageInNewThread as string[] | undefined)?.[0] ?? '';
  return { answer, id: url.split('/').at(-1) ?? '' };
}

describe('the customer messaging API', () => {
  it("should show Maija's demo conversations: one unread, one closed with a deleted message, one with an attachment", async () => {
    const maija = await signedIn(MAIJA);
    expect((await maija.gql(unreadCountDocument)).data?.unreadCount).toBe(1);
    const list = await maija.gql(threadsDocument);
    const threads = list.data?.threads.paginatedThreads as {
      id: string;
      title: string;
      isRead: boolean;
      isActive: boolean;
    }[];
    expect(threads.map(({ title, isRead, isActive }) => ({ title, isRead, isActive }))).toEqual([
      { title: 'Laboratoriotulokset', isRead: false, isActive: true },
      { title: 'Yskä flunssan jälkeen', isRead: true, isActive: true },
      { title: 'Ajanvarauksen siirto', isRead: true, isActive: false },
    ]);
    // The conversation page reads its messages newest first.
    const closed = await maija.gql(threadDocument, { id: threads[2]?.id });
    expect(closed.data?.thread.messages.paginatedMessages.at(-1)).toMatchObject({
      deleted: true,
      content: null,
      attachments: [],
    });
    const withFile = await maija.gql(threadDocument, { id: threads[1]?.id });
    const doctorsAnswer = withFile.data?.thread.messages.paginatedMessages.at(-2);
    expect(doctorsAnswer).toMatchObject({ author: { kind: 'ProfessionalUser', firstName: 'Antti' } });
    const link = await maija.gql(attachmentDownloadUrlDocument, { id: doctorsAnswer.attachments[0].id });
    const file = await maija.browser.fetch(link.data?.attachmentDownloadUrl);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(await file.arrayBuffer())).toMatch(/^%PDF-1\.4/);
    const info = await maija.gql(messagingInfoDocument);
    expect(info.data?.messagingInfo).toMatchObject({
      status: 'ok',
      announcement: { active: true, heading: 'Vastaamme viesteihin arkisin' },
    });
  });

  it('should refuse a caller without a session, and a call without the CSRF token', async () => {
    const anonymous = await server.browser().json('/api/customer-messaging', {
      method: 'POST',
      body: JSON.stringify({ query: unreadCountDocument }),
    });
    expect(anonymous).toEqual({ status: 401, body: { type: 'unauthorized' } });
    const maija = await signedIn(MAIJA);
    const withoutToken = await maija.browser.json('/api/customer-messaging', {
      method: 'POST',
      body: JSON.stringify({ query: unreadCountDocument }),
    });
    expect(withoutToken).toEqual({ status: 403, body: { type: 'forbidden' } });
  });

  it('should start a thread with an attachment that waits in the unassigned queue and lists it first', async () => {
    const maija = await signedIn(MAIJA);
    const { id: attachmentId, put } = await upload(maija, 'Lähete.PDF', 'application/pdf', pdf);
    expect(put?.status).toBe(204);
    const { answer, id } = await newThread(
      maija,
      'Kysymys lääkkeestä',
      'Voiko lääkettä ottaa ruoan kanssa?',
      [attachmentId ?? ''],
    );
    expect(answer.data?.sendMessageInNewThread).toEqual([`/fi/viestit/${id}`]);

    const list = await maija.gql(threadsDocument);
    const first = list.data?.threads.paginatedThreads[0];
    expect(first).toMatchObject({
      id,
      title: 'Kysymys lääkkeestä',
      isActive: true,
      isRead: true,
      assignments: [],
    });
    expect(first.messages.paginatedMessages[0]).toMatchObject({
      content: 'Voiko lääkettä ottaa ruoan kanssa?',
      attachments: [{ id: attachmentId, fileName: 'Lähete.PDF', contentType: 'application/pdf' }],
    });

    const link = await maija.gql(attachmentDownloadUrlDocument, { id: attachmentId });
    const download = await maija.browser.fetch(link.data?.attachmentDownloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''L%C3%A4hete.PDF");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
  });

  it("should answer another patient's thread and attachment as not found, and change nothing", async () => {
    const maija = await signedIn(MAIJA);
    const { id: attachmentId } = await upload(
      maija,
      'kuva.png',
      'image/png',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]),
    );
    const { id } = await newThread(maija, 'Yksityinen', 'Vain minulle', [attachmentId ?? '']);
    const pekka = await signedIn(PEKKA);

    expect(codeOf(await pekka.gql(threadDocument, { id }))).toBe('notFound');
    expect(codeOf(await pekka.gql(threadDocument, { id: '999999' }))).toBe('notFound');
    expect(codeOf(await pekka.gql(attachmentDownloadUrlDocument, { id: attachmentId }))).toBe('notFound');
    expect(codeOf(await pekka.gql(markAsReadDocument, { threadId: id }))).toBe('notFound');
    expect(codeOf(await pekka.gql(sendMessageDocument, { threadId: id, message: { content: 'Hei' } }))).toBe(
      'notFound',
    );
    const pekkaList = await pekka.gql(threadsDocument);
    expect(pekkaList.data?.threads.paginatedThreads.map((t: { id: string }) => t.id)).not.toContain(id);

    const mine = await maija.gql(threadDocument, { id });
    expect(mine.data?.thread.messages.totalCount).toBe(1);
    const messages = await server.database.db
      .select()
      .from(schema.messages)
      .where(eq(schema.messages.threadId, Number(id)));
    expect(messages).toHaveLength(1);
  });

  it("should not let a patient send another patient's upload or write in another's name", async () => {
    const pekka = await signedIn(PEKKA);
    const { id: pekkasFile } = await upload(pekka, 'lausunto.pdf', 'application/pdf', pdf);
    const maija = await signedIn(MAIJA);
    const stolen = await newThread(maija, 'Liite', 'Hei', [pekkasFile ?? '']);
    expect(codeOf(stolen.answer)).toBe('ValidationError');
    const impersonating = await maija.gql(sendMessageInNewThreadDocument, {
      title: 'Toisen nimissä',
      type: 'customer',
      participantIds: [(await pekka.gql(meDocument)).data?.me.id],
      separateThreadPerParticipant: false,
      firstMessage: { content: 'Hei' },
    });
    expect(codeOf(impersonating)).toBe('forbidden');
  });

  it.each([
    ['ohjelma.exe', 'application/octet-stream'],
    ['skripti.html', 'text/html'],
    ['ei-paatetta', ''],
  ])('should refuse to open an upload slot for %s', async (fileName, contentType) => {
    const maija = await signedIn(MAIJA);
    const answer = await maija.gql(createAttachmentUploadDocument, { fileName, contentType, size: 10 });
    expect(codeOf(answer)).toBe('attachmentNotAllowed');
  });

  it('should refuse a file whose content is not what its name says', async () => {
    const maija = await signedIn(MAIJA);
    const { put } = await upload(
      maija,
      'kuva.JPG',
      'image/jpeg',
      new TextEncoder().encode('<script>alert(1)</script>'),
    );
    expect(put?.status).toBe(400);
    expect(await put?.json()).toEqual({ type: 'attachmentNotAllowed' });
    const { put: text } = await upload(
      maija,
      'muistio.txt',
      'text/plain',
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 3]),
    );
    expect(text?.status).toBe(400);
  });

  it('should refuse more than 9 MiB in one file or in one message', async () => {
    const maija = await signedIn(MAIJA);
    const tooBig = await maija.gql(createAttachmentUploadDocument, {
      fileName: 'kuvat.pdf',
      contentType: 'application/pdf',
      size: 9_437_185,
    });
    expect(codeOf(tooBig)).toBe('payloadTooLarge');
    const half = new Uint8Array(5_000_000);
    half.set(pdf);
    const a = await upload(maija, 'a.pdf', 'application/pdf', half);
    const b = await upload(maija, 'b.pdf', 'application/pdf', half);
    expect([a.put?.status, b.put?.status]).toEqual([204, 204]);
    const together = await newThread(maija, 'Kaksi liitettä', 'Liitteet', [a.id ?? '', b.id ?? '']);
    expect(codeOf(together.answer)).toBe('payloadTooLarge');
  });

  it('should refuse a PUT with a forged or expired signature', async () => {
    const maija = await signedIn(MAIJA);
    const slot = await maija.gql(createAttachmentUploadDocument, {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    const url = new URL(slot.data?.createAttachmentUpload.url, server.url);
    url.searchParams.set('signature', 'x'.repeat(43));
    const forged = await maija.browser.fetch(url.href, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: pdf,
    });
    expect(forged.status).toBe(403);
  });

  it('should refuse a query deeper than the limit before running it', async () => {
    const maija = await signedIn(MAIJA);
    const deep = `query { me { absences { substitutes { absences { substitutes { absences { substitutes { id } } } } } } } }`;
    const answer = await maija.gql(deep);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/depth/i),
      extensions: { code: 'ValidationError' },
    });
  });

  it('should count a thread unread after a reply and read again once marked', async () => {
    const maija = await signedIn(MAIJA);
    const { id } = await newThread(maija, 'Luettu?', 'Hei');
    const before = (await maija.gql(unreadCountDocument)).data?.unreadCount as number;
    // A reply from the clinic, written straight into the database as the workspace would.
    const [nurse] = await server.database.db
      .insert(schema.messagingUsers)
      .values({
        kind: 'ProfessionalUser',
        staffSubject: `nurse-${id}`,
        staffRole: 'nurse',
        firstName: 'Hoitaja',
        lastName: 'Testi',
      })
      .returning();
    server.clock.advance(60_000);
    await server.database.db.insert(schema.messages).values({
      threadId: Number(id),
      authorUserId: nurse?.id ?? '',
      content: 'Vastaus',
      createdAt: server.clock.now,
    });
    expect((await maija.gql(unreadCountDocument)).data?.unreadCount).toBe(before + 1);
    const read = await maija.gql(markAsReadDocument, { threadId: id });
    expect(read.data?.markAsRead).toEqual({ id, isRead: true });
    expect((await maija.gql(unreadCountDocument)).data?.unreadCount).toBe(before);
  });

  it('should refuse a reply without text or attachments', async () => {
    // Pekka writes: Maija has started this hour's five conversations above (`messagingLimits`).
    const pekka = await signedIn(PEKKA);
    const { id } = await newThread(pekka, 'Tyhjä', 'Hei');
    expect(codeOf(await pekka.gql(sendMessageDocument, { threadId: id, message: { content: '  ' } }))).toBe(
      'ValidationError',
    );
    const sent = await pekka.gql(sendMessageDocument, { threadId: id, message: { content: 'Lisäys' } });
    expect(sent.data?.sendMessage).toMatchObject({
      content: 'Lisäys',
      deleted: false,
      author: { firstName: 'Pekka' },
    });
  });
});
