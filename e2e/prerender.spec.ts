import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageReady } from './pageReady';
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
  // The tab and a link preview name the page before any script has run.
  expect(html).toMatch(new RegExp(`<title>${heading} – [^<]+</title>`));

  const errors = collectErrors(page);
  await page.goto(`${base}${address}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${heading} – `));
  await pageReady(page);
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

  test('a list page is drawn with its first times and taken over', async ({ page }) => {
    const address = '/sv/tidsbokning/privat-kund';
    const html = await (await page.request.get(address)).text();
    // The reads the server drew the list with travel in the page; its first time is in the HTML.
    const handedOver = /<script type="application\/json" id="portal-queries">(.*?)<\/script>/.exec(html)?.[1];
    const queries = JSON.parse(handedOver ?? '{"queries":[]}') as {
      queries: { queryKey: unknown[]; state: { data: unknown } }[];
    };
    const list = queries.queries.find((query) => query.queryKey[1] === 'appointments');
    const first = (list?.state.data as { pages: { practitioner: { name: string } }[][] } | undefined)
      ?.pages[0]?.[0];
    if (first === undefined) throw new Error('the list page was drawn without its first times');
    // The drawn page (after the data blocks in the head) shows it, and the list is no skeleton. The
    // filter alone is its inert stand-in until the app has taken the page over: typing into a field
    // drawn before would be lost.
    const drawn = html.slice(html.indexOf('<div id="root">'));
    expect(drawn).toContain(first.practitioner.name);
    expect(drawn).toContain('data-state="results"');
    expect(drawn.match(/data-state="loading"/g)).toHaveLength(1);

    // The calendar's free days of the month travel too: taking the page over asks the API nothing,
    // so the phone does not draw the whole list a second time when an answer arrives.
    expect(queries.queries.some((query) => query.queryKey[1] === 'availableDates')).toBe(true);
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) calls.push(path);
    });
    await expectDrawnAndHydrated(page, '', address, 'Boka tid som privatkund', first.practitioner.name);
    expect(calls).toEqual([]);
    // Nor does it add a style to the page (react-aria's rule for pressable parts is in the HTML): a new
    // style has the browser restyle and lay out the whole drawn page again.
    const drawnStyles = html.match(/<style[\s>]/g)?.length ?? 0;
    expect(drawnStyles).toBeGreaterThan(0);
    expect(await page.locator('style').count()).toBe(drawnStyles);
    await expect(page.getByText(first.practitioner.name).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Boka/ }).first()).toBeVisible();
  });

  test('the reservation page is drawn with the time, the anonymous form with its words', async ({ page }) => {
    const id = await freeTimeId(page.request, '');
    const answer = (await (await page.request.get(`/api/appointments/${id}?lang=en`)).json()) as {
      appointment: { practitioner: { name: string } };
    };
    // The time's practitioner is in the HTML: the server read the time and drew it, no skeleton.
    const practitioner = answer.appointment.practitioner.name;
    await expectDrawnAndHydrated(page, '', `/en/reserve/${id}`, 'Reserve an appointment', practitioner);
    expect(await (await page.request.get(`/en/reserve/${id}`)).text()).not.toContain('data-state="loading"');
    await expect(page.getByText(practitioner).first()).toBeVisible();
    // The form without logging in is drawn with the time and the form's words, its fields' place held:
    // typing into fields drawn before the app has taken the page over would be lost.
    const anonymous = `/fi/kirjautumattomat-kayttajat/varaa/${id}`;
    await expectDrawnAndHydrated(page, '', anonymous, 'Varaa aika', 'data-state="anonymousFormPending"');
    const html = await (await page.request.get(anonymous)).text();
    expect(html).toContain(practitioner);
    expect(html).toContain('Täytä tietosi varataksesi ajan.');
    expect(html).not.toContain('<input');
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

    // The time is no longer free, so the server draws the page's skeleton; only the tab knows the
    // reservation, and shows its confirmation.
    const errors = collectErrors(page);
    await page.reload();
    await expect(reserved).toBeVisible();
    await pageReady(page);
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
