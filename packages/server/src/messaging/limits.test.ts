import {
  meDocument,
  sendMessageDocument,
  sendMessageInNewThreadDocument,
  threadsDocument,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import { messagingLimits } from '../http/rateLimit';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MAIJA = '150385-9024';
const PEKKA = '200956-9475';
const AINO = '010158-936L';

type Answer = {
  data?: Record<string, any> | null;
  errors?: { extensions?: { code?: string; retryAfter?: number } }[];
};

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  const gql = async (query: string, variables: object = {}) => {
    const response = await browser.fetch('/api/customer-messaging', {
      method: 'POST',
      headers: { 'x-csrf-token': body.session.csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return { retryAfter: response.headers.get('retry-after'), answer: (await response.json()) as Answer };
  };
  const me = (await gql(meDocument)).answer.data?.me.id as string;
  return {
    gql,
    startThread: (title: string) =>
      gql(sendMessageInNewThreadDocument, {
        title,
        type: 'customer',
        participantIds: [me],
        separateThreadPerParticipant: false,
        firstMessage: { content: 'Hei', attachments: [], questionnaireInvitations: [] },
      }),
    threadCount: async () => (await gql(threadsDocument)).answer.data?.threads.totalCount as number,
  };
}

const [conversationsPerHour] = messagingLimits.conversations;
const [messagesPerHour] = messagingLimits.messages;

describe('limits on what a patient sends the clinic', () => {
  describe(`given Maija has started ${conversationsPerHour.points} conversations this hour`, () => {
    it('should refuse the next with tooManyRequests and when to try again, starting nothing', async () => {
      const maija = await signedIn(MAIJA);
      const before = await maija.threadCount();
      for (let n = 1; n <= conversationsPerHour.points; n++) {
        const { answer } = await maija.startThread(`Kysymys ${n}`);
        expect(answer.errors).toBeUndefined();
      }
      const refused = await maija.startThread('Yksi liikaa');
      expect(refused.answer.data ?? null).toBeNull();
      const [error] = refused.answer.errors ?? [];
      expect(error?.extensions?.code).toBe('tooManyRequests');
      expect(error?.extensions?.retryAfter).toBeGreaterThan(3000);
      expect(error?.extensions?.retryAfter).toBeLessThanOrEqual(conversationsPerHour.durationSeconds);
      expect(refused.retryAfter).toBe(String(error?.extensions?.retryAfter));
      expect(await maija.threadCount()).toBe(before + conversationsPerHour.points);
    });

    it('should still let Pekka start one: the count is per person', async () => {
      const pekka = await signedIn(PEKKA);
      const { answer } = await pekka.startThread('Ajanvaraus');
      expect(answer.errors).toBeUndefined();
    });
  });

  describe(`given Aino has sent ${messagesPerHour.points} messages this hour`, () => {
    it('should refuse the next with tooManyRequests, saving nothing', async () => {
      const aino = await signedIn(AINO);
      const started = await aino.startThread('Monta viestiä');
      const threadId = String(started.answer.data?.sendMessageInNewThread[0] ?? '')
        .split('/')
        .at(-1);
      for (let n = 1; n <= messagesPerHour.points; n++) {
        const { answer } = await aino.gql(sendMessageDocument, {
          threadId,
          message: { content: `Viesti ${n}` },
        });
        expect(answer.errors).toBeUndefined();
      }
      const refused = await aino.gql(sendMessageDocument, {
        threadId,
        message: { content: 'Yksi liikaa' },
      });
      expect(refused.answer.errors?.[0]?.extensions).toMatchObject({
        code: 'tooManyRequests',
        retryAfter: expect.any(Number),
      });
      expect(Number(refused.retryAfter)).toBeGreaterThan(3000);
      const saved = await server.database.db
        .select()
        .from(schema.messages)
        .where(eq(schema.messages.threadId, Number(threadId)));
      // The first message and the hour's thirty.
      expect(saved).toHaveLength(1 + messagesPerHour.points);
    });
  });
});
