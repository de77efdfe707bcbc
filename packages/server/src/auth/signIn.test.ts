import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import { startTestServer, type TestServer } from '../testing/testServer';

type SessionBody = {
  type: string;
  session: {
    isSessionValid: boolean;
    csrfToken: string | null;
    sessionExpires: string | null;
    mfaPending: boolean;
  };
  user: { firstName: string; lastName: string } | null;
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('strong sign-in through the development identity provider', () => {
  describe('given Maija signs in with her identity code', () => {
    it('should land on the requested page with a session that knows her name', async () => {
      const browser = server.browser();
      const { url } = await browser.signIn('150385-9024', { lang: 'en', next: '/en/appointments' });
      expect(url.pathname).toBe('/en/appointments');

      const { status, body } = await browser.json<SessionBody>('/api/session');
      expect(status).toBe(200);
      expect(body.session.isSessionValid).toBe(true);
      expect(body.session.csrfToken).toMatch(/^[\w-]{40,}$/);
      expect(Date.parse(body.session.sessionExpires ?? '')).toBeGreaterThan(server.clock.now.getTime());
      expect(body.user).toEqual({ firstName: 'Maija', lastName: 'Virtanen' });
    });

    it('should record the sign-in and the read of her name in the audit log', async () => {
      const browser = server.browser();
      await browser.signIn('150385-9024');
      await browser.json('/api/session');
      const rows = await server.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.actorSsn, '150385-9024'));
      const actions = rows.map((row) => `${row.action}:${row.resource}`);
      expect(actions).toContain('signIn:session');
      expect(actions).toContain('read:patient.name');
      const read = rows.find((row) => row.action === 'read');
      expect(read?.subjectPatientId).toMatch(/^[0-9a-f-]{36}$/);
      expect(read?.requestId).toBeTruthy();
    });

    it('should set an HttpOnly, SameSite session cookie of at least 128 random bits', async () => {
      const browser = server.browser();
      await browser.signIn('150385-9024');
      const value = browser.cookies.get('portal_session') ?? '';
      expect(Buffer.from(value, 'base64url').length).toBeGreaterThanOrEqual(16);
    });
  });

  describe('given an address of another site as next', () => {
    it.each([
      '//evil.example/steal',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/%2F%2Fevil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ])('should land on the front page instead of %j', async (next) => {
      const { url } = await server.browser().signIn('150385-9024', { next });
      expect(url.origin).toBe(server.url);
      expect(url.pathname).toBe('/fi');
    });
  });

  describe('given an invalid identity code on the provider page', () => {
    it.each([
      ['a wrong check character', '150385-9025'],
      ['a birth date in the future (2095)', '010195A433X'],
    ])('should show the error and not sign in: %s', async (_name, code) => {
      const browser = server.browser();
      const { response } = await browser.signIn(code);
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain('Henkilötunnus');
      expect(page).toContain('role="alert"');
      const { body } = await browser.json<SessionBody>('/api/session');
      expect(body.session.isSessionValid).toBe(false);
    });
  });

  describe('given a person with no patient record', () => {
    it('should sign in as unregistered, with no user data', async () => {
      const browser = server.browser();
      await browser.signIn('040790-9259');
      const { body } = await browser.json<SessionBody & { session: { registered: boolean } }>('/api/session');
      expect(body.session.isSessionValid).toBe(true);
      expect(body.session.registered).toBe(false);
      expect(body.user).toBeNull();
    });
  });

  describe('given a callback that did not start here', () => {
    it('should refuse it and send the person to the login page', async () => {
      const { url } = await server.browser().navigate('/oauth/callback?code=forged&state=forged');
      expect(url.pathname).toBe('/fi/kirjaudu');
      expect(url.searchParams.get('error')).toBe('unknown');
    });
  });
});

describe('a new sign-in in the same browser', () => {
  it('should end the session it replaces, so a copy of the old cookie opens nothing', async () => {
    const browser = server.browser();
    await browser.signIn('150385-9024');
    const maijasCookie = browser.cookieHeader();
    // Sari identifies at the bank in the same browser: the provider's own cookies are hers now.
    for (const name of browser.cookies.keys()) if (name !== 'portal_session') browser.cookies.delete(name);
    await browser.signIn('300870-993W');
    expect(browser.cookieHeader()).not.toBe(maijasCookie);

    const copy = await server.browser().fetch('/api/session', { headers: { cookie: maijasCookie } });
    const { session } = (await copy.json()) as SessionBody;
    expect(session.isSessionValid).toBe(false);
    const rows = await server.database.db.execute<{ detail: { reason?: string } }>(
      sql`select detail from audit_log where action = 'signOut' and actor_ssn = '150385-9024'`,
    );
    expect(rows.rows.map((row) => row.detail.reason)).toContain('replacedBySignIn');
  });
});

describe('a sign-in after log-out at a shared computer', () => {
  it('should ask for identification again, not sign the person back in from the provider’s memory', async () => {
    const browser = server.browser();
    await browser.signIn('150385-9024');
    const { body } = await browser.json<SessionBody>('/api/session');
    await browser.json(`/api/logout?csrfToken=${body.session.csrfToken}`, { method: 'POST' });

    // `signIn` throws when the provider shows no form; the provider remembers Maija all the same.
    await browser.signIn('150385-9024');
    const { body: again } = await browser.json<SessionBody>('/api/session');
    expect(again.user).toEqual({ firstName: 'Maija', lastName: 'Virtanen' });
  });
});

describe('log-out', () => {
  it('should need the csrfToken, then end the session for good', async () => {
    const browser = server.browser();
    await browser.signIn('150385-9024');
    const { body } = await browser.json<SessionBody>('/api/session');
    const oldCookie = browser.cookieHeader();

    const withoutToken = await browser.json('/api/logout', { method: 'POST' });
    expect(withoutToken.status).toBe(403);
    expect(withoutToken.body).toEqual({ type: 'forbidden' });

    const done = await browser.json(`/api/logout?csrfToken=${body.session.csrfToken}`, { method: 'POST' });
    expect(done).toEqual({ status: 200, body: { type: 'success' } });

    const replay = await server.browser().fetch(`/api/logout?csrfToken=${body.session.csrfToken}`, {
      method: 'POST',
      headers: { cookie: oldCookie },
    });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ type: 'unauthorized' });
  });
});
