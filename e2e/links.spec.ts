import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type BrandId, brandConfig } from '../packages/domain/src/brand';
import {
  buildPath,
  builtPages,
  isBuilt,
  matchPath,
  type RouteDef,
  routeTable,
} from '../packages/domain/src/routes';
import { type BrandServer, startChildrenServer } from './servers';

// No dead ends: every link of every built page leads to a built page, in both brands and three
// languages, for a visitor and for Maija. Each page is loaded once per language (a page with an id,
// such as a reservation, once for all its ids), its links are collected and their targets queued.

const langs = ['fi', 'sv', 'en'] as const;
const notFoundTitles = ['Sivua ei löytynyt', 'Sidan kunde inte hittas', 'Could not find current page'];
const strongAuth = /bank credentials|pankkitunnuksilla|bankkoder/;

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

// Pages loaded at once: most of a load is waiting for the network to go quiet, not work.
const tabs = 3;

/**
 * Loads every start address and every page linked from a loaded page, once per page and language,
 * in a few tabs of one browser context (one session).
 */
async function walk(context: BrowserContext, base: string, brand: BrandId): Promise<Walk> {
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
    await page.goto(`${base}${address}`, { waitUntil: 'networkidle' });
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading, `${address} shows a heading`).toBeVisible();
    walked.visited.push(address);
    if (notFoundTitles.includes((await heading.textContent())?.trim() ?? '')) {
      notFound.add(visitKey(new URL(address, origin).pathname));
      return;
    }
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

  let busy = 0;
  async function tab() {
    const page = await context.newPage();
    for (;;) {
      const next = queue.shift();
      if (next === undefined) {
        // Another tab may still find links: wait for it before giving up.
        if (busy === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      busy += 1;
      try {
        await visit(page, next);
      } finally {
        busy -= 1;
      }
    }
    await page.close();
  }
  await Promise.all(Array.from({ length: tabs }, tab));
  for (const link of links) {
    if (notFound.has(link.key)) walked.deadEnds.push(`${link.from} → ${link.href}: the not-found page`);
  }
  return walked;
}

/** Signs Maija in through the development identity provider. */
async function signIn(page: Page, base: string) {
  await page.goto(`${base}/en/login`);
  await page.getByRole('link', { name: strongAuth }).first().click();
  await page.getByLabel('Personal identity code').fill('150385-9024');
  await page.getByRole('button', { name: 'Identify' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome to .*, Maija/);
}

async function expectNoDeadEnds(context: BrowserContext, base: string, brand: BrandId) {
  const walked = await walk(context, base, brand);
  test.info().annotations.push({ type: 'pages loaded', description: String(walked.visited.length) });
  expect(walked.deadEnds).toEqual([]);
  // Every start address was loaded, and links led further: the walk cannot pass by loading nothing.
  expect(walked.visited.length).toBeGreaterThan(startAddresses(brand).length);
}

test.describe('no dead ends in the general brand', () => {
  test.setTimeout(300_000);

  test('a visitor follows every link of every built page', async ({ context, baseURL }) => {
    await expectNoDeadEnds(context, baseURL ?? '', 'general');
  });

  test('Maija follows every link of every built page', async ({ context, page, baseURL }) => {
    await signIn(page, baseURL ?? '');
    await expectNoDeadEnds(context, baseURL ?? '', 'general');
  });
});

test.describe('no dead ends in the children brand', () => {
  test.setTimeout(300_000);
  let server: BrandServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startChildrenServer();
  });

  test.afterAll(() => {
    server?.stop();
  });

  test('a visitor follows every link of every built page', async ({ context }) => {
    await expectNoDeadEnds(context, server.base, 'children');
  });

  test('Maija follows every link of every built page', async ({ context, page }) => {
    await signIn(page, server.base);
    await expectNoDeadEnds(context, server.base, 'children');
  });
});
