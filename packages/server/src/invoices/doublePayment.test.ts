import type { PaymentCreationAnswer, PaymentReturnAnswer } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentSecrets } from '../config';
import { schema } from '../db';
import type { TestBrowser } from '../testing/httpClient';
import { startTestServer, type TestServer } from '../testing/testServer';
import { requestProviderRefund } from './providerClient';

// Paying one invoice from two tabs, or with a form left open, must not take the money twice
// unnoticed: one payment in flight per invoice, and a second confirmation is refunded.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAYMENT_STARTS_PER_PERSON: '1000' });
});
afterAll(() => server.close());

type Person = { browser: TestBrowser; csrfToken: string };

async function maija(): Promise<Person> {
  const browser = server.browser();
  await browser.signIn('150385-9024');
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  return { browser, csrfToken: body.session.csrfToken };
}

function start({ browser, csrfToken }: Person, invoiceNumber: string, sumCents: number) {
  return browser.json<PaymentCreationAnswer>(`/api/payments/?csrfToken=${csrfToken}`, {
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

const fieldsOf = (answer: PaymentCreationAnswer, id = 'nordea') =>
  Object.fromEntries(
    answer.providers
      .find((provider) => provider.id === id)
      ?.parameters.map(({ name, value }) => [name, value]) ?? [],
  );

/** Opens the provider's page with the hidden fields and presses a button; answers the return's fields. */
async function payAt(person: Person, answer: PaymentCreationAnswer, choice: 'pay' | 'pending') {
  const provider = answer.providers.find((candidate) => candidate.id === 'nordea');
  const page = await person.browser.fetch(provider?.url ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fieldsOf(answer)).toString(),
  });
  const transaction = /name="transaction" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const back = await person.browser.fetch('/sandbox/payment/pay/answer', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ transaction, method: 'nordea', choice }).toString(),
  });
  return Object.fromEntries(new URL(back.headers.get('location') ?? '', server.url).searchParams);
}

function returnTo({ browser, csrfToken }: Person, params: Record<string, string>) {
  return browser.json<PaymentReturnAnswer>(`/api/payments/return?csrfToken=${csrfToken}`, {
    method: 'POST',
    body: JSON.stringify(params),
  });
}

const paymentsOf = (invoiceId: string) =>
  server.database.db.select().from(schema.payments).where(eq(schema.payments.invoiceId, invoiceId));

const audits = (resource: string) =>
  server.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.resource, resource));

describe('starting to pay an invoice already being paid', () => {
  describe('given Maija starts paying invoice 100201 in two tabs', () => {
    it('should give the second tab the first one’s form and ask the payment service once', async () => {
      const first = await start(await maija(), '100201', 10_190);
      const second = await start(await maija(), '100201', 10_190);
      expect(first.status).toBe(200);
      expect(second).toEqual(first);
      expect(fieldsOf(second.body)['checkout-transaction-id']).toBe(
        fieldsOf(first.body)['checkout-transaction-id'],
      );
      expect(await paymentsOf('inv-100201')).toHaveLength(1);
    });
  });

  describe('given the form was left unused for more than 30 minutes', () => {
    it('should replace the payment with a new one', async () => {
      const first = await start(await maija(), '100202', 4850);
      server.clock.advance(31 * 60_000);
      const second = await start(await maija(), '100202', 4850);
      expect(fieldsOf(second.body)['checkout-stamp']).not.toBe(fieldsOf(first.body)['checkout-stamp']);
      const states = (await paymentsOf('inv-100202')).map((payment) => payment.state).sort();
      expect(states).toEqual(['created', 'expired']);
    });
  });

  describe('given the payment service said the payment is pending', () => {
    it('should refuse a new start with paymentInProgress', async () => {
      const person = await maija();
      const { body } = await start(person, '100203', 4890);
      await returnTo(person, await payAt(person, body, 'pending'));
      expect(await start(person, '100203', 4890)).toEqual({
        status: 409,
        body: { type: 'paymentInProgress' },
      });
      expect(await paymentsOf('inv-100203')).toHaveLength(1);
    });
  });
});

describe('a payment confirmed after its invoice was paid', () => {
  describe('given Maija pays invoice 100204 with a new form and then with an old one', () => {
    it('should record the second payment, audit it and have the payment service refund it', async () => {
      const old = await start(await maija(), '100204', 7200);
      server.clock.advance(31 * 60_000);
      // Signed in again: the first session has ended meanwhile.
      const person = await maija();
      const fresh = await start(person, '100204', 7200);
      const paid = await returnTo(person, await payAt(person, fresh.body, 'pay'));
      expect(paid.body).toMatchObject({ status: 'ok', duplicate: false, invoice: { status: 'Paid' } });

      const params = await payAt(person, old.body, 'pay');
      const answer = await returnTo(person, params);
      expect(answer).toMatchObject({
        status: 200,
        body: { status: 'ok', duplicate: true, invoice: { invoiceNumber: '100204', status: 'Paid' } },
      });

      const stamp = fieldsOf(old.body)['checkout-stamp'];
      const payments = await paymentsOf('inv-100204');
      expect(payments.find((payment) => payment.stamp === stamp)).toMatchObject({
        state: 'duplicate',
        provider: 'nordea',
      });
      const refunds = await server.database.db.select().from(schema.paymentRefunds);
      expect(refunds).toEqual([
        expect.objectContaining({
          amountCents: 7200,
          state: 'ok',
          providerTransactionId: expect.any(String),
        }),
      ]);
      const recorded = (await audits('payment')).filter((entry) => entry.detail?.duplicate === true);
      expect(recorded).toEqual([
        expect.objectContaining({ detail: expect.objectContaining({ invoiceId: 'inv-100204', stamp }) }),
      ]);

      // The service's callback came first; its replays and the browser's return ask no second refund.
      const replay = await server.browser().json(`/api/payments/callback?${new URLSearchParams(params)}`);
      expect(replay).toEqual({ status: 200, body: { type: 'success' } });
      expect((await returnTo(person, params)).body).toMatchObject({ duplicate: true });
      expect(await server.database.db.select().from(schema.paymentRefunds)).toHaveLength(1);
      expect((await audits('paymentRefund')).filter((entry) => entry.action === 'create')).toHaveLength(1);
    });
  });

  it('should refuse a refund callback not signed by the payment service', async () => {
    const forged = new URLSearchParams({
      'checkout-account': '375917',
      'checkout-algorithm': 'sha256',
      'checkout-stamp': '00000000-0000-4000-8000-000000000000',
      'checkout-status': 'ok',
      signature: 'f'.repeat(64),
    });
    const answer = await server.browser().json(`/api/payments/refund-callback?${forged}`);
    expect(answer).toEqual({ status: 400, body: { type: 'invalidSignature' } });
  });
});

describe('the sandbox payment service’s refund call', () => {
  const refund = (secret: string, transactionId: string) =>
    requestProviderRefund(
      {
        url: `${server.url}/sandbox/payment`,
        account: '375917',
        secret,
        clock: server.clock.read,
        onFailure: () => undefined,
      },
      transactionId,
      {
        amount: 4850,
        refundStamp: '88907910-7b85-4940-8563-202b93d5ca79',
        refundReference: '100202',
        callbackUrls: {
          success: `${server.url}/api/payments/refund-callback`,
          cancel: `${server.url}/api/payments/refund-callback`,
        },
      },
    );

  it('should refuse a request not signed with the merchant’s secret, and a payment never paid', async () => {
    const { body } = await start(await maija(), '100202', 4850);
    const transactionId = fieldsOf(body)['checkout-transaction-id'] ?? '';
    expect(await refund('another-merchant-secret-of-16', transactionId)).toEqual({
      kind: 'refused',
      status: 401,
    });
    expect(await refund(developmentSecrets.paymentSecret, transactionId)).toEqual({
      kind: 'refused',
      status: 400,
    });
  });
});
