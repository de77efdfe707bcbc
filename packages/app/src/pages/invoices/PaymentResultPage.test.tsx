import { examplePaidInvoice, examplePayableInvoice } from '@portal/ui/examples';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';

// The fields the payment service puts on the return address; the server checks them.
const returned = new URLSearchParams({
  'checkout-account': '375917',
  'checkout-algorithm': 'sha256',
  'checkout-amount': '4890',
  'checkout-stamp': '1f0f4c8e-6a0c-4d3f-9d43-2b7e8f3f0a11',
  'checkout-reference': '100203',
  'checkout-transaction-id': '6b3c9d0e-1a2b-4c5d-8e9f-0a1b2c3d4e5f',
  'checkout-status': 'ok',
  'checkout-provider': 'nordea',
  signature: 'a'.repeat(64),
});

function returning(lang: 'fi' | 'sv' | 'en', duplicate: boolean) {
  return fakeServer({
    'GET /api/session': { body: signedIn(lang) },
    'POST /api/payments/return': {
      body: { type: 'success', status: 'ok', failure: null, duplicate, invoice: examplePaidInvoice },
    },
  });
}

describe('the payment result page', () => {
  describe.each([
    [
      '/fi/maksu/100203',
      'fi',
      'Lasku oli jo maksettu',
      'Lasku 100203 oli maksettu jo ennen tätä maksua, joten maksoit sen kahdesti. Palautamme sinulle tämän maksun (48,90 €); sinun ei tarvitse tehdä mitään.',
    ],
    [
      '/sv/betalning/100203',
      'sv',
      'Fakturan var redan betald',
      'Faktura 100203 var betald redan före den här betalningen, så du betalade den två gånger. Den här betalningen på 48,90 € återbetalas till dig; du behöver inte göra något.',
    ],
    [
      '/en/payment/100203',
      'en',
      'The invoice had already been paid',
      'Invoice 100203 was paid before this payment, so you paid it twice. This payment of €48.90 will be returned to you; you need not do anything.',
    ],
  ] as const)(
    'given Maija returns at %s from paying an invoice already paid',
    (address, lang, title, text) => {
      it('should tell her the double payment will be returned', async () => {
        const server = returning(lang, true);
        renderApp(`${address}?${returned}`);

        expect(await screen.findByText(title)).toBeVisible();
        expect(screen.getByText(text)).toBeVisible();
        expect(server.requests.find((request) => request.path === '/api/payments/return')?.body).toEqual(
          Object.fromEntries(returned),
        );
      });
    },
  );

  describe('given her payment paid the invoice', () => {
    it('should say the payment was completed', async () => {
      returning('en', false);
      renderApp(`/en/payment/100203?${returned}`);

      expect(await screen.findByText('Payment completed')).toBeVisible();
      expect(screen.queryByText('The invoice had already been paid')).toBeNull();
    });
  });

  describe.each([
    ['/fi/maksu/100203', 'fi', 'Maksu', 'Maksu käsittelyssä'],
    ['/sv/betalning/100203', 'sv', 'Betalning', 'Betalningen behandlas'],
    ['/en/payment/100203', 'en', 'Payment', 'Payment being processed'],
  ] as const)(
    'given the payment service still processes her payment at %s',
    (address, lang, heading, title) => {
      it('should say the payment is being processed, under the page heading, with no try again', async () => {
        fakeServer({
          'GET /api/session': { body: signedIn(lang) },
          'POST /api/payments/return': {
            body: {
              type: 'success',
              status: 'pending',
              failure: null,
              duplicate: false,
              invoice: { ...examplePayableInvoice, paymentProcessing: true },
            },
          },
        });
        renderApp(
          `${address}?${returned.toString().replace('checkout-status=ok', 'checkout-status=pending')}`,
        );

        expect(await screen.findByText(title)).toBeVisible();
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
        expect(screen.queryByRole('link', { name: /Try again|Yritä uudelleen|Försök igen/ })).toBeNull();
      });
    },
  );
});
