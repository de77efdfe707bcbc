import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

// Each file has servers and data of its own (fixtures.ts), copied from demo data seeded once
// (globalSetup.ts): files run side by side, a file's tests in order.
export default defineConfig({
  testDir: '.',
  globalSetup: './globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No second try: a test that passes only sometimes is a defect to fix, not to hide.
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
    trace: 'retain-on-failure',
  },
});
