import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function newCustomer(identityCode: string) {
  const browser = server.browser();
  await browser.signIn(identityCode);
  const { status, body } = await browser.json<{ newCustomer: boolean }>('/api/new-customer');
  expect(status).toBe(200);
  return body.newCustomer;
}

describe('GET /api/new-customer', () => {
  it.each([
    ['Maija, with appointments', '150385-9024'],
    ['Aino, with visits, a prescription, a lab referral and vaccinations', '010158-936L'],
    ['Jussi, an occupational customer', '090699-982V'],
    ['Ella, 15, with her own records', '031111A969W'],
  ])('should call %s no new customer', async (_name, code) => {
    expect(await newCustomer(code)).toBe(false);
  });

  it('should call a person with no patient record a new customer', async () => {
    expect(await newCustomer('010190-950A')).toBe(true);
  });

  it('should need a session', async () => {
    const response = await server.browser().fetch('/api/new-customer');
    expect(response.status).toBe(401);
  });
});
