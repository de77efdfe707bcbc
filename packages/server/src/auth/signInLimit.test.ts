import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SIGN_IN_STARTS_PER_ADDRESS: '3' });
});
afterAll(() => server.close());

function start(address: string) {
  return server.browser().fetch('/oauth/authenticate?lang=sv&next=%2Fsv', {
    headers: { 'x-forwarded-for': address },
  });
}

describe('the sign-in start limit per address', () => {
  describe('given one address starts sign-in three times, the limit', () => {
    it('should send each of them on to the identity provider', async () => {
      for (let i = 0; i < 3; i++) {
        const answer = await start('198.51.100.7');
        expect(answer.status).toBe(303);
        expect(answer.headers.get('location')).toContain('/idp/');
      }
    });

    it('should send the fourth to the login page, which tells to wait, with Retry-After', async () => {
      const answer = await start('198.51.100.7');
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/sv/loggain?error=tooManyRequests');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(800);
    });

    it('should still let another address start', async () => {
      const answer = await start('203.0.113.9');
      expect(answer.headers.get('location')).toContain('/idp/');
    });
  });
});
