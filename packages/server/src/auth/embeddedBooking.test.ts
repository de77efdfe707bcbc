import type { SessionAnswer } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import type { TestBrowser } from '../testing/httpClient';
import { startTestServer, type TestServer } from '../testing/testServer';

// The mobile app opens the booking embedded in its own view by starting the sign-in with
// `sessionScope=inAppBooking`; the session's answer then carries the scope, which the shell reads.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function sessionAnswerOf(browser: TestBrowser): Promise<SessionAnswer> {
  const { status, body } = await browser.json<SessionAnswer>('/api/session');
  expect(status).toBe(200);
  return body;
}

describe('the embedded booking’s entry, GET /oauth/authenticate?sessionScope=inAppBooking', () => {
  describe('given Ella signs in through the mobile app’s entry', () => {
    it('should land on the page asked for, in a session of the inAppBooking scope', async () => {
      const browser = server.browser();
      const { url } = await browser.signIn('031111A969W', {
        lang: 'en',
        next: '/en/booking/private-customer',
        sessionScope: 'inAppBooking',
      });
      expect(url.pathname).toBe('/en/booking/private-customer');
      expect((await sessionAnswerOf(browser)).session).toMatchObject({
        isSessionValid: true,
        sessionScope: 'inAppBooking',
      });
    });

    it('should start at the booking’s first page when the app names no page', async () => {
      const { url } = await server
        .browser()
        .signIn('031111A969W', { lang: 'sv', next: null, sessionScope: 'inAppBooking' });
      expect(url.pathname).toBe('/sv/tidsbokning');
    });

    it('should start a web portal’s sign-in that names no page at the front page', async () => {
      const { url } = await server.browser().signIn('031111A969W', { lang: 'sv', next: null });
      expect(url.pathname).toBe('/sv');
    });

    it('should answer the same session as the web portal’s but for the scope: it grants nothing', async () => {
      const embedded = server.browser();
      await embedded.signIn('031111A969W', { sessionScope: 'inAppBooking' });
      const web = server.browser();
      await web.signIn('031111A969W');
      const strip = ({ session, ...rest }: SessionAnswer) => {
        const { csrfToken: _token, sessionExpires: _expires, sessionScope, ...same } = session;
        return { sessionScope, same, rest };
      };
      const [inApp, portal] = [strip(await sessionAnswerOf(embedded)), strip(await sessionAnswerOf(web))];
      expect(inApp.sessionScope).toBe('inAppBooking');
      expect(portal.sessionScope).toBe('default');
      expect(inApp.same).toEqual(portal.same);
      expect(inApp.rest).toEqual(portal.rest);
    });

    it('should record in the audit log that the sign-in was the embedded booking’s', async () => {
      await server.browser().signIn('031111A969W', { sessionScope: 'inAppBooking' });
      const rows = await server.database.db
        .select({ detail: schema.auditLog.detail })
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.actorSsn, '031111A969W'), eq(schema.auditLog.action, 'signIn')));
      expect(rows.map((row) => row.detail)).toContainEqual({ sessionScope: 'inAppBooking' });
    });
  });

  describe('given Sari, who has SMS login on, signs in through the entry', () => {
    it('should keep the scope past the SMS code', async () => {
      const browser = server.browser();
      const { url } = await browser.signIn('300870-993W', {
        lang: 'fi',
        next: '/fi/ajanvaraus',
        sessionScope: 'inAppBooking',
      });
      expect(url.pathname).toBe('/fi/tunnistautuminen');
      const owed = await sessionAnswerOf(browser);
      expect(owed.session).toMatchObject({ mfaPending: true, sessionScope: 'inAppBooking' });

      const { body: outbox } = await browser.json<{ messages: { recipient: string; body: string }[] }>(
        '/dev/outbox.json',
      );
      const sms = outbox.messages.find((message) => message.recipient === '+358401234567');
      const code = /\b(\d{4})\b/.exec(sms?.body ?? '')?.[1] ?? '';
      const pin = await browser.json(`/api/pin?csrfToken=${owed.session.csrfToken}`, {
        method: 'POST',
        body: JSON.stringify({ pin: code }),
      });
      expect(pin.body).toMatchObject({ mfaResponse: 'mfa-ok' });
      expect((await sessionAnswerOf(browser)).session).toMatchObject({
        isSessionValid: true,
        sessionScope: 'inAppBooking',
      });
    });
  });

  describe('given the web portal’s own sign-in, with no scope or the default one', () => {
    it.each([undefined, 'default'])('should answer the default scope for %j', async (sessionScope) => {
      const browser = server.browser();
      const { url } = await browser.signIn('031111A969W', { lang: 'en', next: '/en', sessionScope });
      expect(url.pathname).toBe('/en');
      expect((await sessionAnswerOf(browser)).session).toMatchObject({
        isSessionValid: true,
        sessionScope: 'default',
      });
    });
  });

  describe('given a scope the portal does not know', () => {
    it.each([
      ['an unknown name', 'sessionScope=admin'],
      ['another spelling', 'sessionScope=inappbooking'],
      ['an empty value', 'sessionScope='],
      ['a repeated parameter', 'sessionScope=inAppBooking&sessionScope=default'],
    ])('should refuse %s with 400 and not start the identification', async (_name, scope) => {
      const browser = server.browser();
      const response = await browser.fetch(`/oauth/authenticate?lang=fi&next=%2Ffi&${scope}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.json()).toMatchObject({
        type: 'ValidationError',
        details: [{ path: 'sessionScope' }],
      });
      expect(browser.cookies.has('portal_oidc')).toBe(false);
    });
  });
});
