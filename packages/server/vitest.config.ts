import { defineProject } from 'vitest/config';
import { startTestPostgres } from './src/db/testPostgres';

// With PORTAL_TEST_POSTGRES=1 the same tests run against a real PostgreSQL server (the local
// one, or one started from npm-shipped binaries) instead of the embedded database.
const postgresUrl = process.env.PORTAL_TEST_POSTGRES === '1' ? await startTestPostgres() : undefined;

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: postgresUrl ? { TEST_DATABASE_URL: postgresUrl } : {},
    testTimeout: 30_000,
    // Each file starts its own server over its own database, so files share nothing but the loaded
    // modules; reusing them (PGlite's compiled WebAssembly above all) saves a third of the run's time.
    // A test that replaces a module (vi.mock) would leak into the next file: none does.
    isolate: false,
    // A test server migrates and seeds its own database first; on a busy two-core machine that can take a minute.
    hookTimeout: 120_000,
  },
});
