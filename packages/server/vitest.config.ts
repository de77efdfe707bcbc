import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineProject } from 'vitest/config';
import { startTestPostgres } from './src/db/testPostgres';

// With PORTAL_TEST_POSTGRES=1 the tests that open a database run against a real PostgreSQL server
// (the local one, or one started from npm-shipped binaries) instead of the embedded database.
const postgresUrl = process.env.PORTAL_TEST_POSTGRES === '1' ? await startTestPostgres() : undefined;
// The global setup, in this process, makes the run's template databases on the same server.
if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;

/** How a test reaches a database: through one of these helpers, or the setting they read. */
const opensDatabase =
  /\b(startTestServer|openTestDatabase|testMessagingDeps|createScratchDatabase|openDatabase|startTestPostgres|TEST_DATABASE_URL)\b/;

/** The test files under `folder` that open a database; the others run once, in the embedded pass. */
function databaseTests(folder: string): string[] {
  const root = path.join(import.meta.dirname, folder);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => opensDatabase.test(readFileSync(path.join(root, file), 'utf8')))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: postgresUrl ? databaseTests('src') : ['src/**/*.test.ts'],
    env: postgresUrl ? { TEST_DATABASE_URL: postgresUrl } : {},
    globalSetup: ['src/testing/postgresTemplates.ts'],
    testTimeout: 30_000,
    // Each file starts its own server over its own database, so files share nothing but the loaded
    // modules; reusing them (PGlite's compiled WebAssembly above all) saves a third of the run's time.
    // A test that replaces a module (vi.mock) would leak into the next file: none does.
    isolate: false,
    // A test server migrates and seeds its own database first; on a busy two-core machine that can take a minute.
    hookTimeout: 120_000,
  },
});
