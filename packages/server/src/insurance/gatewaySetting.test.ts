import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let sandboxServer: TestServer;
let throughGateway: TestServer;
const token = 'a-gateway-token-of-this-test';
beforeAll(async () => {
  // A gateway that does not answer: nothing listens on the discard port.
  server = await startTestServer({ INSURER_GATEWAY: 'http', INSURER_GATEWAY_URL: 'http://127.0.0.1:9/v1' });
  sandboxServer = await startTestServer({ INSURER_GATEWAY_TOKEN: token });
  throughGateway = await startTestServer({
    INSURER_GATEWAY: 'http',
    INSURER_GATEWAY_URL: `${sandboxServer.url}/sandbox/insurers`,
    INSURER_GATEWAY_TOKEN: token,
  });
});
afterAll(() => Promise.all([server.close(), sandboxServer.close(), throughGateway.close()]));

describe('given the insurers behind a gateway', () => {
  it('should answer the insurer checks through it', async () => {
    const browser = throughGateway.browser();
    await browser.signIn('150385-9024');
    const { status, body } = await browser.json('/api/insurance/lahitapiola-policy-check');
    expect(status).toBe(200);
    expect(body).toEqual({ type: 'success', hasHealthcarePolicy: true });
  });
});

describe('given the insurers are not the sandbox and the gateway does not answer', () => {
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
