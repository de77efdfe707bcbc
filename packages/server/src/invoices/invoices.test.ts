import type { InvoicesListAnswer, ListedInvoice, PayableInvoiceWire } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MAIJA = '150385-9024';
const PEKKA = '200956-9475';

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  return { browser, csrfToken: body.session.csrfToken };
}

describe('GET /api/payments/invoices-list', () => {
  describe('given Maija, who has twelve invoices and receipts', () => {
    it('should answer ten on the first page, newest first, and the other two on the second', async () => {
      const { browser } = await signedIn(MAIJA);
      const first = await browser.json<InvoicesListAnswer>('/api/payments/invoices-list?lang=fi');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ totalCount: 12, page: 1, pageSize: 10 });
      expect(first.body.invoices).toHaveLength(10);
      const dates = first.body.invoices.map((invoice) => invoice.creationDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      const second = await browser.json<InvoicesListAnswer>('/api/payments/invoices-list?lang=fi&page=2');
      expect(second.body.invoices.map((invoice) => invoice.invoiceNumber)).toEqual(['100210', '100211']);
    });

    it('should list every status of the specification', async () => {
      const { browser } = await signedIn(MAIJA);
      const all: ListedInvoice[] = [];
      for (const page of [1, 2]) {
        const { body } = await browser.json<InvoicesListAnswer>(`/api/payments/invoices-list?page=${page}`);
        all.push(...body.invoices);
      }
      expect(new Set(all.map((invoice) => invoice.status))).toEqual(
        new Set(['open', 'overdue', 'paper', 'paid', 'refunded', 'refundInProgress', 'notAvailable']),
      );
      expect(all.find((invoice) => invoice.invoiceNumber === '100212')).toMatchObject({
        creditedInvoiceNumber: '100208',
        sumCents: -6500,
      });
      expect(all.find((invoice) => invoice.invoiceNumber === '100211')).toMatchObject({ hasPdf: false });
    });

    it('should name the collection agency her overdue invoice is paid to', async () => {
      const { browser } = await signedIn(MAIJA);
      const { body } = await browser.json<InvoicesListAnswer>('/api/payments/invoices-list?lang=fi');
      expect(body.collectionAgency).toEqual({
        name: 'Demo Perintä Oy',
        phone: '0303 0306',
        url: 'https://perinta.example.fi',
      });
    });

    it.each(['0', '101', 'x', '1.5'])('should refuse the page %s', async (page) => {
      const { browser } = await signedIn(MAIJA);
      const answer = await browser.json(`/api/payments/invoices-list?page=${page}`);
      expect(answer).toMatchObject({ status: 400, body: { type: 'ValidationError' } });
    });
  });

  it('should show Pekka only his own, overdue ones among them', async () => {
    const { browser } = await signedIn(PEKKA);
    const { body } = await browser.json<InvoicesListAnswer>('/api/payments/invoices-list?lang=sv');
    expect(body.invoices.map((invoice) => [invoice.invoiceNumber, invoice.status])).toEqual([
      ['100301', 'overdue'],
      ['100302', 'overdue'],
      ['100303', 'paid'],
    ]);
  });

  it('should answer unauthorized to a caller who is not signed in', async () => {
    const answer = await server.browser().json('/api/payments/invoices-list');
    expect(answer).toEqual({ status: 401, body: { type: 'unauthorized' } });
  });
});

describe('GET /api/payments/good-sign-invoice', () => {
  it('should answer Maija’s open invoice with its lines and buyer', async () => {
    const { browser } = await signedIn(MAIJA);
    const { status, body } = await browser.json<{ invoice: PayableInvoiceWire }>(
      '/api/payments/good-sign-invoice?invoiceNumber=100201',
    );
    expect(status).toBe(200);
    expect(body.invoice).toMatchObject({
      invoiceNumber: '100201',
      sumCents: 10_190,
      status: 'Open',
      paidDate: null,
      canBePaidOnline: true,
      buyerName: 'Maija Virtanen',
      buyerAddress: { street: 'Runeberginkatu 43 B 18', postalCode: '00260', postOffice: 'Helsinki' },
    });
    expect(body.invoice.rows).toHaveLength(2);
  });

  it('should answer a paid invoice as Paid with its date', async () => {
    const { browser } = await signedIn(MAIJA);
    const { body } = await browser.json<{ invoice: PayableInvoiceWire }>(
      '/api/payments/good-sign-invoice?invoiceNumber=100205',
    );
    expect(body.invoice.status).toBe('Paid');
    expect(body.invoice.paidDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('should answer invoiceNotFound for another patient’s invoice and for none', async () => {
    const { browser } = await signedIn(PEKKA);
    for (const number of ['100201', '999999']) {
      const answer = await browser.json(`/api/payments/good-sign-invoice?invoiceNumber=${number}`);
      expect(answer).toEqual({ status: 404, body: { type: 'invoiceNotFound' } });
    }
  });

  it.each(['abc', '', '1234567890123'])('should refuse the invoice number "%s"', async (number) => {
    const { browser } = await signedIn(MAIJA);
    const answer = await browser.json(`/api/payments/good-sign-invoice?invoiceNumber=${number}`);
    expect(answer).toMatchObject({ status: 400, body: { type: 'ValidationError' } });
  });
});

describe('GET /api/invoices/invoice-summary', () => {
  it('should answer the invoice by its id', async () => {
    const { browser } = await signedIn(MAIJA);
    const { status, body } = await browser.json<{ invoice: PayableInvoiceWire }>(
      '/api/invoices/invoice-summary?invoiceId=inv-100203&lang=en',
    );
    expect(status).toBe(200);
    expect(body.invoice).toMatchObject({ invoiceNumber: '100203', sumCents: 4890 });
    expect(body.invoice.rows.map((row) => row.vatPercentage)).toEqual([0, 0, 24]);
  });

  it('should answer invoiceNotFound for another patient’s invoice', async () => {
    const { browser } = await signedIn(PEKKA);
    const answer = await browser.json('/api/invoices/invoice-summary?invoiceId=inv-100203&lang=sv');
    expect(answer).toEqual({ status: 404, body: { type: 'invoiceNotFound' } });
  });

  it.each(['inv 1', 'x'.repeat(41), '../etc'])('should refuse the id "%s"', async (id) => {
    const { browser } = await signedIn(MAIJA);
    const answer = await browser.json(`/api/invoices/invoice-summary?invoiceId=${encodeURIComponent(id)}`);
    expect(answer).toMatchObject({ status: 400, body: { type: 'ValidationError' } });
  });
});
