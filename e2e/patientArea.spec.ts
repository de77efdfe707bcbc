import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { identifyFor } from './signInAs';

// Mikko as a guardian and as an occupational customer at the general brand: he books a time for his
// son Eetu (8), reads Eetu's records and not his own, and opens the occupational vaccination page.
// Each test signs in within its own browser context, so acting for Eetu ends with the test.

const MIKKO = '150385-913F';
const day = 24 * 3600 * 1000;

/** Mikko signs in through the transaction path's 'My child's' and chooses Eetu; then `next` opens. */
async function actForEetu(page: Page, next: string) {
  await page.goto(`/en/transaction-path?next=${encodeURIComponent(next)}`);
  await page.getByRole('link', { name: 'Continue to my child’s matters' }).click();
  await page.getByLabel('Personal identity code').fill(MIKKO);
  await page.getByRole('button', { name: 'Identify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose the child' })).toBeVisible();
  await page.getByRole('button', { name: 'Eetu Virtanen' }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  await expect(page.getByRole('region', { name: 'You are acting on behalf of Eetu Virtanen' })).toBeVisible();
}

/** A free private time from three days on that anyone may book, read as the list pages read it. */
async function privateTime(page: Page, pick: number): Promise<number> {
  const params = new URLSearchParams({
    startDate: new Date(Date.now() + 3 * day).toISOString(),
    endDate: new Date(Date.now() + 40 * day).toISOString(),
    lang: 'en',
  });
  const response = await page.request.get(`/api/appointments?${params}`);
  const answer = (await response.json()) as {
    availableAppointments: { appointments: { id: number; requiresAuthToReserve: boolean }[] };
  };
  const times = answer.availableAppointments.appointments.filter((time) => !time.requiresAuthToReserve);
  const time = times[pick % times.length];
  if (time === undefined) throw new Error('no free private times');
  return time.id;
}

test('Mikko acts for Eetu and books a time for him', async ({ page }) => {
  await page.goto('/en');
  const id = await privateTime(page, 11);

  await actForEetu(page, `/en/reserve/${id}`);

  const futureCount = async () => {
    const answer = await page.request.get('/api/own-appointments?lang=en');
    return ((await answer.json()) as { future: unknown[] }).future.length;
  };
  const before = await futureCount();
  const contact = page.getByRole('region', { name: 'Your contact information' });
  await expect(contact).toContainText('Eetu Virtanen');
  // The clinic has no phone or e-mail of Eetu's: his guardian gives his own before booking.
  await contact.getByRole('button', { name: 'Edit' }).click();
  await contact.getByRole('textbox', { name: 'E-mail' }).fill('mikko.korhonen@example.fi');
  await contact.getByRole('textbox', { name: 'Phone number' }).fill('+358401112233');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact).toContainText('mikko.korhonen@example.fi');
  await page.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment is reserved' })).toBeVisible();

  // The time is Eetu's: one more of his own appointments ahead.
  expect(await futureCount()).toBe(before + 1);
});

test('Mikko, signed in for himself, finds his child’s matters in his user menu', async ({ page }) => {
  await identifyFor(page, MIKKO, '/en/appointments');
  await page.getByRole('button', { name: 'Mikko Korhonen' }).click();
  await page.getByRole('menuitem', { name: 'My child’s matters' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Choose the child' })).toBeVisible();
  await page.getByRole('button', { name: 'Eetu Virtanen' }).click();
  await expect(page.getByRole('region', { name: 'You are acting on behalf of Eetu Virtanen' })).toBeVisible();
  // Acting for Eetu, the menu offers the choice no more: the banner leads back.
  await page.getByRole('button', { name: 'Mikko Korhonen' }).click();
  await expect(page.getByRole('menuitem', { name: 'My information' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My child’s matters' })).toHaveCount(0);
});

test('Mikko reads Eetu’s visits and lab results, not his own', async ({ page }) => {
  await actForEetu(page, '/en/visits');

  await expect(page.getByRole('heading', { level: 1, name: 'Visits' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Liisa Koivisto/ }).first()).toBeVisible();
  await expect(page.getByText('Sanna Heikkilä')).toHaveCount(0);

  await page.goto('/en/laboratory');
  await expect(page.getByRole('heading', { level: 1, name: 'Laboratory' })).toBeVisible();
  await expect(page.getByText(/Ferritiini/).first()).toBeVisible();
  await expect(page.getByText(/Alaniiniaminotransferaasi/)).toHaveCount(0);
});

test('Mikko opens the occupational vaccination page and its influenza search', async ({ page }) => {
  await identifyFor(page, MIKKO, '/en/occupational-vaccination');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Vaccination Appointment Booking' }),
  ).toBeVisible();
  await expect(page.getByText('Select the vaccination')).toBeVisible();
  await page.getByRole('link', { name: 'Influenza Vaccination' }).click();

  await expect(page).toHaveURL(/\/en\/booking\/[^?]+\?specialtyIds=ROKT&specialtyIds=ROKH$/);
});

test('Aino, with no appointment ahead but visits and records, lands on her front page with its menu', async ({
  page,
}) => {
  await identifyFor(page, '010158-936L', '/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Aava, Aino' })).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  // The new-customer page has no menu; her front page's menu leads to her records.
  await expect(page.getByRole('link', { name: 'Vaccinations', exact: true }).first()).toBeVisible();
});

test('a person identified at the bank with no patient record is welcomed as a new customer', async ({
  page,
}) => {
  await identifyFor(page, '010190-950A', '/en/new-customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await page.goto('/en');
  await expect(page).toHaveURL(/\/en\/new-customer$/);
});
