import type { Page } from '@playwright/test';
import { auditTags } from './axeAudit';
import { axeFindings } from './axeScans';
import { expect, test } from './fixtures';
import { pageReady } from './pageReady';
import { identify, identifyInApp } from './signInAs';

// The booking embedded in the clinic's mobile app: the app opens the sign-in start with
// `sessionScope=inAppBooking`, and its own navigation, account and store links surround the view, so
// the page shows no menu, user menu, help or footer, and the confirmation no cancel button.
//
// Ella books a time 84 days ahead.

const day = 24 * 3600 * 1000;

/** The Helsinki date `days` from now, as the list's `startDate` takes it. */
function dateAhead(days: number): string {
  return new Date(Date.now() + days * day).toLocaleDateString('sv-SE', { timeZone: 'Europe/Helsinki' });
}

/** What axe finds, with the accessibility audit's rules, once the page has read its data. */
async function auditFindings(page: Page): Promise<string[]> {
  await pageReady(page);
  return axeFindings(page, auditTags);
}

/** The shell of the embedded view: the header's logo, title and languages, nothing of the app's own. */
async function expectEmbeddedShell(page: Page) {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Aava – etusivu' })).toBeVisible();
  await expect(banner.getByRole('navigation', { name: 'Valitse kieli' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Valikko' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Päävalikko' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ella Järvinen' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ohjeet' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Kirjaudu sisään' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

test.describe('the booking embedded in the mobile app', () => {
  // A phone, where the embedded view lives.
  test.use({ viewport: { width: 390, height: 844 } });

  test('Ella opens it from the app, books a time and cannot cancel it here', async ({ page }) => {
    const list = `/fi/ajanvaraus/yksityisasiakas?startDate=${dateAhead(84)}`;
    await identifyInApp(page, '031111A969W', list);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Varaa aika yksityisasiakkaana');
    const { session } = await (await page.request.get('/api/session')).json();
    expect(session).toMatchObject({ isSessionValid: true, sessionScope: 'inAppBooking' });
    await expectEmbeddedShell(page);
    const times = page.getByRole('list', { name: 'Vapaat ajat' }).getByRole('link');
    await expect(times.first()).toBeVisible();
    expect(await auditFindings(page)).toEqual([]);

    await times.first().click();
    await expect(page).toHaveURL(/\/fi\/varaa\/\d+/);
    await expect(page.getByRole('region', { name: 'Yhteystietosi' })).toContainText('Järvinen');
    await expectEmbeddedShell(page);
    expect(await auditFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Varaa', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Aikasi on varattu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lisää kalenteriin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Peru aika' })).toHaveCount(0);
    await expectEmbeddedShell(page);
    expect(await auditFindings(page)).toEqual([]);
  });

  test('when Ella’s session times out, signing in again keeps the booking embedded', async ({ page }) => {
    // The page's clock is ours to move; the server keeps real time.
    await page.clock.install();
    await identifyInApp(page, '031111A969W', '/fi/ajanvaraus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Varaa aika');
    const { session } = await (await page.request.get('/api/session')).json();
    await page.clock.fastForward(
      Date.parse(session.sessionExpires) - (await page.evaluate(() => Date.now())),
    );

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Istunto on katkennut');
    await expect(page).toHaveURL(
      /\/fi\/katkennut-istunto\?next=%2Ffi%2Fajanvaraus&sessionScope=inAppBooking&reason=idle$/,
    );
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // Back to the real time, so that the new session is not already near its end on the page's clock.
    await page.clock.setSystemTime(new Date());
    // Every sign-in identifies anew, even the one right after a time-out.
    await page.getByRole('link', { name: 'Tilaa tekstiviestikoodi' }).click();
    await identify(page, '031111A969W');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Varaa aika');
    const again = await (await page.request.get('/api/session')).json();
    expect(again.session).toMatchObject({ isSessionValid: true, sessionScope: 'inAppBooking' });
    await expectEmbeddedShell(page);
  });

  test('the web portal’s own sign-in keeps the whole shell', async ({ page }) => {
    const query = new URLSearchParams({ lang: 'fi', next: '/fi/ajanvaraus' });
    await page.goto(`/oauth/authenticate?${query}`);
    await page.getByLabel('Henkilötunnus').fill('031111A969W');
    await page.getByRole('button', { name: 'Tunnistaudu' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Varaa aika');
    const { session } = await (await page.request.get('/api/session')).json();
    expect(session).toMatchObject({ isSessionValid: true, sessionScope: 'default' });
    await expect(page.getByRole('button', { name: 'Valikko' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ella Järvinen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ohjeet' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('an unknown scope is refused before the identification starts', async ({ page }) => {
    const response = await page.request.get('/oauth/authenticate?lang=fi&sessionScope=inApp', {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      type: 'ValidationError',
      details: [{ path: 'sessionScope' }],
    });
  });
});
