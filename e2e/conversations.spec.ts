import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInTo } from './signInAs';

// Messaging with the clinic over the running app (docs/decisions/2026-11-25-customer-messaging-api.md),
// as Maija of docs/demo.md, whose demo conversations include one unread answer and an attachment.

const conversation = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('conversations', () => {
  test('Maija writes with an attachment, reads the unread answer, sees a deleted message and downloads an attachment', async ({
    page,
  }) => {
    // The front page tells of the clinic's answer before anything is opened.
    await signInTo(page, '150385-9024', '/en');
    const card = page.getByRole('region', { name: 'Conversations' });
    await expect(card.getByRole('link', { name: /^Laboratoriotulokset/ })).toContainText('Unread');
    await expect(card.getByText('No conversations')).toHaveCount(0);
    await card.getByRole('link', { name: 'Show all' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(conversation(page, 'Laboratoriotulokset')).toContainText('Unread');
    await expect(page.getByText('Unread', { exact: true })).toHaveCount(1);

    await page.getByRole('link', { name: 'New message' }).click();
    await page.getByLabel('Subject').fill('Allergy test referral');
    await page.getByLabel('Message').fill('Here is the referral from my previous doctor.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'referral.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await expect(page.getByRole('button', { name: 'Remove referral.pdf' })).toBeVisible();
    await expect(page.getByText('Attaching referral.pdf…')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/en\/conversations\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Allergy test referral' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download referral.pdf' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to messages' }).click();
    await page.getByRole('link', { name: 'Laboratoriotulokset' }).click();
    // The list shows the latest message too: the thread's own heading says the thread is open.
    await expect(page.getByRole('heading', { level: 1, name: 'Laboratoriotulokset' })).toBeVisible();
    await expect(page.getByText('tulokset ovat valmiit', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Back to messages' }).click();
    await expect(conversation(page, 'Allergy test referral')).toBeVisible();
    await expect(page.getByText('Unread', { exact: true })).toHaveCount(0);

    await page.getByRole('link', { name: 'Ajanvarauksen siirto' }).click();
    await expect(page.getByText('This message has been deleted.')).toBeVisible();
    await expect(page.getByText('This conversation has been closed.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Back to messages' }).click();

    await page.getByRole('link', { name: 'Yskä flunssan jälkeen' }).click();
    const file = page.context().waitForEvent('response', (response) => response.url().includes('/content?'));
    await page.getByRole('button', { name: 'Download Hoito-ohje.pdf' }).click();
    const answer = await file;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
  });
});

test.describe('the clinic answers', () => {
  test('a nurse answers Maija’s new message with an attachment; Maija sees it unread, reads it and downloads the file', async ({
    page,
    browser,
  }) => {
    await signInTo(page, '150385-9024', '/en/conversations/new');
    await page.getByLabel('Subject').fill('Rash after the flu shot');
    await page.getByLabel('Message').fill('A red rash appeared on my arm yesterday. A photo is attached.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'rash.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
    });
    await expect(page.getByRole('button', { name: 'Remove rash.png' })).toBeVisible();
    await expect(page.getByText('Attaching rash.png…')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rash after the flu shot' })).toBeVisible();

    // The nurse, in a browser of her own, signs in to the clinic workspace with her staff identity.
    const clinic = await browser.newContext();
    const nurse = await clinic.newPage();
    await nurse.goto('/clinic/en');
    await nurse.getByRole('link', { name: 'Sign in' }).click();
    await nurse.getByRole('button', { name: 'Sign in as Helena Saarinen, nurse' }).click();
    await expect(nurse.getByText('Signed in: Helena Saarinen, nurse')).toBeVisible();
    await nurse.getByRole('link', { name: 'Unassigned' }).click();
    await nurse.getByRole('link', { name: 'Rash after the flu shot' }).click();
    await expect(nurse.getByRole('button', { name: 'Download rash.png' })).toBeVisible();
    await nurse.getByRole('button', { name: 'Take for myself' }).click();
    await expect(nurse.getByText('Handled by Helena Saarinen.')).toBeVisible();
    await nurse.getByLabel('Your message').fill('Please use the cream described in the attached guide.');
    await nurse.locator('input[type="file"]').setInputFiles({
      name: 'Ihottuma-ohje.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await expect(nurse.getByText('Attaching Ihottuma-ohje.pdf…')).toHaveCount(0);
    await nurse.getByRole('button', { name: 'Send' }).click();
    await expect(nurse.getByRole('button', { name: 'Download Ihottuma-ohje.pdf' })).toBeVisible();
    await clinic.close();

    // Maija's list counts the answer unread (her menu has no messages entry: it is the occupational
    // customers'); opening the conversation drops the count.
    await page.goto('/en/conversations');
    await expect(conversation(page, 'Rash after the flu shot')).toContainText('Unread');
    await expect(page.getByText('Unread', { exact: true })).toHaveCount(1);
    await page.getByRole('link', { name: 'Rash after the flu shot' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rash after the flu shot' })).toBeVisible();
    await expect(page.getByText('Please use the cream described in the attached guide.')).toBeVisible();
    await expect(page.getByText('Participants: You, Helena Saarinen, Sairaanhoitaja')).toBeVisible();
    const file = page.context().waitForEvent('response', (response) => response.url().includes('/content?'));
    await page.getByRole('button', { name: 'Download Ihottuma-ohje.pdf' }).click();
    const answer = await file;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    await page.getByRole('link', { name: 'Back to messages' }).click();
    await expect(conversation(page, 'Rash after the flu shot')).toBeVisible();
    await expect(page.getByText('Unread', { exact: true })).toHaveCount(0);
  });
});
