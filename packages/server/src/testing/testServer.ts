import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { inject } from 'vitest';
import { readConfig } from '../config';
import type { Database } from '../db';
import { openDatabase } from '../db';
import { dumpAndClose, openTestDatabase, testDatabaseServer } from '../db/testing';
import { seedDemoAttachmentFiles } from '../messaging/demoMessaging';
import { seedDemo } from '../seed';
import { startServer } from '../server';
import type { ObjectStore } from '../storage';
import { demoHorizonDays as horizonDays } from './demoHorizon';
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

/** The embedded demo database of this worker's test servers, seeded at `seededAt`. */
let demoTemplate: Promise<{ dump: Blob; seededAt: Date }> | undefined;

/**
 * Seeding the demo takes seconds; a test server on the embedded database starts from a copy of one
 * seeded database per worker instead (see `openTestDatabase`), its clock at the moment of the seed,
 * so each server sees exactly what a fresh seed would have given it.
 */
function seededDemo(): Promise<{ dump: Blob; seededAt: Date }> {
  demoTemplate ??= (async () => {
    const seededAt = new Date();
    const template = await openTestDatabase();
    await seedDemo(template.db, { today: seededAt, horizonDays });
    return { dump: await dumpAndClose(template), seededAt };
  })();
  return demoTemplate;
}

/** A fresh database with the demo data, and the clock of its seed. */
async function demoDatabase(
  databaseUrl: string | undefined,
): Promise<{ database: Database; clock: TestClock }> {
  if (databaseUrl === undefined && testDatabaseServer() === undefined) {
    const { dump, seededAt } = await seededDemo();
    return { database: await openDatabase({ fromDump: dump }), clock: new TestClock(seededAt) };
  }
  const templates = databaseUrl === undefined ? inject('postgresTemplates') : undefined;
  if (templates !== undefined) {
    const database = await openTestDatabase({ contents: 'demo' });
    return { database, clock: new TestClock(new Date(templates.seededAt)) };
  }
  const database = await openTestDatabase(databaseUrl ? { url: databaseUrl } : {});
  const clock = new TestClock();
  await seedDemo(database.db, { today: clock.now, horizonDays });
  return { database, clock };
}

/**
 * The whole server on an ephemeral port over a fresh database with the demo data, as a
 * caller sees it over HTTP.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { logger?: Logger; databaseUrl?: string } = {},
): Promise<TestServer> {
  const { database, clock } = await demoDatabase(options.databaseUrl);
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
