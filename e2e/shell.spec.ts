import type { Page } from '@playwright/test';
import { axeFindings } from './axeScans';
import { expect, test } from './fixtures';
import { type BrandServer, startChildrenServer } from './servers';

const strongAuth = /bank credentials|pankkitunnuksilla|bankkoder/;

/** Signs Maija in through the development identity provider, starting from `address`. */
async function signIn(page: Page, address: string, base = '') {
  await page.goto(`${base}${address}`);
  await page.getByRole('link', { name: strongAuth }).first().click();
  await page.getByLabel(/Personal identity code|Henkilötunnus|Personbeteckning/).fill('150385-9024');
  await page.getByRole('button', { name: /Identify|Tunnistaudu|Identifiera/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Presses Tab until the focused element has `name`; a person without a mouse does the same. */
async function tabTo(page: Page, name: string) {
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test.describe('the page shell in the general brand', () => {
  test('the language switch keeps the page and its query', async ({ page }) => {
    await page.goto('/fi/kirjaudu?next=%2Ffi%2Fajanvaraukset');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kirjaudu sisään');

    await page
      .getByRole('navigation', { name: 'Valitse kieli' })
      .getByRole('link', { name: 'På svenska' })
      .click();

    await expect(page).toHaveURL(/\/sv\/loggain\?next=%2Ffi%2Fajanvaraukset$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });

  // axe scans every page in both brands and three languages in the link walk (links.spec.ts).
  test('a signed-in Finnish page offers help, the terms and the accessibility statement', async ({
    page,
  }) => {
    await signIn(page, '/fi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tervetuloa Aavaan, Maija');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ohjeet' })).toHaveAttribute(
      'href',
      '/fi/ohjeita',
    );
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Käyttöehdot' })).toHaveAttribute(
      'href',
      '/fi/eula',
    );
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Saavutettavuusseloste' }),
    ).toHaveAttribute('href', '/fi/saavutettavuusseloste');
  });

  test('Maija logs out by keyboard alone, through the user menu and its confirmation', async ({ page }) => {
    await signIn(page, '/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Aava, Maija');

    await tabTo(page, 'Maija Virtanen');
    await page.keyboard.press('Enter');
    // The menu opens on its first item, my information; her child's matters follow, then log-out.
    await expect(page.getByRole('menuitem', { name: 'My information' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'My child’s matters' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Log out', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log out?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Log out', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('link', { name: strongAuth })).toBeVisible();
    const { session } = await (await page.request.get('/api/session')).json();
    expect(session.isSessionValid).toBe(false);
  });

  test('the session warns at 90 and 30 seconds, then the timed-out page follows', async ({ page }) => {
    // The page's clock is ours to move; the server keeps real time, so the session stays valid there.
    await page.clock.install();
    await signIn(page, '/en');
    await page.goto('/en?view=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Aava, Maija');
    const { session } = await (await page.request.get('/api/session')).json();
    const end = Date.parse(session.sessionExpires);
    const untilBefore = async (seconds: number) =>
      end - seconds * 1000 - (await page.evaluate(() => Date.now()));

    await page.clock.fastForward(await untilBefore(90));
    await expect(page.getByRole('alert')).toHaveText(
      'Save pending changes. Your session will expire in 90 seconds.',
    );

    await page.clock.fastForward(await untilBefore(30));
    await expect(page.getByRole('alert')).toHaveText(
      'Save pending changes. Your session will expire in 30 seconds.',
    );

    await page.clock.fastForward(await untilBefore(0));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Session timed out');
    await expect(page).toHaveURL(/\/en\/expired-session\?next=%2Fen%3Fview%3D1&reason=idle$/);
    await expect(page.getByRole('link', { name: 'Order an SMS code' })).toHaveAttribute(
      'href',
      '/oauth/authenticate?lang=en&next=%2Fen%3Fview%3D1',
    );
  });
});

test.describe('the page shell in the children brand', () => {
  // One server serves one brand, and the embedded database belongs to one process: the children's
  // brand gets a server and a data folder of its own.
  let server: BrandServer;
  let base = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startChildrenServer();
    base = server.base;
  });

  test.afterAll(() => {
    server?.stop();
  });

  test('the footer gives the brand its own phone number', async ({ page }) => {
    await signIn(page, '/fi', base);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tervetuloa Pikkujättiin, Maija');
    await expect(page.getByRole('contentinfo')).toContainText('0303 0304');
  });

  test('on a 390 px phone (and a 360 px one), nothing in the header covers the brand name', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Finnish and signed in: the fullest header, with the help icon beside the account.
    await signIn(page, '/fi', base);
    type Box = { x: number; y: number; width: number; height: number };
    const overlap = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      const banner = page.getByRole('banner');
      const home = banner.getByRole('link', { name: 'Pikkujätti – etusivu' });
      const name = await home.getByText('Pikkujätti', { exact: true }).boundingBox();
      const logo = await home.boundingBox();
      const help = await banner.getByRole('link', { name: 'Ohjeet' }).boundingBox();
      const account = await banner.getByRole('button', { name: 'Maija Virtanen' }).boundingBox();
      if (!name || !logo || !help || !account)
        throw new Error(`a part of the header is not shown at ${width}`);
      // The name stands whole beside the mark (not wrapped away below it), and nothing covers it.
      expect(name.y >= logo.y && name.y + name.height <= logo.y + logo.height, `${width}`).toBe(true);
      expect(overlap(name, help), `${width}`).toBe(false);
      expect(overlap(name, account), `${width}`).toBe(false);
      expect(account.x + account.width, `${width}`).toBeLessThanOrEqual(width);
    }
  });

  test('the small screen menu opens from the hamburger and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, '/sv', base);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Välkommen till Pikkujätti, Maija');

    const menuButton = page.getByRole('button', { name: 'Meny' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Meny' });
    await expect(drawer.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
