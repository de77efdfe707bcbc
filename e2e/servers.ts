import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A port nobody listens on now, found synchronously (the Playwright config is read synchronously, by
 * the main process and every worker alike: the caller keeps the answer in the environment).
 */
export function freePort(): number {
  const script =
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

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
  stop: () => void;
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
 * its own port and data folder, as the children's brand's server is started.
 */
export async function startOwnServer(env: Record<string, string>): Promise<BrandServer> {
  const port = await openPort();
  const base = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['packages/server/dist/main.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-e2e-own-')),
      LOG_LEVEL: 'warn',
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
  return { base, stop: () => server.kill() };
}
