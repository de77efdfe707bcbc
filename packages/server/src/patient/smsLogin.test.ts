import type { MfaStatusAnswer } from '@portal/domain';
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

async function latestCode(browser: TestBrowser, phone: string): Promise<string> {
  const { body } = await browser.json<Outbox>('/dev/outbox.json');
  const sms = body.messages.find((m) => m.channel === 'sms' && m.recipient === phone);
  const code = /\b(\d{4})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

async function signedIn(identityCode: string) {
  const browser = server.browser();
  await browser.signIn(identityCode);
  const { body } = await browser.json<Session>('/api/session');
  const token = body.session.csrfToken;
  const call = <T = Record<string, unknown>>(method: string, path: string, payload?: unknown) =>
    browser.json<T>(`${path}${path.includes('?') ? '&' : '?'}csrfToken=${token}`, {
      method,
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
  const status = async () => (await browser.json<MfaStatusAnswer>('/api/mfa')).body;
  const sendCode = (phoneNumber: string) => call('POST', '/api/mfa-onboarding?lang=fi', { phoneNumber });
  const answer = (code: string) =>
    call<{ type: string }>('PUT', '/api/mfa-onboarding', { challengeResponseFromUser: [...code] });
  return { browser, call, status, sendCode, answer };
}

describe('SMS login', () => {
  describe('given Aino, who has no SMS login and turns it on with her phone', () => {
    it('should turn it on with the code from the SMS, end her other sessions and ask for a code at the next sign-in', async () => {
      const laptop = await signedIn('010158-936L');
      const phone = await signedIn('010158-936L');
      expect(await phone.status()).toMatchObject({
        status: 'user-has-no-verified-mfa-device',
        phoneNumber: null,
      });

      expect((await phone.call('POST', '/api/mfa', { action: 'enable' })).status).toBe(200);
      expect((await phone.sendCode(' 040 555 6677 ')).status).toBe(200);
      const code = await latestCode(phone.browser, '+358405556677');
      expect((await phone.answer(wrong(code))).body).toEqual({ type: 'mfa-challenge-failed', triesLeft: 2 });
      expect(await laptop.status()).toMatchObject({ status: 'user-has-no-verified-mfa-device' });

      expect((await phone.answer(code)).body).toEqual({ type: 'mfa-ok' });
      expect(await phone.status()).toEqual({
        type: 'success',
        status: 'enabled',
        phoneNumber: '+358405556677',
        nextAttempt: null,
      });
      // The session opened before the change did not outlive it.
      expect((await laptop.browser.json('/api/mfa')).status).toBe(401);

      const next = server.browser();
      const { url } = await next.signIn('010158-936L', { lang: 'fi', next: '/fi' });
      expect(url.pathname).toBe('/fi/tunnistautuminen');
      expect((await next.json<Session>('/api/session')).body.session).toMatchObject({ mfaPending: true });
    });
  });

  describe('given Sari, who has SMS login on, turning it off', () => {
    it('should turn it off and end her other sessions', async () => {
      const sari = server.browser();
      await sari.signIn('300870-993W');
      const { body } = await sari.json<Session>('/api/session');
      const code = await latestCode(sari, '+358401234567');
      await sari.json(`/api/pin?csrfToken=${body.session.csrfToken}`, {
        method: 'POST',
        body: JSON.stringify({ pin: code }),
      });
      const other = server.browser();
      await other.signIn('300870-993W');
      expect((await sari.json<MfaStatusAnswer>('/api/mfa')).body.status).toBe('enabled');

      const off = await sari.json(`/api/mfa?csrfToken=${body.session.csrfToken}`, {
        method: 'POST',
        body: JSON.stringify({ action: 'disable' }),
      });
      expect(off.status).toBe(200);
      expect((await sari.json<MfaStatusAnswer>('/api/mfa')).body).toMatchObject({
        status: 'user-has-no-verified-mfa-device',
        phoneNumber: null,
      });
      expect((await other.json<Session>('/api/session')).body.session.mfaPending).toBe(false);
      expect((await other.json<Session>('/api/session')).body.session.isSessionValid).toBe(false);
    });
  });

  describe('given a verification code', () => {
    it('should close after the third wrong answer, so that even the right code no longer works', async () => {
      const timo = await signedIn('280275-971B');
      await timo.sendCode('+358409988776');
      const code = await latestCode(timo.browser, '+358409988776');
      // Each wrong answer tells how many more the code takes before it closes.
      expect((await timo.answer(wrong(code))).body).toEqual({ type: 'mfa-challenge-failed', triesLeft: 2 });
      expect((await timo.answer(wrong(code))).body).toEqual({ type: 'mfa-challenge-failed', triesLeft: 1 });
      expect((await timo.answer(wrong(code))).body).toEqual({ type: 'too-many-mfa-attempts' });
      expect((await timo.answer(code)).body.type).toBe('mfa-challenge-failed');
      expect((await timo.status()).status).toBe('user-has-no-verified-mfa-device');
    });

    it('should not be accepted after five minutes', async () => {
      const pekka = await signedIn('200956-9475');
      await pekka.sendCode('+358401110000');
      const code = await latestCode(pekka.browser, '+358401110000');
      server.clock.advance(5 * 60 * 1000 + 1);
      expect((await pekka.answer(code)).body.type).toBe('mfa-challenge-failed');
      expect((await pekka.status()).status).toBe('user-has-no-verified-mfa-device');
    });

    it('should be good for one session only', async () => {
      const mikko = await signedIn('150385-913F');
      const thief = await signedIn('150385-913F');
      await mikko.sendCode('+358402220000');
      const code = await latestCode(mikko.browser, '+358402220000');
      expect((await thief.answer(code)).body.type).toBe('mfa-challenge-failed');
    });
  });

  describe('given more phone verifications than a day allows', () => {
    it('should refuse the sixth with tooManyRequests', async () => {
      const jussi = await signedIn('090699-982V');
      for (let i = 0; i < 5; i++) expect((await jussi.sendCode(`+35840333000${i}`)).status).toBe(200);
      const refused = await jussi.sendCode('+358403330009');
      expect(refused).toMatchObject({ status: 429, body: { type: 'tooManyRequests' } });
    });

    it('should show too many onboarding attempts, with when the next may start', async () => {
      const mikko = await signedIn('150385-913F');
      for (let i = 0; i < 5; i++) await mikko.sendCode(`+35840444000${i}`);
      const status = await mikko.status();
      expect(status).toMatchObject({ status: 'too-many-onboarding-attempts', phoneNumber: null });
      const waitMs = Date.parse(status.nextAttempt ?? '') - server.clock.now.getTime();
      expect(waitMs).toBeGreaterThan(23 * 60 * 60 * 1000);
      expect(waitMs).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    });
  });

  describe('given input outside the rules', () => {
    it.each([
      ['a phone of five digits', 'POST', '/api/mfa-onboarding', { phoneNumber: '12345' }],
      ['letters for a phone', 'POST', '/api/mfa-onboarding', { phoneNumber: '+358 40 abc' }],
      ['three digits of code', 'PUT', '/api/mfa-onboarding', { challengeResponseFromUser: ['1', '2', '3'] }],
      [
        'a letter in the code',
        'PUT',
        '/api/mfa-onboarding',
        { challengeResponseFromUser: ['1', '2', '3', 'x'] },
      ],
      ['an unknown toggle action', 'POST', '/api/mfa', { action: 'maybe' }],
    ])('%s should answer 400 and change nothing', async (_, method, path, payload) => {
      const timo = await signedIn('280275-971B');
      const answer = await timo.call(method, path, payload);
      expect(answer.status).toBe(400);
      expect((await timo.status()).status).toBe('user-has-no-verified-mfa-device');
    });

    it('should refuse a caller who is not signed in', async () => {
      expect((await server.browser().json('/api/mfa')).status).toBe(401);
    });
  });
});

describe('given an environment with SMS login off', () => {
  let off: TestServer;
  beforeAll(async () => {
    off = await startTestServer({ SMS_LOGIN: 'off' });
  });
  afterAll(() => off.close());

  it('should say so, refuse to turn it on, and sign Sari in without a code', async () => {
    const sari = off.browser();
    await sari.signIn('300870-993W');
    const { body: session } = await sari.json<Session>('/api/session');
    expect(session.session).toMatchObject({ isSessionValid: true, mfaPending: false });
    expect((await sari.json<MfaStatusAnswer>('/api/mfa')).body).toEqual({
      type: 'success',
      status: 'environment-has-mfa-disabled',
      phoneNumber: null,
      nextAttempt: null,
    });
    const token = session.session.csrfToken;
    const send = await sari.json(`/api/mfa-onboarding?lang=fi&csrfToken=${token}`, {
      method: 'POST',
      body: JSON.stringify({ phoneNumber: '+358401234567' }),
    });
    expect(send.status).toBe(403);
    const enable = await sari.json(`/api/mfa?csrfToken=${token}`, {
      method: 'POST',
      body: JSON.stringify({ action: 'enable' }),
    });
    expect(enable.status).toBe(403);
  });
});
