import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
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

/** What axe finds on the page, as `rule: targets` lines, so that a failure says where. */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
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

  test('axe finds nothing on the login, front and booking pages', async ({ page }) => {
    await page.goto('/fi/kirjaudu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kirjaudu sisään');
    expect(await axeFindings(page)).toEqual([]);

    await signIn(page, '/fi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tervetuloa Aavaan, Maija');
    // Help and the terms have no page yet, so the shell offers no link to them.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ohjeet' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Käyttöehdot' })).toHaveCount(0);
    expect(await axeFindings(page)).toEqual([]);

    await page.goto('/fi/ajanvaraus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Varaa aika');
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);

    await page.goto('/fi/ajanvaraus/yksityisasiakas');
    await expect(page.getByRole('list', { name: 'Vapaat ajat' }).getByRole('link').first()).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
  });

  test('Maija logs out by keyboard alone, through the user menu and its confirmation', async ({ page }) => {
    await signIn(page, '/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Aava, Maija');

    await tabTo(page, 'Maija Virtanen');
    await page.keyboard.press('Enter');
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
    await expect(page).toHaveURL(/\/en\/expired-session\?next=%2Fen%3Fview%3D1$/);
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

  test('axe finds nothing on the login, front and booking pages', async ({ page }) => {
    await page.goto(`${base}/fi/kirjaudu`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kirjaudu sisään');
    expect(await axeFindings(page)).toEqual([]);

    await signIn(page, '/fi', base);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tervetuloa Pikkujättiin, Maija');
    await expect(page.getByRole('contentinfo')).toContainText('0303 0304');
    expect(await axeFindings(page)).toEqual([]);

    await page.goto(`${base}/fi/ajanvaraus`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Varaa aika');
    expect(await axeFindings(page)).toEqual([]);

    await page.goto(`${base}/fi/ajanvaraus/yksityisasiakas`);
    await expect(page.getByRole('list', { name: 'Vapaat ajat' }).getByRole('link').first()).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
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
