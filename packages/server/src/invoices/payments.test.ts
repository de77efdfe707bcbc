import type {
  InvoicesListAnswer,
  PayableInvoiceWire,
  PaymentCreationAnswer,
  PaymentReturnAnswer,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentSecrets } from '../config';
import { schema } from '../db';
import type { TestBrowser } from '../testing/httpClient';
import { startTestServer, type TestServer } from '../testing/testServer';
import { signParams } from './hmac';

let server: TestServer;
beforeAll(async () => {
  // Maija starts far more payments here than a person would (paymentLimit.test.ts tests the limit).
  server = await startTestServer({ PAYMENT_STARTS_PER_PERSON: '1000' });
});
afterAll(() => server.close());

const MAIJA = '150385-9024';
const EETU = '120518A958A';
const PEKKA = '200956-9475';

type Person = { browser: TestBrowser; csrfToken: string };

async function signedIn(code: string): Promise<Person> {
  const browser = server.browser();
  await browser.signIn(code);
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  return { browser, csrfToken: body.session.csrfToken };
}

function creation(invoiceNumber: string, sumCents: number, language = 'FI') {
  return {
    amount: sumCents,
    customer: {
      email: 'maija.virtanen@example.fi',
      phone: '+358401112233',
      firstName: 'Maija',
      lastName: 'Virtanen',
    },
    items: [{ productCode: invoiceNumber, unitPrice: sumCents, units: 1, vatPercentage: 0 }],
    language,
    reference: invoiceNumber,
  };
}

function createPayment({ browser, csrfToken }: Person, body: unknown, token: string | null = csrfToken) {
  return browser.json<PaymentCreationAnswer>(`/api/payments/${token === null ? '' : `?csrfToken=${token}`}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** Opens the provider's page with the hidden fields and presses a button there; answers the return's fields. */
async function payAt(
  person: Person,
  answer: PaymentCreationAnswer,
  providerId: string,
  choice: 'pay' | 'cancel' | 'fail' | 'pending',
  failure = 'cardDeclined',
) {
  const provider = answer.providers.find((candidate) => candidate.id === providerId);
  if (!provider) throw new Error(`no provider ${providerId}`);
  const form = new URLSearchParams(provider.parameters.map(({ name, value }) => [name, value]));
  const page = await person.browser.fetch(provider.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const html = await page.text();
  expect(page.status).toBe(200);
  const transaction = /name="transaction" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const back = await person.browser.fetch('/sandbox/payment/pay/answer', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ transaction, method: providerId, choice, failure }).toString(),
  });
  expect(back.status).toBe(303);
  const location = new URL(back.headers.get('location') ?? '', server.url);
  return { html, location, params: Object.fromEntries(location.searchParams) };
}

function returnTo({ browser, csrfToken }: Person, params: Record<string, string>) {
  return browser.json<PaymentReturnAnswer>(`/api/payments/return?csrfToken=${csrfToken}`, {
    method: 'POST',
    body: JSON.stringify(params),
  });
}

async function invoiceRow(number: string) {
  const [row] = await server.database.db
    .select()
    .from(schema.invoices)
    .where(eq(schema.invoices.invoiceNumber, number));
  return row;
}

describe('POST /api/payments/', () => {
  describe('given Maija’s open invoice', () => {
    it('should answer the terms and the banks and cards, each with signed hidden fields', async () => {
      const maija = await signedIn(MAIJA);
      const { status, body } = await createPayment(maija, creation('100204', 7200));
      expect(status).toBe(200);
      expect(body.terms).toContain('<a href="http');
      expect(body.providers.map((provider) => provider.name)).toEqual(
        expect.arrayContaining(['OP', 'Nordea', 'Säästöpankki', 'Ålandsbanken', 'Visa', 'Mastercard']),
      );
      // Every group the payment service documents passes the client's check of its answer.
      expect(new Set(body.providers.map((provider) => provider.group))).toEqual(
        new Set(['mobile', 'bank', 'creditcard', 'credit']),
      );
      const op = body.providers.find((provider) => provider.id === 'osuuspankki');
      const fields = Object.fromEntries(op?.parameters.map(({ name, value }) => [name, value]) ?? []);
      expect(fields).toMatchObject({
        'checkout-amount': '7200',
        'checkout-reference': '100204',
        'checkout-method': 'osuuspankki',
      });
      const { signature, ...signed } = fields;
      expect(signature).toBe(signParams(signed, developmentSecrets.paymentSecret));
      expect(op?.url).toBe(`${server.url}/sandbox/payment/pay`);
      const logo = await maija.browser.fetch(op?.svg ?? '');
      expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    });

    it('should refuse without the csrfToken and create nothing', async () => {
      const maija = await signedIn(MAIJA);
      const before = await server.database.db.select().from(schema.payments);
      expect((await createPayment(maija, creation('100204', 7200), null)).status).toBe(403);
      expect((await createPayment(maija, creation('100204', 7200), 'forged')).status).toBe(403);
      expect(await server.database.db.select().from(schema.payments)).toHaveLength(before.length);
    });

    it('should refuse an amount that is not the invoice’s sum', async () => {
      const maija = await signedIn(MAIJA);
      const answer = await createPayment(maija, creation('100204', 100));
      expect(answer).toEqual({ status: 409, body: { type: 'invoiceSumNotValid' } });
      const items = {
        ...creation('100204', 7200),
        items: [{ productCode: 'x', unitPrice: 100, units: 1, vatPercentage: 0 }],
      };
      expect(await createPayment(maija, items)).toEqual({
        status: 409,
        body: { type: 'invoiceSumNotValid' },
      });
    });

    it.each([
      ['100205', 12_900, 409, 'invoiceAlreadyPaid'],
      ['100207', 39_000, 409, 'invoiceNotPayable'],
      ['100210', 4500, 409, 'invoiceNotPayable'],
      ['100301', 8900, 404, 'invoiceNotFound'],
      ['999999', 100, 404, 'invoiceNotFound'],
    ])('should refuse invoice %s with %i %s', async (number, sum, status, type) => {
      const maija = await signedIn(MAIJA);
      expect(await createPayment(maija, creation(number, sum))).toEqual({ status, body: { type } });
    });

    it.each([
      [
        'an e-mail that is no address',
        { customer: { email: 'maija@', phone: '1', firstName: 'M', lastName: 'V' } },
      ],
      ['no items', { items: [] }],
      ['an unknown language', { language: 'DE' }],
      ['a negative amount', { amount: -1 }],
      ['a reference that is no number', { reference: '1; drop' }],
    ])('should refuse %s', async (_, change) => {
      const maija = await signedIn(MAIJA);
      const answer = await createPayment(maija, { ...creation('100204', 7200), ...change });
      expect(answer).toMatchObject({ status: 400, body: { type: 'ValidationError' } });
    });
  });

  it('should answer emailRequired to a patient without an e-mail address', async () => {
    const eetu = await signedIn(EETU);
    expect(await createPayment(eetu, creation('100401', 9900))).toEqual({
      status: 409,
      body: { type: 'emailRequired' },
    });
  });
});

describe('paying through the payment service', () => {
  describe('given Maija pays an open invoice with Pay', () => {
    it('should mark it paid by the callback, return to the payment page and answer completed', async () => {
      const maija = await signedIn(MAIJA);
      const { body } = await createPayment(maija, creation('100201', 10_190));
      const { html, location, params } = await payAt(maija, body, 'nordea', 'pay');
      expect(html).toContain('Nordea');
      expect(html).toContain('101,90');
      expect(location.pathname).toBe('/fi/maksu/100201');
      expect(params).toMatchObject({
        'checkout-status': 'ok',
        'checkout-amount': '10190',
        'checkout-provider': 'nordea',
      });

      // The service's callback came first: the invoice is paid before the browser returns.
      expect(await invoiceRow('100201')).toMatchObject({ status: 'paid', paidAt: server.clock.now });

      const { status, body: result } = await returnTo(maija, params);
      expect(status).toBe(200);
      expect(result).toMatchObject({
        status: 'ok',
        failure: null,
        invoice: { invoiceNumber: '100201', status: 'Paid' },
      });

      const again = await returnTo(maija, params);
      expect(again.body).toMatchObject({ status: 'ok', invoice: { status: 'Paid' } });
      const callback = await server.browser().json(`/api/payments/callback?${location.searchParams}`);
      expect(callback).toEqual({ status: 200, body: { type: 'success' } });
      const audits = await server.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.resource, 'invoice'));
      expect(audits.filter((entry) => entry.detail?.invoiceId === 'inv-100201')).toHaveLength(1);

      const second = await createPayment(maija, creation('100201', 10_190));
      expect(second).toEqual({ status: 409, body: { type: 'invoiceAlreadyPaid' } });
    });
  });

  describe('given Maija pays and the payment fails', () => {
    it.each([
      'cardDeclined',
      'expiredCard',
      'incorrectCvc',
      'insufficientFunds',
      'unableToProcess',
      'paymentFailed',
      'paymentInterrupted',
    ])('should answer fail with %s and leave the invoice open', async (failure) => {
      const maija = await signedIn(MAIJA);
      const { body } = await createPayment(maija, creation('100202', 4850, 'SV'));
      const { location, params } = await payAt(maija, body, 'visa', 'fail', failure);
      expect(location.pathname).toBe('/sv/betalning/100202');
      const { body: result } = await returnTo(maija, params);
      expect(result).toMatchObject({ status: 'fail', failure, invoice: { status: 'Open', paidDate: null } });
      expect((await invoiceRow('100202'))?.paidAt).toBeNull();
    });

    it('should answer paymentCancelled when she cancels', async () => {
      const maija = await signedIn(MAIJA);
      const { body } = await createPayment(maija, creation('100202', 4850, 'EN'));
      const { location, params } = await payAt(maija, body, 'osuuspankki', 'cancel');
      expect(location.pathname).toBe('/en/payment/100202');
      const { body: result } = await returnTo(maija, params);
      expect(result).toMatchObject({
        status: 'fail',
        failure: 'paymentCancelled',
        invoice: { status: 'Open' },
      });
    });

    it('should answer pending and leave the invoice open', async () => {
      const maija = await signedIn(MAIJA);
      const { body } = await createPayment(maija, creation('100202', 4850));
      const { params } = await payAt(maija, body, 'aktia', 'pending');
      const { body: result } = await returnTo(maija, params);
      expect(result).toMatchObject({
        status: 'pending',
        failure: null,
        invoice: { status: 'Open', paymentProcessing: true },
      });
    });

    it('should offer no second payment of it while the service processes the first', async () => {
      const maija = await signedIn(MAIJA);
      const list = await maija.browser.json<InvoicesListAnswer>('/api/payments/invoices-list?lang=fi');
      const listed = list.body.invoices.find((invoice) => invoice.invoiceNumber === '100202');
      expect(listed).toMatchObject({ status: 'open', canBePaidOnline: true, paymentProcessing: true });
      const other = list.body.invoices.find((invoice) => invoice.invoiceNumber === '100204');
      expect(other).toMatchObject({ paymentProcessing: false });
      const read = await maija.browser.json<{ invoice: PayableInvoiceWire }>(
        '/api/payments/good-sign-invoice?invoiceNumber=100202',
      );
      expect(read.body.invoice).toMatchObject({ status: 'Open', paymentProcessing: true });

      const again = await createPayment(maija, creation('100202', 4850));
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ type: 'paymentInProgress' });
    });
  });

  describe('given a return that was not signed by the service', () => {
    async function okReturn() {
      const maija = await signedIn(MAIJA);
      const { body } = await createPayment(maija, creation('100203', 4890));
      const provider = body.providers.find((candidate) => candidate.id === 'danske');
      const fields = Object.fromEntries(provider?.parameters.map(({ name, value }) => [name, value]) ?? []);
      const { signature: _, 'checkout-method': method = '', ...rest } = fields;
      const params: Record<string, string> = {
        ...rest,
        'checkout-status': 'ok',
        'checkout-provider': method,
      };
      return { maija, params };
    }

    it('should change nothing for a forged signature or an altered amount', async () => {
      const { maija, params } = await okReturn();
      const forged = { ...params, signature: 'f'.repeat(64) };
      expect(await returnTo(maija, forged)).toEqual({ status: 400, body: { type: 'invalidSignature' } });
      const signed = { ...params, signature: signParams(params, developmentSecrets.paymentSecret) };
      const altered = { ...signed, 'checkout-amount': '1' };
      expect(await returnTo(maija, altered)).toEqual({ status: 400, body: { type: 'invalidSignature' } });
      const callback = await server.browser().json(`/api/payments/callback?${new URLSearchParams(altered)}`);
      expect(callback).toEqual({ status: 400, body: { type: 'invalidSignature' } });
      const otherSecret = { ...params, signature: signParams(params, 'another-merchant-secret-of-16') };
      expect(await returnTo(maija, otherSecret)).toEqual({ status: 400, body: { type: 'invalidSignature' } });
      expect(await invoiceRow('100203')).toMatchObject({ status: 'open', paidAt: null });
    });

    it('should refuse a signed ok whose amount is not the invoice’s sum', async () => {
      const { maija, params } = await okReturn();
      const cheap = { ...params, 'checkout-amount': '100' };
      const signed = { ...cheap, signature: signParams(cheap, developmentSecrets.paymentSecret) };
      expect(await returnTo(maija, signed)).toEqual({ status: 409, body: { type: 'invoiceSumNotValid' } });
      expect(await invoiceRow('100203')).toMatchObject({ status: 'open', paidAt: null });
    });

    it('should answer invoiceNotFound for a signed message of an unknown payment', async () => {
      const { maija, params } = await okReturn();
      const unknown = { ...params, 'checkout-stamp': '00000000-0000-4000-8000-000000000000' };
      const signed = { ...unknown, signature: signParams(unknown, developmentSecrets.paymentSecret) };
      expect(await returnTo(maija, signed)).toEqual({ status: 404, body: { type: 'invoiceNotFound' } });
    });

    it('should not show Maija’s invoice to Pekka returning with her signed return', async () => {
      const { params } = await okReturn();
      const signed = { ...params, 'checkout-status': 'fail' };
      const pekka = await signedIn(PEKKA);
      const answer = await returnTo(pekka, {
        ...signed,
        signature: signParams(signed, developmentSecrets.paymentSecret),
      });
      expect(answer).toEqual({ status: 404, body: { type: 'invoiceNotFound' } });
    });
  });

  it('should refuse a payment page opened with altered hidden fields', async () => {
    const maija = await signedIn(MAIJA);
    const { body } = await createPayment(maija, creation('100204', 7200));
    const provider = body.providers[0];
    const form = new URLSearchParams(provider?.parameters.map(({ name, value }) => [name, value]));
    form.set('checkout-amount', '1');
    const page = await maija.browser.fetch(provider?.url ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(page.status).toBe(404);
  });
});

describe('a paid invoice read afterwards', () => {
  it('should be Paid on the payment page’s read', async () => {
    const maija = await signedIn(MAIJA);
    const { body } = await maija.browser.json<{ invoice: PayableInvoiceWire }>(
      '/api/payments/good-sign-invoice?invoiceNumber=100201',
    );
    expect(body.invoice.status).toBe('Paid');
  });
});
