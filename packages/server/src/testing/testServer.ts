import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { readConfig } from '../config';
import type { Database } from '../db';
import { openTestDatabase } from '../db/testing';
import { seedDemoAttachmentFiles } from '../messaging/demoMessaging';
import { seedDemo } from '../seed';
import { startServer } from '../server';
import type { ObjectStore } from '../storage';
import { TestBrowser } from './httpClient';

/** A clock a test can move: `clock.now` is what the server believes the time is. */
export class TestClock {
  now: Date;
  constructor(start: Date = new Date()) {
    this.now = start;
  }
  advance(ms: number): void {
    this.now = new Date(this.now.getTime() + ms);
  }
  read = (): Date => this.now;
}

export type TestServer = {
  url: string;
  database: Database;
  clock: TestClock;
  /** The object store the server keeps uploads in, to look into. */
  objectStore: ObjectStore;
  /** A new browser without cookies, held to the API's contract. */
  browser(): TestBrowser;
  close(): Promise<void>;
};

/**
 * The whole server on an ephemeral port over a fresh database with the demo data, as a
 * caller sees it over HTTP.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { logger?: Logger; databaseUrl?: string } = {},
): Promise<TestServer> {
  const database = await openTestDatabase(options.databaseUrl ? { url: options.databaseUrl } : {});
  const clock = new TestClock();
  // Two weeks of free times are plenty for a test and seed in a fraction of 90 days' time.
  await seedDemo(database.db, { today: clock.now, horizonDays: 14 });
  // Every test signs in from one address, far more often than a person would.
  // Uploads go under a folder of this server's own, unless the test chose one.
  const dataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const config = readConfig({
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SIGN_IN_STARTS_PER_ADDRESS: '10000',
    ...env,
  });
  const running = await startServer({ config, database, clock: clock.read, logger: options.logger });
  await seedDemoAttachmentFiles(database.db, running.objectStore);
  return {
    url: running.url,
    database,
    clock,
    objectStore: running.objectStore,
    browser: () => TestBrowser.of(running),
    close: async () => {
      await running.close();
      await database.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
