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

  it('should refuse her the insurer questions of adding a concept and of booking too', async () => {
    const maija = await signedIn('150385-9024');
    const { body } = await maija.json<{ session: { csrfToken: string } }>('/api/session');
    const post = (path: string, payload: unknown) =>
      maija.json(`${path}?csrfToken=${body.session.csrfToken}`, {
        method: 'POST',
        body: JSON.stringify(payload),
      });
    expect(await post('/api/concepts', { code: '7202' })).toEqual({
      status: 429,
      body: { type: 'tooManyRequests' },
    });
    const reserve = await post('/api/reserve-appointment', {
      internalOrganization: 'aava',
      appointmentId: 1,
      emailAddress: 'patient@example.fi',
      phone: '+358401112233',
      dcpContentHash: 'lt-dcp-7f3a9c21',
    });
    expect(reserve).toEqual({ status: 429, body: { type: 'tooManyRequests' } });
  });

  it('should still answer Aino', async () => {
    const aino = await signedIn('010158-936L');
    const { status } = await aino.json('/api/insurance/lahitapiola-policy-check');
    expect(status).toBe(200);
  });
});
