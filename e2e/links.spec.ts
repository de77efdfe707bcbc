import type { BrowserContext, Page } from '@playwright/test';
import { type BrandId, brandConfig } from '../packages/domain/src/brand';
import {
  buildPath,
  builtPages,
  isBuilt,
  matchPath,
  type RouteDef,
  routeTable,
} from '../packages/domain/src/routes';
import { type Audience, PageAudit } from './axeAudit';
import { expect, test } from './fixtures';
import { gotoReady, openInApp } from './pageReady';
import { type BrandServer, startChildrenServer } from './servers';
import { signInTo } from './signInAs';

// No dead ends: every link of every built page leads to a built page, in both brands and three
// languages, for a visitor and for Maija. Each page is loaded once per language (a page with an id,
// such as a reservation, once for all its ids), its links are collected and their targets queued.
// Mikko, an occupational customer and a member of the sickness fund, sees menu entries Maija does not:
// each address of his menu is loaded once per language. Maija's walk follows her menu's links with
// every other. Every page shown is scanned with axe once per brand and language, the signed-in walks
// first: this walk is the page half of the accessibility audit (axeAudit.ts).
//
// A tab loads a page from the server once per language and opens the others in the app, as a person
// following links does; a language's words load with the document, so a page of another language is
// loaded anew. Loading each page from the server took 40% longer and found nothing more: how the
// server draws a visitor's page and the app takes it over is prerender.spec.ts's part.

const langs = ['fi', 'sv', 'en'] as const;
const notFoundTitles = ['Sivua ei löytynyt', 'Sidan kunde inte hittas', 'Could not find current page'];

/** Every built page of the brand that has an address without parameters, in every language. */
function startAddresses(brand: BrandId): string[] {
  const pages = brandConfig(brand).pages;
  const plain = builtPages.filter((page) => {
    const route: RouteDef = routeTable[page];
    return pages.includes(page) && Object.values(route.params ?? {}).every((kind) => kind === 'rest');
  });
  return langs.flatMap((lang) => plain.map((page) => buildPath(page as 'front', lang)));
}

/** One visit per page and language; an address that is no page stands for itself. */
function visitKey(pathname: string): string {
  const matched = matchPath(pathname);
  return matched === null ? pathname : `${matched.page}:${matched.lang}`;
}

interface Walk {
  /** Addresses loaded. */
  visited: string[];
  /** Each dead end as `page → link: why`. */
  deadEnds: string[];
}

// Pages loaded at once: part of a load is waiting for the server, not work.
const tabs = 3;

/**
 * Loads every start address and every page linked from a loaded page, once per page and language,
 * in a few tabs of one browser context (one session).
 */
async function walk(
  context: BrowserContext,
  base: string,
  brand: BrandId,
  scan: (page: Page) => Promise<void>,
): Promise<Walk> {
  const origin = new URL(base).origin;
  const queue = startAddresses(brand);
  const seen = new Set(queue.map(visitKey));
  const walked: Walk = { visited: [], deadEnds: [] };
  // A start address may show the not-found page (a list behind a feature flag that is off): only a
  // link to it is a dead end, so the links are kept and judged once every page is loaded.
  const notFound = new Set<string>();
  const links: { from: string; href: string; key: string }[] = [];

  async function visit(page: Page, address: string) {
    // The lists and the reservation pages fetch their data after the first paint: wait for it.
    await open(page, base, address);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading, `${address} shows a heading`).toBeVisible();
    walked.visited.push(address);
    if (notFoundTitles.includes((await heading.textContent())?.trim() ?? '')) {
      notFound.add(visitKey(new URL(address, origin).pathname));
      return;
    }
    await scan(page);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of new Set(hrefs)) {
      if (href === null) continue;
      const target = new URL(href, page.url());
      // Other sites, phone numbers and the server's own routes (identification) are no pages of ours.
      if (target.origin !== origin) continue;
      const first = target.pathname.split('/')[1] ?? '';
      if (!(langs as readonly string[]).includes(first)) continue;
      const matched = matchPath(target.pathname);
      if (matched === null) {
        walked.deadEnds.push(`${address} → ${href}: no page has this address`);
        continue;
      }
      if (!isBuilt(matched.page)) {
        walked.deadEnds.push(`${address} → ${href}: the ${matched.page} page is not built`);
        continue;
      }
      const key = visitKey(target.pathname);
      links.push({ from: address, href, key });
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(target.pathname + target.search);
    }
  }

  await inTabs(context, queue, visit);
  for (const link of links) {
    if (notFound.has(link.key)) walked.deadEnds.push(`${link.from} → ${link.href}: the not-found page`);
  }
  return walked;
}

/** The language of an address of the app: its first segment. */
function langOf(address: string): string {
  return new URL(address, 'http://portal').pathname.split('/')[1] ?? '';
}

/**
 * Shows `address` in `page`: opened in the app when the tab shows a page of the same language
 * already, else loaded from the server.
 */
async function open(page: Page, base: string, address: string) {
  const shown = page.url().startsWith(base) ? langOf(page.url().slice(base.length)) : undefined;
  if (shown === langOf(address)) await openInApp(page, address);
  else await gotoReady(page, `${base}${address}`);
}

/** Takes from `queue` the next address, one in `lang` first: it opens without a load. */
function nextOf(queue: string[], lang: string | undefined): string | undefined {
  const index = lang !== undefined ? queue.findIndex((address) => langOf(address) === lang) : -1;
  return index >= 0 ? queue.splice(index, 1)[0] : queue.shift();
}

/**
 * Visits every address of `queue` in a few tabs of one browser context (one session); a visit may
 * add addresses to the queue. A tab takes the addresses of its language first.
 */
async function inTabs(
  context: BrowserContext,
  queue: string[],
  visit: (page: Page, address: string) => Promise<void>,
) {
  let busy = 0;
  async function tab() {
    const page = await context.newPage();
    let lang: string | undefined;
    for (;;) {
      const next = nextOf(queue, lang);
      if (next === undefined) {
        // Another tab may still find links: wait for it before giving up.
        if (busy === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      busy += 1;
      lang = langOf(next);
      try {
        await visit(page, next);
      } finally {
        busy -= 1;
      }
    }
    await page.close();
  }
  await Promise.all(Array.from({ length: tabs }, tab));
}

const maija = '150385-9024';
// An occupational customer with a team, and a member of the sickness fund.
const mikko = '150385-913F';

async function expectNoDeadEnds(
  context: BrowserContext,
  base: string,
  brand: BrandId,
  audit: PageAudit,
  audience: Audience,
) {
  const walked = await walk(context, base, brand, (page) => audit.scan(page, audience));
  test.info().annotations.push({ type: 'pages loaded', description: String(walked.visited.length) });
  expect(walked.deadEnds).toEqual([]);
  // Every start address was loaded, and links led further: the walk cannot pass by loading nothing.
  expect(walked.visited.length).toBeGreaterThan(startAddresses(brand).length);
  expect(audit.violations()).toEqual([]);
}

/**
 * The addresses of the main menu's links in each language, read on the appointments page: the front
 * page of a person with no events in the brand is the new customer's page, which has no menu.
 */
async function menuAddresses(page: Page, base: string): Promise<string[]> {
  const addresses = new Set<string>();
  for (const lang of langs) {
    await page.goto(`${base}${buildPath('appointments', lang)}`);
    const menu = page.getByRole('navigation', { name: /^(Päävalikko|Huvudmeny|Main menu)$/ });
    await expect(menu.getByRole('link').first()).toBeAttached();
    const hrefs = await menu
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of hrefs) if (href !== null) addresses.add(new URL(href, page.url()).pathname);
  }
  return [...addresses];
}

/**
 * Loads each address of the signed-in person's menu once, in every language, and answers the pages
 * that were shown; an address that shows the not-found page fails the test.
 */
async function followMenu(context: BrowserContext, page: Page, base: string, audit: PageAudit) {
  const addresses = await menuAddresses(page, base);
  const shown: string[] = [];
  const notFound: string[] = [];
  await inTabs(context, [...addresses], async (tab, address) => {
    await open(tab, base, address);
    const heading = tab.getByRole('heading', { level: 1 }).first();
    await expect(heading, `${address} shows a heading`).toBeVisible();
    if (notFoundTitles.includes((await heading.textContent())?.trim() ?? '')) notFound.push(address);
    else await audit.scan(tab, 'signedIn');
    shown.push(matchPath(address)?.page ?? address);
  });
  expect(notFound).toEqual([]);
  expect(audit.violations()).toEqual([]);
  return shown;
}

test.describe('no dead ends in the general brand', () => {
  // Each test loads and scans some hundred pages: minutes on a loaded two-core machine.
  test.setTimeout(900_000);
  const audit = new PageAudit('general');

  test.afterAll(() => {
    audit.write();
  });

  test('Maija follows every link of every built page', async ({ context, page, baseURL }) => {
    await signInTo(page, maija, '/en/appointments', baseURL);
    await expectNoDeadEnds(context, baseURL ?? '', 'general', audit, 'signedIn');
  });

  test('Mikko follows every link of his menu, the occupational and the fund entries too', async ({
    context,
    page,
    baseURL,
  }) => {
    await signInTo(page, mikko, '/en/appointments', baseURL);
    const shown = await followMenu(context, page, baseURL ?? '', audit);
    expect(shown).toEqual(expect.arrayContaining(['occupationalTeam', 'occupationalList', 'sicknessFund']));
  });

  test('a visitor follows every link of every built page', async ({ context, baseURL }) => {
    await expectNoDeadEnds(context, baseURL ?? '', 'general', audit, 'visitor');
  });
});

test.describe('no dead ends in the children brand', () => {
  // Each test loads and scans some hundred pages: minutes on a loaded two-core machine.
  test.setTimeout(900_000);
  let server: BrandServer;
  const audit = new PageAudit('children');

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startChildrenServer();
  });

  test.afterAll(() => {
    server?.stop();
    audit.write();
  });

  test('Maija follows every link of every built page', async ({ context, page }) => {
    await signInTo(page, maija, '/en/appointments', server.base);
    await expectNoDeadEnds(context, server.base, 'children', audit, 'signedIn');
  });

  test('Mikko follows every link of his menu, which has no occupational entries', async ({
    context,
    page,
  }) => {
    await signInTo(page, mikko, '/en/appointments', server.base);
    const shown = await followMenu(context, page, server.base, audit);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).not.toContain('occupationalTeam');
    expect(shown).not.toContain('occupationalList');
  });

  test('a visitor follows every link of every built page', async ({ context }) => {
    await expectNoDeadEnds(context, server.base, 'children', audit, 'visitor');
  });
});
