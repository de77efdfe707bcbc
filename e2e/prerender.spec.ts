import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type BrandServer, startChildrenServer } from './servers';

// The public booking pages come drawn in the HTML for a visitor without a session, and the app takes
// that HTML over (hydration) without redrawing it: React reports any difference between the two as
// an uncaught error, which fails these tests.

const day = 24 * 3600 * 1000;

/** A free time anyone may reserve without signing in; `pick` chooses among them. */
async function freeTimeId(request: APIRequestContext, base: string, pick = 0): Promise<number> {
  const params = new URLSearchParams({
    startDate: new Date(Date.now() + 3 * day).toISOString(),
    endDate: new Date(Date.now() + 40 * day).toISOString(),
    lang: 'fi',
  });
  const response = await request.get(`${base}/api/appointments?${params}`);
  const answer = (await response.json()) as {
    availableAppointments: { appointments: { id: number; requiresAuthToReserve: boolean }[] };
  };
  const time = answer.availableAppointments.appointments.filter((each) => !each.requiresAuthToReserve)[pick];
  if (time === undefined) throw new Error('no free time to reserve without signing in');
  return time.id;
}

/** The page's errors and console errors from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Opens `address` as a visitor and checks it was drawn by the server (its HTML holds `drawn`) and
 * then taken over by the app, which shows `heading`.
 */
async function expectDrawnAndHydrated(
  page: Page,
  base: string,
  address: string,
  heading: string,
  drawn?: string,
) {
  const html = await (await page.request.get(`${base}${address}`)).text();
  expect(html).toContain('id="portal-session"');
  expect(html).toContain(drawn ?? `>${heading}</h1>`);

  const errors = collectErrors(page);
  await page.goto(`${base}${address}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // The document's title is set by the app once it runs: the page has been taken over.
  await expect(page).toHaveTitle(new RegExp(`^${heading} – `));
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
}

test.describe('public pages drawn on the server', () => {
  test('the booking landing is drawn and taken over without a difference', async ({ page }) => {
    await expectDrawnAndHydrated(page, '', '/fi/ajanvaraus', 'Varaa aika');
    await page.getByRole('link', { name: 'Yksityisasiakas' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Varaa aika yksityisasiakkaana' }),
    ).toBeVisible();
  });

  test('a list page is drawn as its skeleton and then lists free times', async ({ page }) => {
    await expectDrawnAndHydrated(page, '', '/sv/tidsbokning/privat-kund', 'Boka tid som privatkund');
    await expect(page.getByRole('link', { name: /Boka/ }).first()).toBeVisible();
  });

  test('the reservation pages are drawn and then show the time', async ({ page }) => {
    const id = await freeTimeId(page.request, '');
    const skeleton = 'data-state="loading"';
    await expectDrawnAndHydrated(page, '', `/en/reserve/${id}`, 'Reserve an appointment', skeleton);
    await expectDrawnAndHydrated(
      page,
      '',
      `/fi/kirjautumattomat-kayttajat/varaa/${id}`,
      'Varaa aika',
      skeleton,
    );
    await expect(page.getByRole('textbox', { name: 'Henkilötunnus' })).toBeVisible();
  });

  test('a reload after reserving takes the drawn page over and shows the confirmation', async ({ page }) => {
    const id = await freeTimeId(page.request, '', 7);
    await page.goto(`/en/anonymous-users/reserve/${id}`);
    await page.getByRole('textbox', { name: 'Personal identity code' }).fill('150385-9024');
    await page.getByRole('textbox', { name: 'First name' }).fill('Maija');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Virtanen');
    await page.getByRole('textbox', { name: 'Mobile phone' }).fill('040 123 4567');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('maija.virtanen@example.fi');
    await page.getByText('I accept the booking terms', { exact: true }).click();
    await page.getByRole('button', { name: 'Reserve the appointment' }).click();
    const reserved = page.getByRole('heading', { level: 1, name: 'Your appointment is reserved' });
    await expect(reserved).toBeVisible();

    // The server draws the page's skeleton; only the tab knows the reservation.
    const errors = collectErrors(page);
    await page.reload();
    await expect(reserved).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('a request with a session gets the page the browser draws', async ({ page }) => {
    const response = await page.request.get('/fi/ajanvaraus', {
      headers: { cookie: 'portal_session=not-a-session' },
    });
    const html = await response.text();
    expect(html).not.toContain('id="portal-session"');
    expect(html).toContain('<div id="root"></div>');
  });

  test.describe('in the children brand', () => {
    let server: BrandServer;
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      server = await startChildrenServer();
    });
    test.afterAll(() => server?.stop());

    test('the booking landing and a list page are drawn and taken over', async ({ page }) => {
      await expectDrawnAndHydrated(page, server.base, '/fi/ajanvaraus', 'Varaa aika');
      await expectDrawnAndHydrated(
        page,
        server.base,
        '/fi/ajanvaraus/yksityisasiakas',
        'Varaa aika yksityisasiakkaana',
      );
    });
  });
});
