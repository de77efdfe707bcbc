import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

type Answer = { status: number; location: string | undefined; type: string | undefined };

/** A request to the server's address under another host name, as a browser at 127.0.0.1 would send. */
function requestAs(server: TestServer, host: string, path: string, accept: string, method = 'GET') {
  const url = new URL(server.url);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, method, headers: { host: `${host}:${url.port}`, accept } },
      (res) => {
        res.resume();
        const [type] = (res.headers['content-type'] ?? '').split(';');
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, type });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const page = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('a page opened at another host than the public address', () => {
  describe('in development', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it('should send the browser to the same page and query at the public address', async () => {
      const answer = await requestAs(server, 'localhost', '/fi/ajanvaraus?time=morning', page);
      expect(answer).toMatchObject({ status: 302, location: `${server.url}/fi/ajanvaraus?time=morning` });
    });

    it('should start the sign-in at the public address too', async () => {
      const answer = await requestAs(server, 'localhost', '/oauth/authenticate?lang=fi&next=%2Ffi', page);
      expect(answer).toMatchObject({
        status: 302,
        location: `${server.url}/oauth/authenticate?lang=fi&next=%2Ffi`,
      });
    });

    it('should answer an API call where it came', async () => {
      const answer = await requestAs(server, 'localhost', '/api/session', 'text/html,application/json');
      expect(answer).toMatchObject({ status: 200, type: 'application/json' });
    });

    it('should answer a request for anything but a page where it came', async () => {
      const answer = await requestAs(server, 'localhost', '/health', 'application/json');
      expect(answer).toMatchObject({ status: 200, type: 'application/json' });
    });

    it('should answer a page at the public address itself', async () => {
      const answer = await requestAs(server, '127.0.0.1', '/', page);
      expect(answer).toMatchObject({ status: 302, location: '/fi' });
    });
  });

  describe('in production', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ NODE_ENV: 'production' });
    });
    afterAll(() => server.close());

    it('should answer where it came', async () => {
      const answer = await requestAs(server, 'portal.example.fi', '/', page);
      expect(answer).toMatchObject({ status: 302, location: '/fi' });
    });
  });
});
