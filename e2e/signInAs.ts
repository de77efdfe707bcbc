import { expect, type Page } from '@playwright/test';

/** The address as a pattern that the page's address must end with. */
function endingWith(path: string): RegExp {
  return new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** The sandbox identity provider's form, in the sign-in's language: the identity code, then Identify. */
export async function identify(page: Page, identityCode: string) {
  await page.getByLabel(/^(Personal identity code|Henkilötunnus|Personbeteckning)$/).fill(identityCode);
  await page.getByRole('button', { name: /^(Identify|Tunnistaudu|Identifiera)$/ }).click();
}

/**
 * Signs in as a patient does: the English login page with `next`, its bank-ID link, the sandbox
 * identity provider; then waits until the page at `path` is open. `base` is another brand's server.
 */
export async function signInTo(page: Page, identityCode: string, path: string, base = '') {
  await page.goto(`${base}/en/login?next=${encodeURIComponent(path)}`);
  await page.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' }).click();
  await identify(page, identityCode);
  await expect(page).toHaveURL(endingWith(path));
}

/** Signs in straight at the identity provider, as the booking pages' log-in buttons send people. */
export async function identifyFor(page: Page, identityCode: string, next: string) {
  await page.goto(`/oauth/authenticate?lang=en&next=${encodeURIComponent(next)}`);
  await identify(page, identityCode);
  await expect(page).toHaveURL(endingWith(next));
}

/**
 * Opens the booking embedded in the mobile app as the app does: the sign-in start with
 * `sessionScope=inAppBooking`, in the language of `next`, then the sandbox identity provider.
 */
export async function identifyInApp(page: Page, identityCode: string, next: string) {
  const lang = next.split('/')[1] ?? 'fi';
  const query = new URLSearchParams({ lang, sessionScope: 'inAppBooking', next });
  await page.goto(`/oauth/authenticate?${query}`);
  await identify(page, identityCode);
  await expect(page).toHaveURL(endingWith(next));
}
