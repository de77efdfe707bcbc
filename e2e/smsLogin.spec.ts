import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInTo } from './signInAs';

// SMS login over the running app, as Timo and Aino. In a file of its own, named to run after every
// other spec that signs Timo or Aino in (reservation, booking, insurance, search, my information),
// since while it is on their sign-in asks for a code. Aino turns hers off again at the end.

type Outbox = { messages: { channel: string; recipient: string; body: string }[] };

/**
 * Turns SMS login on in the section, which sends the code at once to the number on record, and
 * answers that number as the section says it.
 */
async function turnOn(sms: Locator): Promise<string> {
  await sms.getByText('Use SMS login').click();
  const sent = sms.getByText(/^We sent a code to \+\d+\.$/);
  await expect(sent).toBeVisible();
  return /\+\d+/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
}

/** The code of the newest SMS to `phone` in the sandbox outbox (which lists the newest first). */
async function newestCode(page: Page, phone: string): Promise<string> {
  const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as Outbox;
  const message = outbox.messages.find((m) => m.channel === 'sms' && m.recipient === phone);
  return /\b(\d{4})\b/.exec(message?.body ?? '')?.[1] ?? '';
}

test.describe('SMS login', () => {
  test('Timo turns SMS login on, the code goes to his number at once, and the next sign-in asks for one', async ({
    page,
    browser,
  }) => {
    await signInTo(page, '280275-971B', '/en/my-information');
    const sms = page.getByRole('region', { name: 'SMS login' });
    await expect(sms.getByText('SMS login is off.')).toBeVisible();
    const phone = await turnOn(sms);
    const code = await newestCode(page, phone);
    expect(code).toHaveLength(4);
    await sms.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await page.keyboard.type(code);
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('SMS login is now on.');
    await expect(sms.getByText(`SMS login is on. Codes are sent to ${phone}.`)).toBeVisible();

    const other = await browser.newPage();
    await other.goto('/en/login?next=%2Fen');
    await other.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' }).click();
    await other.getByLabel('Personal identity code').fill('280275-971B');
    await other.getByRole('button', { name: 'Identify' }).click();
    await expect(other).toHaveURL(/\/en\/authentication/);
    await other.close();
  });

  test('Aino turns SMS login on for another number, signs in again with a code, and turns it off', async ({
    page,
    browser,
  }) => {
    await signInTo(page, '010158-936L', '/en/my-information');
    const sms = page.getByRole('region', { name: 'SMS login' });
    await expect(sms.getByText('SMS login is off.')).toBeVisible();
    // The code goes to the number on record at once; Aino wants it on another number.
    await turnOn(sms);
    await sms.getByRole('button', { name: 'Change the number' }).click();
    await sms.getByRole('textbox', { name: 'Phone number for the codes' }).fill('+358 50 777 8899');
    await sms.getByRole('button', { name: 'Send code' }).click();
    await expect(sms.getByText('We sent a code to +358507778899.')).toBeVisible();
    const code = await newestCode(page, '+358507778899');
    expect(code).toHaveLength(4);
    await sms.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await page.keyboard.type(code);
    await expect(sms.getByText('SMS login is on. Codes are sent to +358507778899.')).toBeVisible();

    const again = await browser.newPage();
    await again.goto('/en/login?next=%2Fen%2Fmy-information');
    await again.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' }).click();
    await again.getByLabel('Personal identity code').fill('010158-936L');
    await again.getByRole('button', { name: 'Identify' }).click();
    await expect(again).toHaveURL(/\/en\/authentication/);
    await again.getByRole('textbox', { name: /Digit 1/ }).click();
    await again.keyboard.type(await newestCode(again, '+358507778899'));
    await expect(again).toHaveURL(/\/en\/my-information$/);

    // Off again: the specs that sign Aino in without a code stay as they were on a rerun.
    const onAgain = again.getByRole('region', { name: 'SMS login' });
    await onAgain.getByText('Use SMS login').click();
    await expect(onAgain.getByText('SMS login is off.')).toBeVisible();
    await again.close();
  });
});
