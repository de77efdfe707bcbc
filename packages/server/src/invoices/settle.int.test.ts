import type { PaymentCreationAnswer } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentSecrets } from '../config';
import { schema } from '../db';
import { startTestPostgres } from '../db/testing';
import { startTestServer, type TestServer } from '../testing/testServer';
import { signParams } from './hmac';

// Always on a real PostgreSQL server: the embedded database has one connection, so it cannot
// show what happens when many callbacks of one payment race.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { PAYMENT_STARTS_PER_PERSON: '1000' },
    { databaseUrl: await startTestPostgres() },
  );
});
afterAll(() => server.close());

/** Maija starts paying an open invoice in a browser of her own. */
async function start(invoiceNumber: string, sumCents: number) {
  const browser = server.browser();
  await browser.signIn('150385-9024');
  const { body: session } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  return browser.json<PaymentCreationAnswer>(`/api/payments/?csrfToken=${session.session.csrfToken}`, {
    method: 'POST',
    body: JSON.stringify({
      amount: sumCents,
      customer: {
        email: 'maija.virtanen@example.fi',
        phone: '+358401112233',
        firstName: 'Maija',
        lastName: 'Virtanen',
      },
      items: [{ productCode: invoiceNumber, unitPrice: sumCents, units: 1, vatPercentage: 0 }],
      language: 'FI',
      reference: invoiceNumber,
    }),
  });
}

/** Maija's payment of an open invoice, and the service's signed `ok` for it. */
async function signedOk(invoiceNumber: string, sumCents: number) {
  const { body } = await start(invoiceNumber, sumCents);
  const fields = Object.fromEntries(
    body.providers[0]?.parameters.map(({ name, value }) => [name, value]) ?? [],
  );
  const { signature: _, 'checkout-method': method = '', ...rest } = fields;
  const params: Record<string, string> = { ...rest, 'checkout-status': 'ok', 'checkout-provider': method };
  return new URLSearchParams({ ...params, signature: signParams(params, developmentSecrets.paymentSecret) });
}

describe('twenty callbacks of one payment at once', () => {
  it('should all answer success and mark the invoice paid exactly once', async () => {
    const query = await signedOk('100204', 7200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.browser().json(`/api/payments/callback?${query}`)),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ status: 200, body: { type: 'success' } })));

    const [invoice] = await server.database.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.invoiceNumber, '100204'));
    expect(invoice).toMatchObject({ status: 'paid', paidAt: server.clock.now });
    const settled = await server.database.db
      .select()
      .from(schema.payments)
      .where(and(eq(schema.payments.invoiceId, 'inv-100204'), eq(schema.payments.state, 'ok')));
    expect(settled).toHaveLength(1);
    const audits = await server.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.resource, 'invoice'));
    expect(audits.filter((entry) => entry.detail?.invoiceId === 'inv-100204')).toHaveLength(1);
  });

  it('should let one of two payments of one invoice settle it and record the other for one refund', async () => {
    const first = await signedOk('100203', 4890);
    // The first form left unused past its time, so the second start makes a payment of its own.
    server.clock.advance(31 * 60_000);
    const second = await signedOk('100203', 4890);
    const answers = await Promise.all(
      [first, second, first, second, first, second].map((query) =>
        server.browser().json(`/api/payments/callback?${query}`),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 6 }, () => ({ status: 200, body: { type: 'success' } })));
    const states = await server.database.db
      .select({ state: schema.payments.state })
      .from(schema.payments)
      .where(eq(schema.payments.invoiceId, 'inv-100203'));
    expect(states.map((row) => row.state).sort()).toEqual(['duplicate', 'ok']);
    // One refund asked, however many of the duplicate's callbacks raced.
    expect(await server.database.db.select().from(schema.paymentRefunds)).toHaveLength(1);
    const asked = await server.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.resource, 'paymentRefund'), eq(schema.auditLog.action, 'create')));
    expect(asked).toHaveLength(1);
  });
});

describe('ten starts of one invoice at once', () => {
  it('should reach the payment service once and give every start that form or paymentInProgress', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => start('100202', 4850)));
    const given = answers.filter((answer) => answer.status === 200);
    expect(given.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(
      Array.from({ length: 10 - given.length }, () => ({ status: 409, body: { type: 'paymentInProgress' } })),
    );
    const transactions = new Set(
      given.map(
        (answer) =>
          answer.body.providers[0]?.parameters.find(({ name }) => name === 'checkout-transaction-id')?.value,
      ),
    );
    expect(transactions.size).toBe(1);
    const payments = await server.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.invoiceId, 'inv-100202'));
    expect(payments).toHaveLength(1);
  });
});
