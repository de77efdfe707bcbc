import { threadsDocument } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { type Database, schema } from '../db';
import { openTestDatabase } from '../db/testing';
import { testMessagingDeps } from '../testing/messagingDeps';
import type { Viewer } from './graphql/context';
import { messagingOperations } from './operations';
import { customerMessagingUserId } from './users';

type Answer = { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] };

const introspection = '{ __schema { queryType { name } types { name } } }';

let database: Database;
let maija: Viewer;
beforeAll(async () => {
  database = await openTestDatabase();
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
  const patientId = patient?.id ?? '';
  maija = {
    kind: 'customer',
    userId: await customerMessagingUserId(database.db, patientId),
    patientId,
    actorSsn: '150385-9024',
    lang: 'fi',
  };
});
afterAll(() => database.close());

/** The messaging API as the app assembles it under the settings of `env`, asked as Maija. */
async function askUnder(env: Record<string, string>, query: string): Promise<Answer> {
  // The production server's sign-in needs an https identity provider; the API is built alike.
  const config = readConfig(env);
  const { run } = messagingOperations(
    testMessagingDeps(database.db, {
      clock: () => new Date('2026-11-25T08:00:00Z'),
      features: ['customer-messaging-allowed'],
      production: config.production,
    }),
  );
  return (await run({ query, variables: {} }, maija, null)) as Answer;
}

describe('introspection of the messaging API', () => {
  describe('given NODE_ENV=production', () => {
    it('should refuse to describe the schema, as a validation error', async () => {
      const answer = await askUnder({ NODE_ENV: 'production' }, introspection);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['ValidationError']);
    });

    it('should still answer the pages’ own documents', async () => {
      const answer = await askUnder({ NODE_ENV: 'production' }, threadsDocument);
      expect(answer).toEqual({ data: { threads: { totalCount: 0, paginatedThreads: [] } } });
    });
  });

  describe('given NODE_ENV=development', () => {
    it('should describe the schema', async () => {
      const answer = await askUnder({ NODE_ENV: 'development' }, introspection);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.__schema.queryType).toEqual({ name: 'Query' });
    });
  });
});
