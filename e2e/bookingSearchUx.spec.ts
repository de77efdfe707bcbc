import type { Page } from '@playwright/test';
import { expectNoAxeFindings, scanWithOpen, screens } from './axeScans';
import { expect, test } from './fixtures';
import { pageReady } from './pageReady';

// The search as a first-time patient finds it, on a desktop and a phone: one walk per screen, with
// axe after every step and with every dropdown and popover of the page open before a scan. The
// words of the other languages are the stories' to check.

const day = 24 * 3600 * 1000;

/** Helsinki's date of an instant, `yyyy-mm-dd`. */
const helsinkiDate = (instant: Date) => instant.toLocaleDateString('sv-SE', { timeZone: 'Europe/Helsinki' });

/** The list's way of writing a day: `d.m.yyyy`. */
const shownDate = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number);
  return `${date}.${month}.${year}`;
};

/** The shown date as a pattern that "4.12.2026" does not find in "14.12.2026". */
const shownDatePattern = (iso: string) => new RegExp(`(?<!\\d)${shownDate(iso).replaceAll('.', '\\.')}`);

/**
 * One practitioner's list and a day of it with days of free times before it in its month's
 * calendar: the list, opened from that day, starts at those and must bring this day into view. One
 * practitioner, so that the days before it are a few pages, as a filtered search is.
 */
async function laterDay(page: Page): Promise<{ practitionerId: string; date: string }> {
  const range = {
    startDate: new Date().toISOString(),
    endDate: new Date(Date.now() + 30 * day).toISOString(),
    includeRemote: 'true',
  };
  const search = await page.request.get(`/api/appointments?${new URLSearchParams({ ...range, lang: 'en' })}`);
  const { availableAppointments } = (await search.json()) as {
    availableAppointments: { appointments: { practitionerId: string }[] };
  };
  const practitionerId = availableAppointments.appointments[0]?.practitionerId;
  if (practitionerId === undefined) throw new Error('no free times');
  const params = new URLSearchParams({ ...range, practitionerIds: practitionerId });
  const response = await page.request.get(`/api/appointments/available-appointment-dates?${params}`);
  expect(response.ok()).toBe(true);
  const { dates } = (await response.json()) as { dates: string[] };
  const today = helsinkiDate(new Date());
  // The list's range starts on the Monday on or before the 1st of the day's month, or today.
  const rangeStart = (d: string) => {
    const first = new Date(`${d.slice(0, 8)}01T12:00:00Z`);
    first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
    const monday = first.toISOString().slice(0, 10);
    return [monday, today].sort().at(-1) ?? today;
  };
  const date = dates.find((d) => d > today && dates.filter((e) => e >= rangeStart(d) && e < d).length >= 2);
  if (date === undefined) throw new Error(`no later day with times among ${dates.join(' ')}`);
  return { practitionerId, date };
}

for (const screen of screens) {
  test.describe(`the search on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('a first-time patient reaches the list, reads it by day and opens every popup (en)', async ({
      page,
    }) => {
      await page.goto('/en/booking/private-customer');
      await expect(page.getByRole('heading', { level: 1, name: 'Book as a private customer' })).toBeVisible();

      // One live region says how many came; each row gives the price a private customer pays.
      const list = page.getByRole('list', { name: 'Free appointments' });
      await expect(list.getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /free appointments? shown/ })).toHaveCount(1);
      await expect(list.getByText(/^from €\d+\.\d\d$/).first()).toBeVisible();
      await expectNoAxeFindings(page);

      // Every popup open in turn, each scanned while open.
      for (const field of ['Clinic', 'Specialty', 'Practitioner']) {
        await scanWithOpen(
          page,
          () => page.getByRole('combobox', { name: field }).click(),
          page.getByRole('listbox'),
        );
      }
      await scanWithOpen(
        page,
        () => page.getByRole('button', { name: /Start date/ }).click(),
        page.getByRole('dialog'),
      );

      // The time-of-day tabs: every one on the screen, and the panel no stop of its own: Tab goes from
      // the tabs to the first time's link.
      const evening = page.getByRole('tab', { name: 'Evening 16–21' });
      await evening.scrollIntoViewIfNeeded();
      const box = await evening.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
        screen.viewport.width,
      );
      await page.getByRole('tab', { name: 'All', exact: true }).focus();
      await page.keyboard.press('Tab');
      await expect(list.getByRole('link').first()).toBeFocused();

      // An in-app page change (the shell's logo link): focus moves to the new page's heading, and its
      // title is said.
      await page.getByRole('banner').getByRole('link', { name: 'Aava front page' }).click();
      const title = page.getByRole('heading', { level: 1, name: 'Welcome to Aava' });
      await expect(title).toBeFocused();
      await expect(page.locator('[data-part="page-announcer"]')).toHaveText('Welcome to Aava');
      await expectNoAxeFindings(page);
    });

    test('a chosen day comes into view under its heading; nearby clinics say so (en)', async ({ page }) => {
      await page.goto('/en');
      const { practitionerId, date: chosen } = await laterDay(page);
      await page.goto(
        `/en/booking/private-customer?startDate=${chosen}&practitionerIds=${practitionerId}&includeRemote=true`,
      );
      const list = page.getByRole('list', { name: 'Free appointments' });
      const days = list.getByRole('heading', { level: 3 });
      await expect(days.first()).toBeVisible();

      // Earlier days of its week and month come first; the chosen day's heading is brought to the top.
      const heading = days.filter({ hasText: shownDatePattern(chosen) });
      await expect(heading).toBeInViewport();
      await expect(days.first()).not.toHaveText(shownDatePattern(chosen));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // Each day's times are a list named by its heading.
      await expect(page.getByRole('list', { name: (await heading.textContent()) ?? '' })).toBeVisible();
      await expectNoAxeFindings(page);

      // A clinic in Espoo: the search adds Helsinki's and Vantaa's, and their times say they are nearby.
      await page.goto('/en/booking/private-customer?clinicIds=ESP-TAPIOLA');
      const rows = page.locator('li[data-place]');
      await expect(rows.first()).toBeVisible();
      const places = await rows.evaluateAll((items) =>
        items.map((item) => [item.getAttribute('data-place'), item.textContent?.includes('Nearby clinic')]),
      );
      for (const [place, saysNearby] of places) expect(saysNearby).toBe(place === 'nearbyClinic');
      expect(places.some(([place]) => place === 'nearbyClinic')).toBe(true);
      await expectNoAxeFindings(page);
    });

    test('a day picked a week ahead on the busiest list shows its times at once (en)', async ({ page }) => {
      await page.goto('/en');
      // The whole brand's private list, no filter: many pages a day, so the day's times are read apart.
      const today = helsinkiDate(new Date());
      const params = new URLSearchParams({
        startDate: new Date(Date.now() + 5 * day).toISOString(),
        endDate: new Date(Date.now() + 30 * day).toISOString(),
      });
      const response = await page.request.get(`/api/appointments/available-appointment-dates?${params}`);
      const { dates } = (await response.json()) as { dates: string[] };
      const chosen = dates.find((date) => date > today);
      if (chosen === undefined) throw new Error('no free day a week ahead');
      await page.goto(`/en/booking/private-customer?startDate=${today}`);
      const list = page.getByRole('list', { name: 'Free appointments' });
      await expect(list.getByRole('link').first()).toBeVisible();

      // Picked from the start date's calendar, as a person does.
      await page.getByRole('button', { name: /Start date/ }).click();
      const calendar = page.getByRole('dialog');
      const [year, month, date] = chosen.split('-').map(Number) as [number, number, number];
      const dayName = new Date(Date.UTC(year, month - 1, date, 12)).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      if (chosen.slice(0, 7) !== today.slice(0, 7)) {
        await calendar.getByRole('button', { name: 'Next' }).first().click();
      }
      // Not "14 December" or "24 December" for "4 December": the day number starts the date.
      await calendar.getByRole('button', { name: new RegExp(`(^|\\s)${dayName}`) }).click();

      // Today's times come first, then the way to more of them, then the chosen day at the top.
      const heading = list.getByRole('heading', { level: 3 }).filter({ hasText: shownDatePattern(chosen) });
      await expect(heading).toBeInViewport();
      const times = page.getByRole('list', { name: (await heading.textContent()) ?? '' }).getByRole('link');
      await expect(times.first()).toBeInViewport();
      await expect(list.getByRole('heading', { level: 3 }).first()).not.toHaveText(shownDatePattern(chosen));
      await expect(page.getByRole('button', { name: /^Show more times before / })).toBeVisible();
      await expectNoAxeFindings(page);
    });

    test('links in pages change the page in the app: focus on its heading, its title said (en)', async ({
      page,
    }) => {
      await page.goto('/en/booking');
      await expect(page.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeVisible();
      // The server drew the page; its links are the app's once the scripts have come.
      await pageReady(page);
      // Survives only while the document does: a full load would lose it.
      await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
      const announcer = page.locator('[data-part="page-announcer"]');

      // A card of the landing page to a list.
      await page
        .getByRole('main')
        .getByRole('link', { name: /Private customer/ })
        .click();
      const listTitle = page.getByRole('heading', { level: 1, name: 'Book as a private customer' });
      await expect(listTitle).toBeFocused();
      await expect(announcer).toHaveText('Book as a private customer');
      await expectNoAxeFindings(page);

      // A time of the list to its reservation page.
      await page.getByRole('list', { name: 'Free appointments' }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/en\/anonymous-users\/reserve\/\d+/);
      const reservationTitle = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(reservationTitle).toBeFocused();
      await expect(announcer).toHaveText((await reservationTitle.textContent()) ?? '');
      expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
      await expectNoAxeFindings(page);
    });
  });
}
