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

/**
 * Opens `address` (a path of the app) in the app already loaded in `page`, as its Back button would:
 * the router draws the page without loading the document again. The entry gets a key of its own in
 * the router's shape of a history entry, so even a page that sends on to the page shown is a new page
 * view; the mark's value names the view, so the wait ends on the new page's mark, not the old one's.
 */
export async function openInApp(page: Page, address: string): Promise<void> {
  const before = await page.locator('html').getAttribute('data-page-ready');
  await page.evaluate((path) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ usr: null, key, idx: index + 1 }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  const fresh = before === null ? '' : `:not([data-page-ready="${before}"])`;
  await page.locator(`html[data-page-ready]${fresh}`).waitFor({ state: 'attached' });
}
