import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Signs in through the development identity provider and comes back to `next`. */
async function signIn(page: Page, identityCode: string, next: string) {
  await page.goto(`/en/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' }).click();
  await page.getByLabel('Personal identity code').fill(identityCode);
  await page.getByRole('button', { name: 'Identify' }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replaceAll('/', '\\/')}`));
}

const times = (page: Page) => page.getByRole('list', { name: 'Free appointments' }).getByRole('link');

test.describe('appointment search', () => {
  test('an anonymous visitor filters the private list, reloads it and reaches a time', async ({ page }) => {
    await page.goto('/en/booking/private-customer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book as a private customer');
    await expect(times(page).first()).toBeVisible();

    // The box is drawn over the hidden input; a person clicks its words.
    await page.getByText('Include remote appointments').click();
    await expect(page).toHaveURL(/includeRemote=true/);
    await page.getByRole('tab', { name: 'Afternoon 12–16' }).click();
    await expect(page).toHaveURL(/time=afternoon/);
    const filtered = new URL(page.url());
    await expect(times(page).first()).toBeVisible();

    await page.reload();
    expect(new URL(page.url()).search).toBe(filtered.search);
    await expect(page.getByRole('tab', { name: 'Afternoon 12–16' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('checkbox', { name: 'Include remote appointments' })).toBeChecked();

    const first = times(page).first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/en\/anonymous-users\/reserve\/\d+\?from=/);
    expect(decodeURIComponent(href?.split('from=')[1] ?? '')).toBe(filtered.pathname + filtered.search);
    await first.click();
    await expect(page).toHaveURL(/\/en\/anonymous-users\/reserve\/\d+\?from=/);
  });

  test('a visitor picks two clinics and the address keeps both after a reload', async ({ page }) => {
    await page.goto('/en/booking/private-customer');
    const clinic = page.getByRole('combobox', { name: 'Clinic' });
    await clinic.fill('Kamppi');
    await page
      .getByRole('option', { name: /Kamppi/ })
      .first()
      .click();
    await clinic.fill('Tapiola');
    await page
      .getByRole('option', { name: /Tapiola/ })
      .first()
      .click();
    await page.keyboard.press('Escape');

    await expect(page).toHaveURL(/clinicIds=HKI-KAMPPI&clinicIds=ESP-TAPIOLA/);
    const chosen = page.getByRole('grid', { name: 'Clinic' }).getByRole('row');
    await expect(chosen).toHaveText([/Kamppi/, /Tapiola/]);

    await page.reload();
    await expect(page).toHaveURL(/clinicIds=HKI-KAMPPI&clinicIds=ESP-TAPIOLA/);
    await expect(chosen).toHaveText([/Kamppi/, /Tapiola/]);
    await expect(times(page).first()).toBeVisible();
  });

  test('Aino signs in and her kela65 list has the specialty fixed', async ({ page }) => {
    await signIn(page, '010158-936L', '/en/booking/kela65');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Kela doctor visit for over 65s');
    await expect(page.getByRole('combobox', { name: 'Specialty' })).toBeDisabled();
    await expect(page.getByRole('grid', { name: 'Specialty' })).toContainText(
      'Kela doctor visit for over 65s',
    );
    await expect(times(page).first()).toHaveAttribute('href', /^\/en\/reserve\/\d+\?kela65=true&from=/);
  });

  test('Jussi, without online booking in his contract, sees the phone number', async ({ page }) => {
    await signIn(page, '090699-982V', '/en/booking/occupational-healthcare');
    await expect(page.getByText('Online booking is not included in your agreement')).toBeVisible();
    await expect(page.getByText(/Call our customer service to book: 0303 0303/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call 0303 0303' }).first()).toHaveAttribute(
      'href',
      'tel:+3583030303',
    );
  });

  test('Mikko sees occupational times', async ({ page }) => {
    await signIn(page, '150385-913F', '/en/booking/occupational-healthcare');
    await expect(times(page).first()).toHaveAttribute(
      'href',
      /^\/en\/reserve\/\d+\/occupational-healthcare\?from=/,
    );
  });
});
