import { defineProject } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers';
import { startTestPostgres } from './src/db/testPostgres';

// The tests that open a database run on a PostgreSQL server (the configured one, the local one, or
// one started from npm-shipped binaries): on two cores they take half the time and a third of the
// processor they took on PGlite, and the server is what production runs. PGlite, the embedded default
// of `npm start`, gets a pass of its own with PORTAL_TEST_EMBEDDED=1: the database layer's tests and
// the demo's seed, on the embedded database (docs/decisions/2026-11-29-test-pipeline.md).
const embedded = process.env.PORTAL_TEST_EMBEDDED === '1';
const postgresUrl = embedded ? undefined : await startTestPostgres();
// The global setup, in this process, makes the run's template databases on the same server.
if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;

/** What only the embedded database can show: opening, migrating and dumping it, and the seed on it. */
const embeddedTests = ['src/db/**/*.test.ts', 'src/seed/**/*.test.ts', 'src/config/config.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    maxWorkers,
    environment: 'node',
    include: embedded ? embeddedTests : ['src/**/*.test.ts'],
    env: postgresUrl ? { TEST_DATABASE_URL: postgresUrl } : {},
    globalSetup: ['src/testing/postgresTemplates.ts'],
    testTimeout: 30_000,
    // Each file starts its own server over its own database, so files share nothing but the loaded
    // modules; reusing them saves a third of the run's time. A test that replaces a module (vi.mock)
    // would leak into the next file: none does.
    isolate: false,
    // A test server copies and opens its own database first; on a busy two-core machine that can take a minute.
    hookTimeout: 120_000,
  },
});
