import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../testing/httpClient';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Outbox = { messages: { channel: string; recipient: string; body: string }[] };
type Session = { session: { isSessionValid: boolean; mfaPending: boolean; csrfToken: string | null } };

async function latestCode(browser: TestBrowser): Promise<string> {
  const { body } = await browser.json<Outbox>('/dev/outbox.json');
  const sms = body.messages.find((m) => m.channel === 'sms' && m.recipient === '+358401234567');
  const code = /\b(\d{4})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

async function signInSari() {
  const browser = server.browser();
  const { url } = await browser.signIn('300870-993W', { lang: 'fi', next: '/fi/ajanvaraukset' });
  const { body } = await browser.json<Session>('/api/session');
  const pin = (value: string) =>
    browser.json<{ mfaResponse: string }>(`/api/pin?csrfToken=${body.session.csrfToken}`, {
      method: 'POST',
      body: JSON.stringify({ pin: value }),
    });
  return { browser, url, session: body.session, pin };
}

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('SMS second factor', () => {
  describe('given Sari, who has SMS login on', () => {
    it('should ask for the code before the session is valid, and accept the code from the SMS', async () => {
      const { browser, url, session, pin } = await signInSari();
      expect(url.pathname).toBe('/fi/tunnistautuminen');
      expect(url.searchParams.get('next')).toBe('/fi/ajanvaraukset');
      expect(session).toMatchObject({ isSessionValid: false, mfaPending: true });

      const code = await latestCode(browser);
      expect(await pin(code)).toEqual({ status: 200, body: { type: 'success', mfaResponse: 'mfa-ok' } });
      const after = await browser.json<Session>('/api/session');
      expect(after.body.session).toMatchObject({ isSessionValid: true, mfaPending: false });
    });

    it('should let a code work only once', async () => {
      const { browser, pin } = await signInSari();
      const code = await latestCode(browser);
      await pin(code);
      const again = await pin(code);
      expect(again.status).toBe(409);
    });

    it('should keep data out of reach while the code is owed', async () => {
      const { browser, session } = await signInSari();
      const { body } = await browser.json<Session & { user: unknown }>('/api/session');
      expect(body.user).toBeNull();
      expect(session.csrfToken).not.toBeNull();
    });
  });

  describe('given a wrong code', () => {
    it('should answer challenge-failed twice and log out on the third', async () => {
      const { browser, pin } = await signInSari();
      const code = await latestCode(browser);
      expect((await pin(wrong(code))).body.mfaResponse).toBe('mfa-challenge-failed');
      expect((await pin(wrong(code))).body.mfaResponse).toBe('mfa-challenge-failed');
      expect((await pin(wrong(code))).body.mfaResponse).toBe('too-many-mfa-attempts');
      expect(browser.cookies.has('portal_session')).toBe(false);
      expect((await pin(code)).status).toBe(401);
    });
  });

  describe('given a code older than five minutes', () => {
    it('should not accept it', async () => {
      const { browser, pin } = await signInSari();
      const code = await latestCode(browser);
      server.clock.advance(5 * 60 * 1000 + 1);
      expect((await pin(code)).body.mfaResponse).toBe('mfa-challenge-failed');
    });
  });

  describe('given a code that is not four digits', () => {
    it('should answer ValidationError and count nothing', async () => {
      const { pin } = await signInSari();
      const { status, body } = await pin('12a4');
      expect(status).toBe(400);
      expect(body).toMatchObject({ type: 'ValidationError', details: [{ path: 'pin' }] });
    });
  });
});
