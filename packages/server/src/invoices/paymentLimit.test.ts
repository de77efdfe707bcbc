import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import { paymentStartLimit } from '../http/rateLimit';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  const start = (invoiceNumber: string, sumCents: number) =>
    browser.fetch(`/api/payments/?csrfToken=${body.session.csrfToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: sumCents,
        customer: {
          email: 'maija.virtanen@example.fi',
          phone: '+358401112233',
          firstName: 'M',
          lastName: 'V',
        },
        items: [{ productCode: invoiceNumber, unitPrice: sumCents, units: 1, vatPercentage: 0 }],
        language: 'FI',
        reference: invoiceNumber,
      }),
    });
  return { start };
}

describe('given Maija starting payments over and over', () => {
  const { points, durationSeconds } = paymentStartLimit(10);

  it(`should answer ${points} starts, then refuse with 429 and Retry-After before anything is asked`, async () => {
    const maija = await signedIn('150385-9024');
    for (let i = 0; i < points; i++) {
      const response = await maija.start('100201', 10_190);
      expect(response.status).toBe(200);
    }
    const response = await maija.start('100202', 4850);
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ type: 'tooManyRequests' });
    const seconds = Number(response.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(durationSeconds);
    const payments = await server.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.invoiceId, 'inv-100202'));
    expect(payments).toEqual([]);
  });

  it('should count per person: Eetu may still start his', async () => {
    const eetu = await signedIn('120518A958A');
    // Eetu has no e-mail address: the answer is the invoice's own refusal, not the limit.
    expect((await eetu.start('100401', 9900)).status).toBe(409);
  });
});
