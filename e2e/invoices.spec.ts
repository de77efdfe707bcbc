import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInTo } from './signInAs';

// Invoices and paying them over the running app and the sandbox payment service
// (docs/decisions/2026-11-24-invoices-and-payment.md), as the demo persons of docs/demo.md.

const invoice = (page: Page, number: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Number ${number}` }) });

test.describe('invoices', () => {
  test('Maija pays an open invoice through the sandbox and sees it paid', async ({ page }) => {
    await signInTo(page, '150385-9024', '/en/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices and receipts' })).toBeVisible();
    await expect(invoice(page, '100207')).toContainText('contact the collection agency');
    await expect(invoice(page, '100201')).toContainText('Open');

    await page.getByRole('link', { name: 'Pay invoice 100201' }).click();
    await expect(page).toHaveURL(/\/en\/pay\/100201$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice 100201' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay with Nordea' }).click();

    await expect(page.getByRole('heading', { name: 'Nordea: payment (test)' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/en\/payment\/100201\?/);
    await expect(page.getByText('Payment completed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the front page' })).toHaveAttribute('href', '/en');
    const receipt = await page.request.get('/api/invoices/inv-100201/pdf?lang=en');
    expect(receipt.headers()['content-type']).toBe('application/pdf');

    await page.getByRole('link', { name: 'Back to invoices' }).click();
    await expect(invoice(page, '100201')).toContainText('Paid');
    await expect(page.getByRole('link', { name: 'Pay invoice 100201' })).toHaveCount(0);
  });

  test('Maija’s second invoice fails at the bank and shows interrupted with the sum', async ({ page }) => {
    await signInTo(page, '150385-9024', '/en/pay/100202');
    await page.getByRole('button', { name: 'Pay with OP', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'OP: payment (test)' })).toBeVisible();
    await page.getByRole('radio', { name: 'There were not enough funds.' }).check();
    await page.getByRole('button', { name: 'Fail' }).click();

    await expect(page).toHaveURL(/\/en\/payment\/100202\?/);
    await expect(page.getByText('Payment interrupted')).toBeVisible();
    await expect(page.getByText('There were not enough funds.')).toBeVisible();
    await expect(page.getByText('€48.50')).toBeVisible();
    await expect(page.getByText('Unpaid')).toBeVisible();
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/en\/pay\/100202$/);
    await expect(page.getByRole('button', { name: 'Pay with Visa' })).toBeVisible();
  });

  test('Maija’s payment left pending is told as processing, and nothing offers to pay it again', async ({
    page,
  }) => {
    await signInTo(page, '150385-9024', '/en/pay/100204');
    await page.getByRole('button', { name: 'Pay with Nordea' }).click();
    await expect(page.getByRole('heading', { name: 'Nordea: payment (test)' })).toBeVisible();
    await page.getByRole('button', { name: 'Leave pending' }).click();

    await expect(page).toHaveURL(/\/en\/payment\/100204\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.getByText('Payment being processed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to invoices' }).click();
    await expect(invoice(page, '100204')).toContainText('Payment being processed');
    await expect(page.getByRole('link', { name: 'Pay invoice 100204' })).toHaveCount(0);
    await page.goto('/en/pay/100204');
    await expect(page.getByText('Payment being processed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay with Nordea' })).toHaveCount(0);
  });

  test('a patient without an e-mail adds one in my information and comes back to pay', async ({ page }) => {
    await signInTo(page, '120518A958A', '/en/pay/100401');
    await expect(page.getByText('An e-mail address is needed')).toBeVisible();
    const link = page.getByRole('link', { name: 'Update my contact information' });
    const href = new URL((await link.getAttribute('href')) ?? '', page.url());
    expect(href.pathname).toBe('/en/my-information');
    expect(JSON.parse(href.searchParams.get('saveAction') ?? '')).toEqual({
      type: 'go-to-invoice-page',
      invoiceNumber: '100401',
    });

    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'My information' })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('eetu.virtanen@example.fi');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/en\/pay\/100401$/);
    await expect(page.getByRole('button', { name: 'Pay with Nordea' })).toBeVisible();
    await expect(page.getByText('An e-mail address is needed')).toHaveCount(0);
  });
});
