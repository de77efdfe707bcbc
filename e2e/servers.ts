import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** A port nobody listens on now. */
async function openPort(): Promise<number> {
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
 * The seeded demo data every server of the run starts from (made once by globalSetup.ts): a server
 * copies it into a data folder of its own, so no file sees what another did and no server seeds anew.
 */
export function templateDataDir(): string {
  const dir = process.env.E2E_TEMPLATE_DIR;
  if (dir === undefined)
    throw new Error('E2E_TEMPLATE_DIR is not set: run the tests with e2e/playwright.config.ts');
  return dir;
}

/**
 * Starts the production build for the children's brand: one server serves one brand, and the embedded
 * database belongs to one process, so it gets a port and a data folder of its own.
 */
export function startChildrenServer(): Promise<BrandServer> {
  return startOwnServer({ BRAND: 'children' });
}

/**
 * Starts the production build with settings of its own (`env`, e.g. a short `SESSION_TTL_SECONDS`) on
 * its own port, over its own copy of the seeded demo data (`dataDir`, or a copy of the template).
 */
export async function startOwnServer(
  env: Record<string, string>,
  dataDir: string = copyOfTemplate(),
): Promise<BrandServer> {
  const port = await openPort();
  const base = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['packages/server/dist/main.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
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
  return { base, stop: () => stopServer(server) };
}

/** A new data folder holding a copy of the seeded template. */
function copyOfTemplate(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-data-'));
  cpSync(templateDataDir(), dir, { recursive: true });
  return dir;
}

/** Stops a server and waits until it has closed its database. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** Seeds the template: a development server over an empty folder seeds it, and stops. */
export async function seedTemplate(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  const server = await startOwnServer({}, dir);
  await server.stop();
}
