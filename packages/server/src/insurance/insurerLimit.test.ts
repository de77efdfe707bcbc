import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insurerCallLimit } from '../http/rateLimit';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  return browser;
}

describe('given Maija calling the insurer checks over and over', () => {
  const { points, durationSeconds } = insurerCallLimit;

  it(`should answer ${points} calls, then refuse with 429 and Retry-After`, async () => {
    const maija = await signedIn('150385-9024');
    const paths = [
      '/api/insurance/lahitapiola-policy-check',
      '/api/insurance/lahitapiola-direct-compensation-permits/fi',
      '/api/insurance/pohjola-company-check?lang=fi&eventType=sickness',
    ];
    for (let i = 0; i < points; i++) {
      const { status } = await maija.json(paths[i % paths.length] ?? '');
      expect(status).toBe(200);
    }
    const response = await maija.fetch('/api/insurance/lahitapiola-policy-check');
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ type: 'tooManyRequests' });
    const seconds = Number(response.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(durationSeconds);
  });

  it('should still answer Aino', async () => {
    const aino = await signedIn('010158-936L');
    const { status } = await aino.json('/api/insurance/lahitapiola-policy-check');
    expect(status).toBe(200);
  });
});
