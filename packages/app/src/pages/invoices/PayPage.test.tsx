import { examplePayableInvoice, exampleProvidersWithNewGroup } from '@portal/ui/examples';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';
import { maija, userAnswer } from '../reservation/testData';

const terms = '<p>Valitsemalla maksutavan hyväksyt maksupalvelun ehdot.</p>';

function payingMaija(lang: 'fi' | 'sv' | 'en') {
  return fakeServer({
    'GET /api/session': { body: signedIn(lang) },
    'GET /api/user': userAnswer(),
    'GET /api/payments/good-sign-invoice': { body: { type: 'success', invoice: examplePayableInvoice } },
    'POST /api/payments/': { body: { type: 'success', terms, providers: exampleProvidersWithNewGroup } },
  });
}

describe('the pay page', () => {
  describe.each([
    [
      '/fi/maksa/100203',
      'fi',
      ['Mobiilimaksu', 'Verkkopankit', 'Maksukortit', 'Lasku ja osamaksu', 'Muut maksutavat'],
    ],
    [
      '/sv/betala/100203',
      'sv',
      ['Mobilbetalning', 'Nätbanker', 'Betalkort', 'Faktura och delbetalning', 'Andra betalsätt'],
    ],
    [
      '/en/pay/100203',
      'en',
      ['Mobile payment', 'Online banks', 'Payment cards', 'Invoice and instalments', 'Other payment methods'],
    ],
  ] as const)('given Maija pays at %s', (address, lang, headings) => {
    it('should show the methods under a heading per group of the payment service', async () => {
      payingMaija(lang);
      renderApp(address);

      const [mobile, bank, card, credit, other] = headings;
      expect(await screen.findByRole('heading', { level: 3, name: mobile })).toBeVisible();
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
        headings,
      );
      const region = (name: string) => screen.getByRole('region', { name });
      expect(within(region(mobile)).getAllByRole('button')).toHaveLength(2);
      expect(within(region(bank)).getAllByRole('button')).toHaveLength(6);
      expect(within(region(card)).getAllByRole('button')).toHaveLength(2);
      expect(within(region(credit)).getAllByRole('button')).toHaveLength(2);
      expect(within(region(other)).getAllByRole('button')).toHaveLength(1);
    });
  });

  describe('given the payment service still processes an earlier payment of the invoice', () => {
    it('should say so and start no second payment', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/user': userAnswer(),
        'GET /api/payments/good-sign-invoice': {
          body: { type: 'success', invoice: { ...examplePayableInvoice, paymentProcessing: true } },
        },
      });
      renderApp('/en/pay/100203');

      expect(await screen.findByText('Payment being processed')).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Choose how to pay' })).toBeNull();
      expect(server.requests.filter((request) => request.path === '/api/payments/')).toEqual([]);
    });
  });

  describe('given Maija pays Eetu’s invoice, and Eetu has no phone number or e-mail address', () => {
    it('should ask only the e-mail, filled in with hers, save it alone and come back to pay', async () => {
      let eetu: Record<string, unknown> = {
        ...maija,
        firstName: 'Eetu',
        email: null,
        phoneNumber: null,
        guardianContact: { phoneNumber: '+358401112233', email: 'maija.virtanen@example.fi' },
      };
      const server = fakeServer({
        'GET /api/session': {
          body: { ...signedIn('en'), actingFor: { firstName: 'Eetu', lastName: 'Virtanen' } },
        },
        'GET /api/user': () => userAnswer(eetu),
        'PUT /api/user': (request) => {
          eetu = { ...eetu, email: (request.body as { emailAddress: string }).emailAddress };
          return { body: { type: 'success', patient: eetu } };
        },
        'GET /api/payments/good-sign-invoice': {
          body: { type: 'success', invoice: { ...examplePayableInvoice, invoiceNumber: '100401' } },
        },
        'POST /api/payments/': { body: { type: 'success', terms, providers: exampleProvidersWithNewGroup } },
      });
      renderApp('/en/pay/100401');

      await userEvent.click(
        await screen.findByRole('link', { name: 'Update my contact information' }, { timeout: 15_000 }),
      );
      const email = await screen.findByRole('textbox', { name: 'E-mail' }, { timeout: 15_000 });
      const form = email.closest('form') as HTMLFormElement;
      expect(email).toHaveValue('maija.virtanen@example.fi');
      expect(
        within(form).getByText(
          'Where the child has no phone number or e-mail address of their own, the guardian’s is filled in.',
        ),
      ).toBeVisible();
      expect(within(form).getAllByRole('textbox')).toEqual([email]);
      expect(within(form).queryByRole('radiogroup')).toBeNull();

      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByRole('heading', { level: 3, name: 'Mobile payment' }, { timeout: 15_000 }),
      ).toBeVisible();
      expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
        emailAddress: 'maija.virtanen@example.fi',
      });
    });
  });
});
