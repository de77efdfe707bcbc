import type { PartnerPermitsAnswer } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentSecrets } from '../config/config';
import { schema } from '../db';
import type { TestBrowser } from '../testing/httpClient';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const maija = '150385-9024';
const aino = '010158-936L';
const bookingPage = '/fi/ajanvaraus/varaa/1234?insurance=true';

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  return browser;
}

function applyPath(redirectTo: string, lang = 'fi') {
  return `/api/insurance/lahitapiola-apply-permit?${new URLSearchParams({ redirectTo, channel: 'w', lang })}`;
}

/** Follows the apply navigation to the sandbox partner page; answers the page and its ticket. */
async function openPartnerPage(browser: TestBrowser, lang = 'fi') {
  const { response, url } = await browser.navigate(applyPath(bookingPage, lang));
  const html = await response.text();
  const ticket = /name="ticket" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { response, url, html, ticket };
}

async function press(browser: TestBrowser, ticket: string, choice: string) {
  return browser.fetch('/sandbox/lahitapiola/permit', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ticket, choice }).toString(),
  });
}

describe('given Maija applying for a permit on the partner site', () => {
  it('should show the sandbox page in Finnish with the four buttons and no script', async () => {
    const browser = await signedIn(maija);
    const { response, url, html } = await openPartnerPage(browser);
    expect(response.status).toBe(200);
    expect(url.pathname).toBe('/sandbox/lahitapiola/permit');
    expect(html).toContain('<html lang="fi">');
    for (const label of ['Salli', 'Kiellä', 'Peruuta', 'Virhe']) expect(html).toContain(`>${label}</button>`);
    expect(html).not.toContain('<script');
  });

  it('should speak Swedish when the booking page does', async () => {
    const browser = await signedIn(maija);
    const { html } = await openPartnerPage(browser, 'sv');
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('>Tillåt</button>');
  });

  it.each([
    ['allow', 'directcompensationallowed'],
    ['deny', 'directcompensationdenied'],
    ['cancel', 'cancel'],
    ['error', 'error'],
  ])('should return %s to the booking page with status %s', async (choice, status) => {
    const browser = await signedIn(maija);
    const { ticket } = await openPartnerPage(browser);
    const response = await press(browser, ticket, choice);
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location') ?? '', server.url);
    expect(back.pathname).toBe('/fi/ajanvaraus/varaa/1234');
    expect(back.searchParams.get('insurance')).toBe('true');
    expect(back.searchParams.get('referrer')).toBe('lahitapiola');
    expect(back.searchParams.get('status')).toBe(status);
  });

  it('should record in the audit log that her identity code went to the partner insurer', async () => {
    const browser = await signedIn(maija);
    const { response } = await openPartnerPage(browser);
    expect(response.status).toBe(200);
    const rows = await server.database.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.actorSsn, maija),
          eq(schema.auditLog.resource, 'insurance.partnerPermitApplication'),
        ),
      );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.at(-1)).toMatchObject({ action: 'create', detail: { insurer: 'lahitapiola' } });
    expect(rows.at(-1)?.subjectPatientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows.at(-1)?.requestId).toBeTruthy();
  });

  it('should not take the same application twice', async () => {
    const browser = await signedIn(maija);
    const { ticket } = await openPartnerPage(browser);
    expect((await press(browser, ticket, 'deny')).status).toBe(303);
    expect((await press(browser, ticket, 'allow')).status).toBe(404);
  });
});

describe('given Aino, without permits, allowing one on the partner site', () => {
  it('should list the granted permit at the next permits call', async () => {
    const browser = await signedIn(aino);
    const permitsPath = '/api/insurance/lahitapiola-direct-compensation-permits/en';
    expect((await browser.json<PartnerPermitsAnswer>(permitsPath)).body.directCompensationPermits).toEqual(
      [],
    );
    const { ticket } = await openPartnerPage(browser);
    await press(browser, ticket, 'allow');
    const { body } = await browser.json<PartnerPermitsAnswer>(permitsPath);
    expect(body.directCompensationPermits).toEqual([
      expect.objectContaining({ symptom: 'Shoulder pain', bodyPart: 'Left shoulder', validTo: '2027-06-30' }),
    ]);
  });
});

describe('GET /api/insurance/lahitapiola-apply-permit', () => {
  it.each([
    'https://evil.example/',
    '//evil.example/fi',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/\\evil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    'fi/ajanvaraus',
  ])('should refuse to return to %s', async (redirectTo) => {
    const browser = await signedIn(maija);
    const { status, body } = await browser.json(applyPath(redirectTo));
    expect(status).toBe(400);
    expect(body).toEqual({ type: 'unsafeRedirect' });
  });

  it('should refuse Onni, who is 17, as an underage customer', async () => {
    const browser = await signedIn('221009A9175');
    const { status, body } = await browser.json(applyPath(bookingPage));
    expect(status).toBe(403);
    expect(body).toEqual({ type: 'underageCustomer' });
  });

  it('should answer 401 without a session', async () => {
    const { status } = await server.browser().json(applyPath(bookingPage));
    expect(status).toBe(401);
  });
});

describe('given an application that names another site to return to', () => {
  it.each(['/.//evil.example', '/%2e%2e//evil.example', '//evil.example'])(
    'should send the browser from the partner page to the front page instead of %j',
    async (redirectTo) => {
      // The gateway protocol, as another caller of the partner insurer might use it.
      const applied = await server.browser().fetch('/sandbox/insurers/lahitapiola/permit-applications', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${developmentSecrets.insurerGatewayToken}`,
        },
        body: JSON.stringify({ person: maija, redirectTo, lang: 'sv' }),
      });
      expect(applied.status).toBe(200);
      const { url } = (await applied.json()) as { url: string };
      const ticket = new URL(url, server.url).searchParams.get('ticket') ?? '';
      const response = await press(server.browser(), ticket, 'allow');
      expect(response.status).toBe(303);
      const back = new URL(response.headers.get('location') ?? '', server.url);
      expect(back.origin).toBe(server.url);
      expect(back.pathname).toBe('/sv');
    },
  );
});

describe('given an unknown application', () => {
  it('should say the application is no longer valid', async () => {
    const response = await server.browser().fetch('/sandbox/lahitapiola/permit?ticket=made-up&lang=en');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This permit application is no longer valid.');
  });
});
