import { threadDocument, threadsDocument, unreadCountDocument } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, schema } from '../db';
import { openTestDatabase } from '../db/testing';
import { testMessagingDeps } from '../testing/messagingDeps';
import { createPatientThread } from './createThread';
import { seedDemoStaff } from './demoMessaging';
import type { Viewer } from './graphql/context';
import { type GraphqlRunner, graphqlRunner } from './operations';
import { urlSigner } from './signedUrls';
import { customerMessagingUserId } from './users';

type Answer = { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] };

// Every statement drizzle sends, counted while a test asks.
let counting = false;
let statements = 0;
let database: Database;
let run: GraphqlRunner;
let nurse: Viewer;
let maija: Viewer;
let patientId = '';
const now = new Date('2026-11-25T08:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase({
    onQuery: () => {
      if (counting) statements++;
    },
  });
  const staff = await seedDemoStaff(database.db);
  const [patient] = await database.db
    .insert(schema.patients)
    .values({
      ssn: '150385-9024',
      firstName: 'Maija',
      lastName: 'Virtanen',
      street: 'Katu 1',
      postalCode: '00100',
      postOffice: 'Helsinki',
    })
    .returning({ id: schema.patients.id });
  patientId = patient?.id ?? '';
  nurse = {
    kind: 'professional',
    userId: staff.get('staff-nurse-helena') ?? '',
    staffSubject: 'staff-nurse-helena',
    lang: 'fi',
  };
  maija = {
    kind: 'customer',
    userId: await customerMessagingUserId(database.db, patientId),
    patientId,
    actorSsn: '150385-9024',
    lang: 'fi',
  };
  run = graphqlRunner(
    testMessagingDeps(database.db, { clock: () => now }),
    urlSigner('x'.repeat(32), { upload: 60_000, download: 60_000 }),
  );
});
afterAll(() => database.close());

/** Asks as `viewer` and answers what came back and how many statements it took. */
async function counted(viewer: Viewer, query: string, variables: object = {}) {
  statements = 0;
  counting = true;
  try {
    const answer = (await run(
      { query, variables: variables as Record<string, unknown> },
      viewer,
      null,
    )) as Answer;
    return { answer, statements };
  } finally {
    counting = false;
  }
}

async function startThreads(count: number, from: number) {
  for (let n = from; n < from + count; n++)
    await createPatientThread(database.db, {
      patientId,
      actorSsn: '150385-9024',
      title: `Kysymys ${n}`,
      content: `Viesti ${n}`,
      requestId: null,
      now: new Date(now.getTime() - n * 60_000),
    });
}

describe('the statements a list of threads costs', () => {
  let forOne: { nurse: number; maija: number; unread: number };

  describe('given one thread waits in the unassigned queue', () => {
    it('should list it with its people, assignment and latest message', async () => {
      await startThreads(1, 0);
      const queue = await counted(nurse, threadsDocument, { category: 'unassigned' });
      expect(queue.answer.errors).toBeUndefined();
      expect(queue.answer.data?.threads.totalCount).toBe(1);
      const own = await counted(maija, threadsDocument);
      expect(own.answer.data?.threads.paginatedThreads).toHaveLength(1);
      const unread = await counted(maija, unreadCountDocument);
      forOne = { nurse: queue.statements, maija: own.statements, unread: unread.statements };
    });
  });

  describe('given fifty threads wait in it', () => {
    it('should list all fifty with the same number of statements as one', async () => {
      await startThreads(49, 1);
      const queue = await counted(nurse, threadsDocument, { category: 'unassigned' });
      expect(queue.answer.errors).toBeUndefined();
      const listed = queue.answer.data?.threads.paginatedThreads as {
        title: string;
        participants: { firstName: string }[];
        messages: {
          totalCount: number;
          paginatedMessages: { content: string; author: { firstName: string } }[];
        };
      }[];
      expect(listed).toHaveLength(50);
      expect(listed[49]).toMatchObject({
        title: 'Kysymys 49',
        participants: [{ firstName: 'Maija' }],
        messages: {
          totalCount: 1,
          paginatedMessages: [{ content: 'Viesti 49', author: { firstName: 'Maija' } }],
        },
      });
      const own = await counted(maija, threadsDocument);
      expect(own.answer.data?.threads.paginatedThreads).toHaveLength(50);
      const unread = await counted(maija, unreadCountDocument);
      expect({ nurse: queue.statements, maija: own.statements, unread: unread.statements }).toEqual(forOne);
    });
  });

  describe('given fifty-one threads', () => {
    it('should answer a page of fifty and the count of all, reading the next page in SQL', async () => {
      await startThreads(1, 50);
      const first = await counted(nurse, threadsDocument, { category: 'unassigned' });
      expect(first.answer.data?.threads.totalCount).toBe(51);
      expect(first.answer.data?.threads.paginatedThreads).toHaveLength(50);
      const second = await counted(nurse, threadsDocument, { category: 'unassigned', offset: 50 });
      expect(second.answer.data?.threads.paginatedThreads).toMatchObject([{ title: 'Kysymys 50' }]);
    });

    it('should refuse a page of more than fifty threads or a hundred messages', async () => {
      const threads = await counted(nurse, threadsDocument, { category: 'unassigned', limit: 51 });
      expect(threads.answer.errors?.[0]?.extensions?.code).toBe('ValidationError');
      const [listed] = (await counted(maija, threadsDocument)).answer.data?.threads.paginatedThreads ?? [];
      const messages = await counted(
        maija,
        `query ($id: ID!) { thread(id: $id) { messages(limit: 101) { totalCount } } }`,
        { id: listed.id },
      );
      expect(messages.answer.errors?.[0]?.extensions?.code).toBe('ValidationError');
      expect((await counted(maija, threadDocument, { id: listed.id })).answer.errors).toBeUndefined();
    });
  });
});
