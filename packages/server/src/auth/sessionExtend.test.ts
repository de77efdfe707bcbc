import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../testing/httpClient';
import { startTestServer, type TestServer } from '../testing/testServer';

type SessionBody = {
  session: {
    isSessionValid: boolean;
    csrfToken: string | null;
    sessionExpires: string | null;
    sessionMaxExpires?: string | null;
    personKey?: string | null;
  };
};
type ExtendBody = { type: string; sessionExpires: string; sessionMaxExpires: string };

let server: TestServer;
beforeAll(async () => {
  // Half an hour of idle time, as in production; a two-hour ceiling keeps the walk to it short.
  server = await startTestServer({ SESSION_TTL_SECONDS: '1800', SESSION_MAX_SECONDS: '7200' });
});
afterAll(() => server.close());

const minutes = (n: number) => n * 60_000;
// Demo persons of their own per test, so that the per-person limit of one test does not reach another.
const maija = '150385-9024';
const mikko = '150385-913F';
const jussi = '090699-982V';

/** Signs in and answers the browser, its CSRF token and the moment of sign-in. */
async function signedIn(identityCode: string) {
  const browser = server.browser();
  const signedInAt = server.clock.now.getTime();
  await browser.signIn(identityCode);
  const { body } = await browser.json<SessionBody>('/api/session');
  return { browser, csrfToken: body.session.csrfToken ?? '', signedInAt };
}

async function sessionOf(browser: TestBrowser) {
  const { body } = await browser.json<SessionBody>('/api/session');
  return body.session;
}

const at = (start: number, minutesIn: number) => new Date(start + minutes(minutesIn)).toISOString();

describe('POST /api/session/extend', () => {
  describe('given Maija signed in 25 minutes ago, pressing Continue', () => {
    it('should answer a new end half an hour from now and keep her signed in past the old one', async () => {
      const { browser, csrfToken, signedInAt } = await signedIn(maija);
      server.clock.advance(minutes(25));

      const { status, body } = await browser.json<ExtendBody>(`/api/session/extend?csrfToken=${csrfToken}`, {
        method: 'POST',
      });

      expect(status).toBe(200);
      expect(body).toEqual({
        type: 'success',
        sessionExpires: at(signedInAt, 55),
        sessionMaxExpires: at(signedInAt, 120),
      });
      server.clock.advance(minutes(10));
      expect(await sessionOf(browser)).toMatchObject({
        isSessionValid: true,
        sessionExpires: at(signedInAt, 55),
        sessionMaxExpires: at(signedInAt, 120),
      });
    });
  });

  describe('given a request without the CSRF token', () => {
    it('should refuse it with 403 and leave the end where it was', async () => {
      const { browser, signedInAt } = await signedIn(maija);
      server.clock.advance(minutes(20));

      const { status, body } = await browser.json('/api/session/extend', { method: 'POST' });

      expect(status).toBe(403);
      expect(body).toMatchObject({ type: 'forbidden' });
      expect((await sessionOf(browser)).sessionExpires).toBe(at(signedInAt, 30));
    });
  });

  describe('given nobody signed in', () => {
    it('should answer 401', async () => {
      const { status } = await server.browser().json('/api/session/extend', { method: 'POST' });
      expect(status).toBe(401);
    });
  });

  describe('given Mikko near the ceiling, two hours from sign-in', () => {
    it('should extend only to the ceiling, and end him there however he presses Continue', async () => {
      const { browser, csrfToken, signedInAt } = await signedIn(mikko);
      const extend = () =>
        browser.json<ExtendBody>(`/api/session/extend?csrfToken=${csrfToken}`, { method: 'POST' });
      for (const step of [25, 25, 25, 25]) {
        server.clock.advance(minutes(step));
        expect((await extend()).status).toBe(200);
      }

      server.clock.advance(minutes(15));
      const { body } = await extend();
      expect(body.sessionExpires).toBe(at(signedInAt, 120));
      expect(body.sessionMaxExpires).toBe(at(signedInAt, 120));

      server.clock.advance(minutes(4));
      expect((await extend()).body.sessionExpires).toBe(at(signedInAt, 120));
      server.clock.advance(minutes(1));
      expect((await sessionOf(browser)).isSessionValid).toBe(false);
      expect((await extend()).status).toBe(401);
    });
  });

  describe('given Jussi pressing Continue again and again', () => {
    it('should refuse the eleventh press in a quarter of an hour with 429 and Retry-After', async () => {
      const { browser, csrfToken } = await signedIn(jussi);
      const extend = () => browser.fetch(`/api/session/extend?csrfToken=${csrfToken}`, { method: 'POST' });
      for (let press = 1; press <= 10; press++) expect((await extend()).status).toBe(200);

      const refused = await extend();

      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ type: 'tooManyRequests' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});

describe('activity', () => {
  describe('given Maija reading her data 20 minutes after sign-in', () => {
    it('should end her session half an hour after that read, not at the old end', async () => {
      const { browser, signedInAt } = await signedIn(maija);
      server.clock.advance(minutes(20));

      expect((await browser.fetch('/api/user')).status).toBe(200);

      server.clock.advance(minutes(15));
      expect(await sessionOf(browser)).toMatchObject({
        isSessionValid: true,
        sessionExpires: at(signedInAt, 50),
      });
    });
  });

  describe('given Maija sending a form with its CSRF token', () => {
    it('should move the end on', async () => {
      const { browser, csrfToken, signedInAt } = await signedIn(maija);
      server.clock.advance(minutes(10));

      await browser.json(`/api/user/consent?csrfToken=${csrfToken}`, {
        method: 'POST',
        body: JSON.stringify({}),
      });

      expect((await sessionOf(browser)).sessionExpires).toBe(at(signedInAt, 40));
    });
  });

  describe.each([
    ['a background poll', { 'x-portal-background': 'poll' }],
    ['a request from another site', { 'sec-fetch-site': 'cross-site' }],
  ])('given only %s', (_, headers) => {
    it('should leave the end where it was, and end the session there', async () => {
      const { browser, signedInAt } = await signedIn(maija);
      server.clock.advance(minutes(20));

      expect((await browser.fetch('/api/user', { headers })).status).toBe(200);

      expect((await sessionOf(browser)).sessionExpires).toBe(at(signedInAt, 30));
      server.clock.advance(minutes(10));
      expect((await sessionOf(browser)).isSessionValid).toBe(false);
    });
  });

  describe('given only the session read, the shell asking for the end', () => {
    it('should not move the end', async () => {
      const { browser } = await signedIn(maija);
      server.clock.advance(minutes(20));
      await sessionOf(browser);
      server.clock.advance(minutes(10));
      expect((await sessionOf(browser)).isSessionValid).toBe(false);
    });
  });

  describe('given a change without its CSRF token', () => {
    it('should be refused and not move the end', async () => {
      const { browser, signedInAt } = await signedIn(maija);
      server.clock.advance(minutes(20));

      const { status } = await browser.json('/api/logout', { method: 'POST' });

      expect(status).toBe(403);
      expect((await sessionOf(browser)).sessionExpires).toBe(at(signedInAt, 30));
    });
  });

  describe('given a person active up to the ceiling', () => {
    it('should end the session at the ceiling all the same', async () => {
      const { browser, signedInAt } = await signedIn(mikko);
      for (const step of [25, 25, 25, 25, 15]) {
        server.clock.advance(minutes(step));
        expect((await browser.fetch('/api/user')).status).toBe(200);
      }
      expect((await sessionOf(browser)).sessionExpires).toBe(at(signedInAt, 120));

      server.clock.advance(minutes(4));
      expect((await browser.fetch('/api/user')).status).toBe(200);
      server.clock.advance(minutes(1));
      expect((await sessionOf(browser)).isSessionValid).toBe(false);
    });
  });
});

describe('the person key', () => {
  describe('given Maija signing in twice and Mikko once', () => {
    it('should give her the same key each time, him another, and neither their identity code', async () => {
      const first = await sessionOf((await signedIn(maija)).browser);
      const again = await sessionOf((await signedIn(maija)).browser);
      const his = await sessionOf((await signedIn(mikko)).browser);

      expect(first.personKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(again.personKey).toBe(first.personKey);
      expect(his.personKey).not.toBe(first.personKey);
      expect(first.personKey).not.toContain('150385');
    });
  });

  describe('given nobody signed in', () => {
    it('should give no key', async () => {
      expect((await sessionOf(server.browser())).personKey ?? null).toBeNull();
    });
  });
});
