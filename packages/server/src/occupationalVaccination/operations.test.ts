import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function statusOf(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  return browser.json('/api/occupational-vaccination');
}

describe('GET /api/occupational-vaccination', () => {
  it.each([
    ['Mikko, whose contract includes vaccinations', '150385-913F', 'ok', true],
    ['Jussi, whose contract leaves them out', '090699-982V', 'ok', false],
    ['Maija, who has no occupational contract', '150385-9024', 'no-occupational-healthcare', false],
    ['Laura, who has no patient record', '040790-9259', 'no-occupational-healthcare', false],
  ])('given %s, should answer %s with influenza allowed %s', async (_, code, status, allowed) => {
    const { status: http, body } = await statusOf(code);
    expect(http).toBe(200);
    expect(body).toEqual({ type: 'success', status, isInfluenzaVaccinationAllowed: allowed });
  });

  it('should answer 401 without a session', async () => {
    expect((await server.browser().json('/api/occupational-vaccination')).status).toBe(401);
  });
});
