import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { pageReady } from './pageReady';
import { startOwnServer } from './servers';
import { signInTo } from './signInAs';

// The other files' servers copy a database on the tests' PostgreSQL server (servers.ts). This one
// starts as `npm start` does on a clinic's fresh machine: no database configured, an empty folder,
// which the server fills with the embedded database and the demo.

test('a server over an empty folder seeds the embedded database and welcomes Maija to her front page', async ({
  page,
}) => {
  // Creating the database and seeding the demo take a minute on a loaded two-core machine.
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-embedded-'));
  const server = await startOwnServer(
    {},
    { dataDir, remove: async () => rmSync(dataDir, { recursive: true, force: true }) },
  );
  try {
    const health = await fetch(`${server.base}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'embedded' });
    await signInTo(page, '150385-9024', '/en', server.base);
    await pageReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Aava, Maija' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Appointments' }).getByRole('link').first()).toBeVisible();
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
