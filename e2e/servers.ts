import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createScratchDatabase,
  startTestPostgres,
  stopTestPostgres,
} from '../packages/server/src/db/testing';

const root = path.resolve(import.meta.dirname, '..');

/** A port nobody listens on now. */
export async function openPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A started server of one brand on its own port and data folder. */
export interface BrandServer {
  base: string;
  stop: () => Promise<void>;
}

/**
 * The seeded demo data every server of the run starts from (made once by globalSetup.ts): a data
 * folder (the files) and a database on a PostgreSQL server. A server copies both, so no file sees
 * what another did and no server seeds anew.
 */
interface Template {
  dataDir: string;
  /** The database server, and the name of the seeded database on it. */
  postgres: { url: string; database: string };
}

function template(): Template {
  const { E2E_TEMPLATE_DIR: dataDir, E2E_POSTGRES_URL: url, E2E_TEMPLATE_DATABASE: database } = process.env;
  if (dataDir === undefined || url === undefined || database === undefined)
    throw new Error('the e2e template is not set: run the tests with e2e/playwright.config.ts');
  return { dataDir, postgres: { url, database } };
}

/**
 * Starts the production build for the children's brand: one server serves one brand, and the embedded
 * database belongs to one process, so it gets a port and a data folder of its own.
 */
export function startChildrenServer(): Promise<BrandServer> {
  return startOwnServer({ BRAND: 'children' });
}

/** A server's own data: a folder for its files and a database (the embedded one in the folder without `databaseUrl`). */
export interface OwnData {
  dataDir: string;
  databaseUrl?: string;
  /** Deletes both, once the server has stopped. */
  remove(): Promise<void>;
}

/**
 * Starts the production build with settings of its own (`env`, e.g. a short `SESSION_TTL_SECONDS`) on
 * its own port, over its own copy of the seeded demo data (`data`, or a copy of the template).
 */
export async function startOwnServer(env: Record<string, string>, data?: OwnData): Promise<BrandServer> {
  const own = data ?? (await copyOfTemplate());
  const port = await openPort();
  const base = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['packages/server/dist/main.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: own.dataDir,
      ...(own.databaseUrl === undefined ? {} : { DATABASE_URL: own.databaseUrl }),
      LOG_LEVEL: 'warn',
      // Every spec signs in from one address, far more often than people do.
      SIGN_IN_STARTS_PER_ADDRESS: '10000',
      ...env,
    },
  });
  const deadline = Date.now() + 170_000;
  for (;;) {
    const status = (await fetch(`${base}/health`).catch(() => undefined))?.status;
    if (status === 200) break;
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill();
      throw new Error(`the server with its own settings did not start on ${base}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    stop: async () => {
      await stopServer(server);
      if (data === undefined) await own.remove();
    },
  };
}

/** A folder and a database of its own, copies of the seeded template's. */
async function copyOfTemplate(): Promise<OwnData> {
  const { dataDir, postgres } = template();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-data-'));
  cpSync(dataDir, dir, { recursive: true });
  // A tenth of a second: the server copies the template's files.
  const database = await createScratchDatabase(postgres.url, postgres.database);
  return {
    dataDir: dir,
    databaseUrl: database.url,
    remove: async () => {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Stops a server and waits until it has closed its database. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/**
 * Seeds the template on the tests' PostgreSQL server (`startTestPostgres`: the configured one, the
 * local one, or one started from npm's binaries): a development server over an empty database and
 * folder seeds them, and stops. Sets the environment the workers read the template from, and answers
 * what removes it.
 */
export async function seedTemplate(): Promise<() => Promise<void>> {
  const url = await startTestPostgres();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-template-'));
  const database = await createScratchDatabase(url);
  const remove = async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    await stopTestPostgres();
  };
  const seeding = await startOwnServer({}, { dataDir, databaseUrl: database.url, remove });
  await seeding.stop();
  Object.assign(process.env, {
    E2E_TEMPLATE_DIR: dataDir,
    E2E_POSTGRES_URL: url,
    E2E_TEMPLATE_DATABASE: database.name,
  });
  return remove;
}
