import { test as base } from '@playwright/test';
import { type BrandServer, startOwnServer } from './servers';

export { expect } from '@playwright/test';

/** The general brand's server of the file this worker runs now, over the file's own data. */
let current: { file: string; server: Promise<BrandServer> } | undefined;

async function serverOfFile(file: string): Promise<BrandServer> {
  if (current?.file !== file) {
    // A worker runs one file at a time: the previous file is done with its server.
    const previous = current?.server;
    current = { file, server: startOwnServer({}) };
    await (await previous)?.stop();
  }
  return current.server;
}

/**
 * Playwright's `test`, with `baseURL` pointing at a general-brand server of the test's file: each file
 * starts from the seeded demo data and sees only what its own tests did, so files run in any order
 * and side by side. A file's other servers (the children's brand, short sessions) are its own too.
 */
export const test = base.extend<object, { stopsServers: undefined }>({
  baseURL: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use, testInfo) => {
      await use((await serverOfFile(testInfo.file)).base);
    },
    // A file's first test waits for its server, which is no part of the test's own time.
    { scope: 'test', timeout: 120_000 },
  ],
  stopsServers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      await use(undefined);
      await (await current?.server)?.stop();
    },
    { scope: 'worker', auto: true },
  ],
});
