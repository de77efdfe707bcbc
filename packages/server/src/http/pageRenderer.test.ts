import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

// A stand-in for the app's built renderer (packages/app/src/prerender/render.tsx): it writes what the
// server gave it into the page, so the test sees the server's side of the contract.
const renderer = `
export function createRenderer(appDist) {
  return {
    async document({ template, address, visitor }) {
      if (address.includes('broken')) throw new Error('render failed');
      const given = JSON.stringify({ appDist, address, visitor });
      return template.replace('<div id="root"></div>', '<div id="root"><pre>' + given + '</pre></div>');
    },
  };
}`;

let server: TestServer;
let base: string;
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'portal-app-'));
  await mkdir(join(base, 'dist'));
  await mkdir(join(base, 'dist-server'));
  await writeFile(
    join(base, 'dist', 'index.html'),
    '<!doctype html><html lang="fi"><head></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(base, 'dist-server', 'render.js'), renderer);
  server = await startTestServer({ APP_DIST: join(base, 'dist') });
});
afterAll(async () => {
  await server.close().catch(() => {});
  await rm(base, { recursive: true, force: true });
});

const givenOf = (html: string) => JSON.parse(/<pre>(.*)<\/pre>/.exec(html)?.[1] ?? 'null');

describe('a page drawn by the app’s renderer', () => {
  describe('given a visitor without a session', () => {
    it('should be drawn with what the session call answers to a caller without one', async () => {
      const browser = server.browser();
      const page = await browser.fetch('/sv/tidsbokning?x=1');
      const session = await browser.fetch('/api/session');
      expect(page.status).toBe(200);
      const given = givenOf(await page.text());
      expect(given.address).toBe('/sv/tidsbokning?x=1');
      expect(given.visitor).toEqual(await session.json());
    });
  });

  describe('given a request with a session cookie', () => {
    it('should leave the drawing to the browser', async () => {
      const page = await server
        .browser()
        .fetch('/fi/ajanvaraus', { headers: { cookie: 'portal_session=x' } });
      expect(givenOf(await page.text()).visitor).toBeNull();
    });
  });

  describe('given a renderer that fails', () => {
    it('should still serve the plain page', async () => {
      const page = await server.browser().fetch('/fi/broken');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"></div>');
    });
  });
});
