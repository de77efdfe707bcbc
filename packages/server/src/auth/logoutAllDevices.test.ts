import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import type { TestBrowser } from '../testing/httpClient';
import { startTestServer, type TestServer } from '../testing/testServer';
import { afterSmsFactorChange, hashSessionId } from './sessionStore';

type SessionBody = { session: { isSessionValid: boolean; csrfToken: string | null } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const maija = '150385-9024';
const mikko = '150385-913F';

async function signedIn(identityCode: string) {
  const browser = server.browser();
  await browser.signIn(identityCode);
  const { body } = await browser.json<SessionBody>('/api/session');
  return { browser, csrfToken: body.session.csrfToken ?? '' };
}

async function isValid(browser: TestBrowser) {
  const { body } = await browser.json<SessionBody>('/api/session');
  return body.session.isSessionValid;
}

describe('POST /api/logout-all-devices', () => {
  describe('given Maija is signed in on her phone and her laptop, and Mikko on his', () => {
    it('should end both of her sessions and leave his', async () => {
      const phone = await signedIn(maija);
      const laptop = await signedIn(maija);
      const his = await signedIn(mikko);

      const { status, body } = await laptop.browser.json(
        `/api/logout-all-devices?csrfToken=${laptop.csrfToken}`,
        { method: 'POST' },
      );

      expect(status).toBe(200);
      expect(body).toEqual({ type: 'success' });
      expect(laptop.browser.cookies.has('portal_session')).toBe(false);
      expect(await isValid(phone.browser)).toBe(false);
      expect(await isValid(his.browser)).toBe(true);
    });

    it('should record one sign-out of all devices in the audit log', async () => {
      const first = await signedIn(maija);
      await signedIn(maija);
      await first.browser.json(`/api/logout-all-devices?csrfToken=${first.csrfToken}`, { method: 'POST' });
      const rows = await server.database.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.actorSsn, maija), eq(schema.auditLog.action, 'signOut')));
      expect(rows.at(-1)?.detail).toEqual({ allDevices: true, otherSessions: 1 });
    });
  });

  describe('given a call without the session’s CSRF token', () => {
    it('should answer 403 and end nothing', async () => {
      const phone = await signedIn(maija);
      const laptop = await signedIn(maija);
      const { status } = await laptop.browser.json('/api/logout-all-devices', { method: 'POST' });
      expect(status).toBe(403);
      expect(await isValid(phone.browser)).toBe(true);
      expect(await isValid(laptop.browser)).toBe(true);
    });
  });

  describe('given nobody signed in', () => {
    it('should answer 401', async () => {
      const { status } = await server.browser().json('/api/logout-all-devices', { method: 'POST' });
      expect(status).toBe(401);
    });
  });
});

describe('afterSmsFactorChange', () => {
  describe('given Maija changes her SMS factor on her laptop while signed in on her phone too', () => {
    it('should end the phone’s session and keep the laptop’s', async () => {
      const phone = await signedIn(maija);
      const laptop = await signedIn(maija);
      const his = await signedIn(mikko);
      const laptopHash = hashSessionId(laptop.browser.cookies.get('portal_session') ?? '');

      const ended = await server.database.db.transaction((tx) =>
        afterSmsFactorChange(tx, { personSsn: maija, sessionIdHash: laptopHash }),
      );

      expect(ended).toBeGreaterThanOrEqual(1);
      expect(await isValid(phone.browser)).toBe(false);
      expect(await isValid(laptop.browser)).toBe(true);
      expect(await isValid(his.browser)).toBe(true);
    });
  });
});
