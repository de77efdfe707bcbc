import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

// The axe checks of the walks that scan after every step: the same screens and the same reading of a
// finding in each spec. The link walk's audit (axeAudit.ts) keeps its findings for the statement instead.

/** A desktop and a phone, the two screens the booking walks run on. */
export const screens = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/**
 * An axe run over the page itself. By default @axe-core/playwright opens a blank page for every scan
 * to gather the results of cross-origin frames; our pages have no frames, and that page cost about two
 * thirds of each scan (measured: 1.0–1.3 s a scan against 0.4 s).
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** What axe finds on the page, as `rule: element` lines, so that a failure says where; all rules unless `tags`. */
export async function axeFindings(page: Page, tags?: string[]): Promise<string[]> {
  const builder = axeOf(page);
  const { violations } = await (tags ? builder.withTags(tags) : builder).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.html.slice(0, 160)}`));
}

export async function expectNoAxeFindings(page: Page) {
  expect(await axeFindings(page)).toEqual([]);
}

/** Opens a popup of the page, scans the page with it open, and closes it with Escape. */
export async function scanWithOpen(page: Page, open: () => Promise<void>, popup: Locator) {
  await open();
  await expect(popup).toBeVisible();
  await expectNoAxeFindings(page);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
}
