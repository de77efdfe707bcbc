import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInTo } from './signInAs';

const MAIJA = '150385-9024';

// Visits, prescriptions with their renewal, and certificates over the running app, as Maija
// (docs/decisions/2026-11-25-visits-prescriptions-certificates.md).

/** The titles and latest messages of the signed-in patient's conversations, from the messaging API. */
async function conversations(page: Page): Promise<{ title: string; content: string }[]> {
  const session = await (await page.request.get('/api/session')).json();
  const answer = await page.request.post('/api/customer-messaging', {
    headers: { 'x-csrf-token': session.session.csrfToken },
    data: {
      query:
        '{ threads(limit: 50) { paginatedThreads { title messages(limit: 1, order: desc) { paginatedMessages { content } } } } }',
    },
  });
  const body = await answer.json();
  return body.data.threads.paginatedThreads.map(
    (thread: { title: string; messages: { paginatedMessages: { content: string }[] } }) => ({
      title: thread.title,
      content: thread.messages.paginatedMessages[0]?.content ?? '',
    }),
  );
}

test.describe('visits, prescriptions and certificates', () => {
  test('Maija opens a visit and its print view', async ({ page }) => {
    await signInTo(page, MAIJA, '/en/visits');
    await expect(page.getByRole('heading', { level: 1, name: 'Visits' })).toBeVisible();
    await page
      .getByRole('link', { name: /General practice/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/visits\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Visit' })).toBeVisible();
    await expect(page.getByText('J06.9 Ylähengitystieinfektio')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tutkimukset' })).toBeVisible();

    await page.getByRole('link', { name: 'Print view' }).click();
    await expect(page).toHaveURL(/\/en\/visits\/\d+\/print$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Visit report' })).toBeVisible();
    await expect(page.getByText('Maija Virtanen', { exact: true }).last()).toBeVisible();
    await expect(page.getByText('150385-9024')).toBeVisible();
    await expect(page.getByRole('navigation', { name: /menu/i })).toHaveCount(0);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Tutkimukset' })).toBeVisible();
  });

  test('Maija renews a prescription and finds the request in her conversations', async ({ page }) => {
    await signInTo(page, MAIJA, '/en/prescriptions');
    await expect(page.getByRole('heading', { level: 1, name: 'Prescriptions' })).toBeVisible();
    const ibuprofen = page.getByRole('listitem').filter({ hasText: 'Ibuprofen Orion 600 mg' });
    await expect(ibuprofen).toContainText('Non-renewable prescription');
    await expect(ibuprofen.getByRole('checkbox')).toHaveCount(0);

    await page.getByText('Select Amlodipin Orion 5 mg for renewal').click();
    await expect(page.getByText('1 prescription selected')).toBeVisible();
    await page.getByRole('link', { name: 'Renew selected' }).click();
    await expect(page).toHaveURL(/\/en\/prescription-renewal\/\d+$/);

    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await expect(page.getByText('First fill all fields in the form.')).toBeVisible();
    await page.getByLabel('What do you use this medicine for?').fill('Verenpaineeseen');
    await page.getByRole('radiogroup', { name: 'Has the medicine run out?' }).getByText('No').click();
    await page.getByLabel('How much of the medicine is left?').fill('Noin viikon annos');
    await page.getByRole('radiogroup', { name: 'Have you had side effects?' }).getByText('No').click();
    await expect(send).toBeEnabled();
    await send.click();

    await expect(page.getByRole('heading', { name: 'Your renewal request has been sent' })).toBeVisible();
    const renewal = (await conversations(page)).find((thread) => thread.title === 'Reseptin uusimispyyntö');
    expect(renewal?.content).toContain('Lääke: Amlodipin Orion 5 mg\n');
    expect(renewal?.content).toContain('Käyttötarkoitus: Verenpaineeseen\n');
    expect(renewal?.content).toContain('Lääke on loppunut: ei\nLääkettä jäljellä: Noin viikon annos\n');

    await page.getByRole('link', { name: 'Go to conversations' }).click();
    await expect(page).toHaveURL(/\/en\/conversations$/);
    await page
      .getByRole('link', { name: /Reseptin uusimispyyntö/ })
      .first()
      .click();
    await expect(page.getByText('Lääke: Amlodipin Orion 5 mg').first()).toBeVisible();
  });

  test('Maija downloads a certificate and the file is a PDF', async ({ page }) => {
    await signInTo(page, MAIJA, '/en/certificates');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Download PDF/ })).toHaveCount(2);
    const download = page.waitForEvent('download');
    await page
      .getByRole('link', { name: /Download PDF/ })
      .first()
      .click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
  });
});
