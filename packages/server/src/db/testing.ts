import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from './open';

/** The template databases of a run against a PostgreSQL server (testing/postgresTemplates.ts). */
export interface PostgresTemplates {
  /** A migrated database with no rows. */
  empty: string;
  /** A migrated database with the demo data, seeded at `seededAt` (ISO time). */
  demo: string;
  seededAt: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplates: PostgresTemplates | undefined;
  }
}

export { LOCAL_TEST_POSTGRES_URL, startTestPostgres, stopTestPostgres } from './testPostgres';

/**
 * The PostgreSQL server the tests' databases live on: `TEST_DATABASE_URL`, which the server package's
 * test configuration sets to the server it found; none in the embedded database's own pass
 * (`PORTAL_TEST_EMBEDDED=1`), whose databases are PGlite's.
 */
export function testDatabaseServer(): string | undefined {
  if (process.env.PORTAL_TEST_EMBEDDED === '1') return undefined;
  return process.env.TEST_DATABASE_URL || undefined;
}

/**
 * A fresh, migrated database for one test file.
 *
 * PGlite in memory unless the tests' databases live on a server ({@link testDatabaseServer}) or
 * `url` names one: then a new database is created on that server and dropped again on `close()`,
 * so test files never see each other's rows.
 *
 * @example
 * const database = await openTestDatabase();
 * afterAll(() => database.close());
 */
export async function openTestDatabase(
  options: { url?: string; onQuery?: (sql: string) => void; contents?: 'empty' | 'demo' } = {},
): Promise<Database> {
  const serverUrl = options.url ?? testDatabaseServer();
  if (!serverUrl) return openDatabase({ fromDump: await emptyTemplate(), onQuery: options.onQuery });

  // The run's templates, when its global setup made them (testing/postgresTemplates.ts).
  // Loaded here, not above: the end-to-end tests import this module outside the test runner.
  const templates =
    serverUrl === testDatabaseServer() ? (await import('vitest')).inject('postgresTemplates') : undefined;
  const template = templates?.[options.contents ?? 'empty'];
  if (options.contents === 'demo' && template === undefined) throw new Error('no demo template in this run');
  const scratch = await createScratchDatabase(serverUrl, template);
  let database: Database;
  try {
    database = await openDatabase({ url: scratch.url, onQuery: options.onQuery });
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * Starting PGlite runs initdb, seconds of WebAssembly each time; loading a dump of a database that
 * has been through it (and the migrations) takes a third of that. The test files of one worker share
 * their loaded modules (`isolate: false`), so the dump is made once per worker, by its first file.
 */
let emptyDump: Promise<Blob> | undefined;

function emptyTemplate(): Promise<Blob> {
  emptyDump ??= openDatabase({ memory: true }).then((template) => dumpAndClose(template));
  return emptyDump;
}

/** The contents of an embedded database, and the database closed. */
export async function dumpAndClose(database: Database): Promise<Blob> {
  // The drizzle database of an embedded Database keeps its PGlite client here.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  try {
    return await client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/**
 * A new database on a PostgreSQL server, empty or a copy of `template`, for a test that starts a
 * whole server process against it; `drop()` removes it again.
 */
export async function createScratchDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const from = template === undefined ? '' : ` template ${template}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}${from}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await dropDatabase(serverUrl, name);
    },
  };
}

function dropDatabase(serverUrl: string, name: string) {
  // `with (force)` ends connections a failed test may have left open.
  return withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
