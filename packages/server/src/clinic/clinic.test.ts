import { threadsDocument, unreadCountDocument } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import type { TestBrowser } from '../testing/httpClient';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MAIJA = '150385-9024';
type Answer = { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] };

/** Signs in on the provider's page with a staff test identity's button, like a person would. */
async function staffSignIn(browser: TestBrowser, subject: string) {
  const { response, url } = await browser.navigate('/clinic/oauth/authenticate?lang=en');
  const page = await response.text();
  const action = /<form method="post" action="([^"]+\/staff)"/.exec(page)?.[1];
  if (!action) throw new Error(`No staff sign-in on ${url.href}`);
  return browser.navigate(new URL(action.replaceAll('&amp;', '&'), url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ subject }).toString(),
  });
}

async function staffGql(browser: TestBrowser, csrfToken: string, query: string, variables = {}) {
  return browser.json<Answer>('/api/clinic/messaging', {
    method: 'POST',
    headers: { 'x-csrf-token': csrfToken },
    body: JSON.stringify({ query, variables }),
  });
}

describe('the clinic workspace', () => {
  describe('given a nurse signing in with her staff identity', () => {
    it('should land in the workspace with a staff session and work the unassigned queue', async () => {
      const browser = server.browser();
      const { url } = await staffSignIn(browser, 'staff-nurse-helena');
      expect(url.pathname).toBe('/clinic/en');
      expect(browser.cookies.has('portal_staff_session')).toBe(true);
      expect(browser.cookies.has('portal_session')).toBe(false);

      const session = await browser.json<{ staff: { firstName: string; role: string }; csrfToken: string }>(
        '/api/clinic/session',
      );
      expect(session.status).toBe(200);
      expect(session.body.staff).toMatchObject({ firstName: 'Helena', role: 'nurse' });

      const queue = await staffGql(browser, session.body.csrfToken, threadsDocument, {
        category: 'unassigned',
      });
      expect(queue.status).toBe(200);
      expect(queue.body.errors).toBeUndefined();
      expect(queue.body.data?.threads.totalCount).toBeGreaterThanOrEqual(0);

      // A patient's session is not one: the same browser has none for the portal's API.
      expect((await browser.json('/api/session')).body).toMatchObject({ session: { isSessionValid: false } });

      const audit = await server.database.db.select().from(schema.auditLog);
      expect(
        audit.some((row) => row.actorSsn === 'staff:staff-nurse-helena' && row.action === 'signIn'),
      ).toBe(true);
    });

    it('should refuse a change without the staff session’s token and end the session on sign-out', async () => {
      const browser = server.browser();
      await staffSignIn(browser, 'staff-doctor-antti');
      const { body } = await browser.json<{ csrfToken: string }>('/api/clinic/session');
      expect((await staffGql(browser, 'wrong-token', unreadCountDocument)).status).toBe(403);
      const out = await browser.json('/api/clinic/logout', {
        method: 'POST',
        headers: { 'x-csrf-token': body.csrfToken },
      });
      expect(out.status).toBe(200);
      expect((await browser.json('/api/clinic/session')).status).toBe(401);
    });
  });

  describe('given a patient', () => {
    it('should never reach the workspace with the patient’s session', async () => {
      const browser = server.browser();
      await browser.signIn(MAIJA);
      const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
      expect((await browser.json('/api/clinic/session')).status).toBe(401);
      const asPatient = await staffGql(browser, body.session.csrfToken, threadsDocument, {
        category: 'unassigned',
      });
      expect(asPatient.status).toBe(401);
      // Even a patient's cookie value put in the staff cookie's place is no staff session.
      browser.cookies.set('portal_staff_session', browser.cookies.get('portal_session') ?? '');
      expect((await browser.json('/api/clinic/session')).status).toBe(401);
    });

    it('should be refused as not staff when identifying with an identity code at the workspace', async () => {
      const browser = server.browser();
      const { response, url } = await browser.navigate('/clinic/oauth/authenticate?lang=fi');
      const action = /<form method="post" action="([^"]+\/login)"/.exec(await response.text())?.[1] ?? '';
      const landed = await browser.navigate(new URL(action.replaceAll('&amp;', '&'), url).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ identityCode: MAIJA }).toString(),
      });
      expect(`${landed.url.pathname}${landed.url.search}`).toBe('/clinic/fi?error=notStaff');
      expect(browser.cookies.has('portal_staff_session')).toBe(false);
    });

    it('should not sign a staff identity in to the patient portal', async () => {
      const browser = server.browser();
      const { response, url } = await browser.navigate('/oauth/authenticate?lang=fi&next=/fi');
      const action = /<form method="post" action="([^"]+\/staff)"/.exec(await response.text())?.[1] ?? '';
      const landed = await browser.navigate(new URL(action.replaceAll('&amp;', '&'), url).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ subject: 'staff-nurse-helena' }).toString(),
      });
      expect(landed.url.searchParams.get('error')).toBe('unknown');
      expect(browser.cookies.has('portal_session')).toBe(false);
    });
  });
});
