import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let appDist: string;
let cookie: string;
beforeAll(async () => {
  appDist = await mkdtemp(join(tmpdir(), 'portal-app-'));
  await mkdir(join(appDist, 'assets'));
  await writeFile(join(appDist, 'index.html'), '<!doctype html><html lang="fi"><body>portal</body></html>');
  await writeFile(join(appDist, 'assets', 'main.js'), 'console.log("portal")');
  server = await startTestServer({ APP_DIST: appDist });
  const browser = server.browser();
  await browser.signIn('150385-9024');
  cookie = browser.cookieHeader();
});
afterAll(async () => {
  await server.close().catch(() => {});
  await rm(appDist, { recursive: true, force: true });
});

describe('the web app’s files', () => {
  describe('given a signed-in browser and a database that no longer answers', () => {
    beforeAll(async () => {
      await server.database.close();
    });

    it('should still serve a page, in its language', async () => {
      const response = await server.browser().fetch('/sv/tidsbokning', { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<html lang="sv">');
    });

    it('should still serve the assets', async () => {
      const response = await server.browser().fetch('/assets/main.js', { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('immutable');
    });

    it('should answer the API with a JSON failure, not a page', async () => {
      const response = await server.browser().fetch('/api/user', { headers: { cookie } });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ type: 'unknownError' });
    });
  });
});
