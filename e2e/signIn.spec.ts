import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function identify(page: Page, identityCode: string) {
  await page.getByLabel('Personal identity code').fill(identityCode);
  await page.getByRole('button', { name: 'Identify' }).click();
}

async function smsCodeFor(page: Page, phone: string): Promise<string> {
  const response = await page.request.get('/dev/outbox.json');
  const { messages } = (await response.json()) as { messages: { recipient: string; body: string }[] };
  const code = /\b(\d{4})\b/.exec(messages.find((m) => m.recipient === phone)?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: /Digit 1/ }).click();
  await page.keyboard.type(code);
}

test.describe('strong sign-in', () => {
  test('Maija signs in and sees her first name in the front page heading', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' }).click();
    await identify(page, '150385-9024');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Aava, Maija');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('Sari signs in with the SMS code from the outbox', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' }).click();
    await identify(page, '300870-993W');
    await expect(page).toHaveURL(/\/en\/authentication/);
    await typeCode(page, await smsCodeFor(page, '+358401234567'));
    // The demo gives Sari no appointments or other events yet: she is welcomed as a new customer.
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome!');
  });

  test('a wrong SMS code three times logs Sari out', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' }).click();
    await identify(page, '300870-993W');
    const code = await smsCodeFor(page, '+358401234567');
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (const _attempt of [1, 2]) {
      await typeCode(page, wrong);
      await expect(page.getByText('Identification failed')).toBeVisible();
    }
    await typeCode(page, wrong);
    await expect(page.getByText('Too many retries')).toBeVisible();
    const session = await (await page.request.get('/api/session')).json();
    expect(session.session.isSessionValid).toBe(false);
  });

  test('log-out ends the session: the old cookie gets 401', async ({ page, context }) => {
    await page.goto('/en');
    await page.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' }).click();
    await identify(page, '150385-9024');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Aava, Maija');
    const { session } = await (await page.request.get('/api/session')).json();
    const oldCookies = await context.cookies();

    await page.getByRole('button', { name: 'Maija Virtanen' }).click();
    await page.getByRole('menuitem', { name: 'Log out', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(
      page.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' }),
    ).toBeVisible();

    await context.addCookies(oldCookies);
    const replay = await page.request.post(`/api/logout?csrfToken=${session.csrfToken}`);
    expect(replay.status()).toBe(401);
  });

  test('log-out on all devices ends her session in another browser too', async ({ page, browser }) => {
    const other = await browser.newContext();
    const phone = await other.newPage();
    for (const tab of [phone, page]) {
      await tab.goto('/en');
      await tab.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' }).click();
      await identify(tab, '150385-9024');
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Welcome to Aava, Maija');
    }

    await page.getByRole('button', { name: 'Maija Virtanen' }).click();
    await page.getByRole('menuitem', { name: 'Log out on all devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out on all devices?' });
    await dialog.getByRole('button', { name: 'Log out on all devices' }).click();
    await expect(
      page.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' }),
    ).toBeVisible();

    const { session } = await (await phone.request.get('/api/session')).json();
    expect(session.isSessionValid).toBe(false);
    await other.close();
  });
});
