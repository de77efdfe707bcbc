import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Db } from '../db';
import { databaseRateLimiter, uploadBytesPerDay } from '../http/rateLimit';
import type { MessagingDeps } from '../messaging/operations';
import { fileObjectStore } from '../storage/objectStore';

/** The secret the messaging tests sign addresses and key limits with. */
export const testSecret = 'x'.repeat(32);

/**
 * What the messaging API needs, as a test builds it beside the app: silent logs, no features,
 * uploads in a folder of its own. `overrides` sets what the test is about.
 */
export function testMessagingDeps(db: Db, overrides: Partial<MessagingDeps> = {}): MessagingDeps {
  return {
    db,
    clock: () => new Date(),
    logger: pino({ level: 'silent' }),
    features: [],
    maintenance: false,
    secret: testSecret,
    store: fileObjectStore(mkdtempSync(path.join(tmpdir(), 'portal-messaging-'))),
    uploadBytes: databaseRateLimiter(db, testSecret, uploadBytesPerDay),
    production: false,
    ...overrides,
  };
}
