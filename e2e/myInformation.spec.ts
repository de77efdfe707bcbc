import { expect, test } from './fixtures';
import { signInTo } from './signInAs';

// My information over the running app, as Timo Heikkinen and Aino Laine of docs/demo.md.

test.describe('my information', () => {
  test('Timo changes his contact details and sees the change in who has seen his data', async ({ page }) => {
    await signInTo(page, '280275-971B', '/en/my-information');
    await expect(page.getByRole('heading', { level: 1, name: 'My information' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Contact information' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('280275-****')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Phone number' }).fill('040 555 1234');
    await page.getByRole('textbox', { name: 'Street address' }).fill('  Kauppakaari 7 A 2 ');
    await page.getByText('Swedish', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your contact information has been saved.')).toBeVisible();

    const log = page.getByRole('region', { name: 'Who has seen my data' });
    await expect(log.getByRole('listitem').filter({ hasText: 'Changed contact information' })).toContainText(
      'You',
    );

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+358405551234');
    await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('Kauppakaari 7 A 2');
    await expect(page.getByRole('radio', { name: 'Swedish' })).toBeChecked();
    // Reading the log is logged too. The page reads the guardians beside it, so either may be newest.
    await expect(
      log.getByRole('listitem').filter({ hasText: 'Viewed who has seen your data' }).first(),
    ).toContainText('You');
  });

  // Aino, not Timo: Timo is the demo person who has never filled in the consent form.
  test('tab=consent opens Aino’s permissions, and the contact tab drops it from the address', async ({
    page,
  }) => {
    await signInTo(page, '010158-936L', '/en/my-information?tab=consent');
    await expect(page.getByRole('tab', { name: 'Permissions and agreements' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByText('I want booking confirmations and reminders by text message').click();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Your choices were saved.')).toBeVisible();

    await page.getByRole('tab', { name: 'Contact information' }).click();
    await expect(page).toHaveURL(/\/en\/my-information$/);
  });

  test('Eetu’s guardians are shown view-only, and Mikko’s own change of phone shows there', async ({
    page,
    browser,
  }) => {
    // Mikko, Eetu's second guardian, changes his phone number in his own my information.
    const mikko = await browser.newPage();
    await signInTo(mikko, '150385-913F', '/en/my-information');
    await mikko.getByRole('textbox', { name: 'Phone number' }).fill('045 123 4321');
    await mikko.getByRole('button', { name: 'Save' }).click();
    await expect(mikko.getByText('Your contact information has been saved.')).toBeVisible();
    await mikko.close();

    const tab = '/en/my-information?tab=guardians';
    await signInTo(page, '150385-9024', `/en/transaction-path/child?next=${encodeURIComponent(tab)}`);
    await page.getByRole('button', { name: 'Eetu Virtanen' }).click();
    await expect(page).toHaveURL(/\/en\/my-information\?tab=guardians$/);
    const panel = page.getByRole('tabpanel', { name: 'Guardian contact information' });
    await expect(panel.getByText('Each guardian updates their own contact information.')).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Guardian 1' })).toContainText('Virtanen Maija');
    const second = panel.getByRole('region', { name: 'Guardian 2' });
    await expect(second).toContainText('Korhonen Mikko');
    await expect(second).toContainText('+358451234321');
    await expect(panel.getByRole('textbox')).toHaveCount(0);
    await expect(panel.getByRole('button')).toHaveCount(0);
  });

  test('Maija uploads both sides of her Kela card, sees the progress and then the images', async ({
    page,
  }) => {
    // A 1×1 PNG with 1.5 MB of text in it, which the store drops; slow uploads show the progress.
    const tiny = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const text = Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(1_500_000, 0x61)]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(text.length);
    const big = Buffer.concat([
      tiny.subarray(0, 33),
      length,
      Buffer.from('tEXt'),
      text,
      Buffer.alloc(4),
      tiny.subarray(33),
    ]);

    await signInTo(page, '150385-9024', '/en/my-information');
    const card = page.getByRole('region', { name: 'Kela card' });
    // The demo gives Maija a card: she changes its images.
    await expect(card.getByRole('img')).toHaveCount(2);
    await card.getByRole('button', { name: 'Change images' }).click();
    for (const side of ['front', 'back']) {
      const chooser = page.waitForEvent('filechooser');
      await card.getByRole('button', { name: `Choose an image of the ${side}` }).click();
      await (await chooser).setFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: big });
    }
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 600_000,
    });
    await card.getByRole('button', { name: 'Upload the images' }).click();
    await expect(card.getByRole('progressbar', { name: /Uploading the front/ })).toBeVisible();
    await expect(card.getByRole('progressbar', { name: /Uploading the back/ })).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(card.getByText('Your Kela card images have been saved.')).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('img', { name: 'Your Kela card, front' })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Your Kela card, back' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Kela card' }).getByRole('img')).toHaveCount(2);
  });
});
