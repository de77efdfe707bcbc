import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { freePort } from './servers';

const root = path.resolve(import.meta.dirname, '..');
// A free port, kept in the environment so that the workers, which read this file too, use the same.
process.env.E2E_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
// Workers read this file too; the environment carries the main process's folder to them.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No second try: a test that passes only sometimes is a defect to fix, not to hide.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node packages/server/dist/main.mjs',
    cwd: root,
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every spec signs in from one address, far more often than people do.
      SIGN_IN_STARTS_PER_ADDRESS: '10000',
    },
  },
});
