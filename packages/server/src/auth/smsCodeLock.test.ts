import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrongSmsCodeLimit } from '../http/rateLimit';
import type { TestBrowser } from '../testing/httpClient';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Outbox = { messages: { channel: string; recipient: string; body: string }[] };
type Session = { session: { isSessionValid: boolean; csrfToken: string | null } };

async function latestCode(browser: TestBrowser): Promise<string> {
  const { body } = await browser.json<Outbox>('/dev/outbox.json');
  const sms = body.messages.findLast((m) => m.channel === 'sms' && m.recipient === '+358401234567');
  const code = /\b(\d{4})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

async function signInSari() {
  const browser = server.browser();
  await browser.signIn('300870-993W', { lang: 'fi', next: '/fi' });
  const { body } = await browser.json<Session>('/api/session');
  const pin = async (value: string) =>
    (
      await browser.json<{ mfaResponse: string }>(`/api/pin?csrfToken=${body.session.csrfToken}`, {
        method: 'POST',
        body: JSON.stringify({ pin: value }),
      })
    ).body.mfaResponse;
  return { browser, pin };
}

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe(`given Sari, who typed ${wrongSmsCodeLimit.points} wrong codes over several sign-ins`, () => {
  it('should end the session at the last one allowed, and then refuse even her right code', async () => {
    let left = wrongSmsCodeLimit.points;
    let last = '';
    while (left > 0) {
      const { browser, pin } = await signInSari();
      const code = await latestCode(browser);
      // Three wrong tries a session at most; the day's last one may come sooner.
      for (let i = 0; i < 3 && left > 0; i++, left--) last = await pin(wrong(code));
    }
    expect(last).toBe('too-many-mfa-attempts');

    const { browser, pin } = await signInSari();
    const code = await latestCode(browser);
    expect(await pin(code)).toBe('too-many-mfa-attempts');
    const { body } = await browser.json<Session>('/api/session');
    expect(body.session.isSessionValid).toBe(false);
  });
});
