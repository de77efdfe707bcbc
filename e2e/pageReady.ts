import type { Page } from '@playwright/test';

/**
 * Waits until the page shows what it came to show: the app marks `<html data-page-ready>` once the
 * page's code is in, React has taken it over and no read or write of the server is in flight
 * (packages/app/src/router/PageReady.tsx). Unlike waiting for the network to go quiet, it costs
 * nothing after the page is ready.
 */
export async function pageReady(page: Page): Promise<void> {
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
}

/** Opens `address` and waits until the page is ready. */
export async function gotoReady(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await pageReady(page);
}
