import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ INSURER_GATEWAY: 'http' });
});
afterAll(() => server.close());

describe('given the insurers are not the sandbox', () => {
  it('should not serve the sandbox partner site', async () => {
    const browser = server.browser();
    await browser.signIn('150385-9024');
    const apply = await browser.fetch('/api/insurance/lahitapiola-apply-permit?redirectTo=%2Ffi&lang=fi');
    expect(apply.status).toBe(503);
    // Without the sandbox the address falls through to the web app's shell, not a permit page.
    const page = await browser.fetch('/sandbox/lahitapiola/permit?ticket=any');
    expect(await page.text()).not.toContain('name="choice"');
  });

  it('should not answer from the sandbox data', async () => {
    const browser = server.browser();
    await browser.signIn('150385-9024');
    const { status, body } = await browser.json('/api/insurance/lahitapiola-policy-check');
    expect(status).toBe(503);
    expect(body).toEqual({ type: 'insurerUnavailable' });
  });
});
