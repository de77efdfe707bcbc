import { apiErrorCodes } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('API conventions', () => {
  describe('given an unknown API path', () => {
    it('should answer a JSON 404', async () => {
      const response = await server.browser().fetch(`/api/no-such-thing`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ type: 'notFound' });
    });
  });

  describe('given malformed JSON', () => {
    it('should answer 400 ValidationError without a stack trace', async () => {
      const browser = server.browser();
      await browser.signIn('300870-993W');
      const { body: s } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
      const response = await browser.fetch(`/api/pin?csrfToken=${s.session.csrfToken}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"pin": ',
      });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ type: 'ValidationError' });
      expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
    });
  });

  describe('given a field of the wrong type', () => {
    it('should name the field with zod’s English message', async () => {
      const response = await server.browser().fetch('/api/anon/check-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ appointmentId: 'a', ssnEndPart: 5 }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        type: 'ValidationError',
        details: [{ path: 'ssnEndPart', message: 'Invalid input: expected string, received number' }],
      });
    });
  });

  describe('given a signed-in call without a session', () => {
    it('should answer 401', async () => {
      const response = await server.browser().fetch(`/api/logout`, { method: 'POST' });
      expect(response.status).toBe(401);
    });
  });

  describe('every answer', () => {
    it('should carry a strict Content-Security-Policy and a request id', async () => {
      const response = await server.browser().fetch(`/api/session`, {
        headers: { 'x-request-id': 'req-12345678' },
      });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it.each(['/api/session', '/fi', '/api/no-such-thing', '/health'])(
      'should turn off the browser features no page uses: %s',
      async (path) => {
        const response = await server.browser().fetch(path);
        const policy = response.headers.get('permissions-policy') ?? '';
        for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
          expect(policy).toContain(`${feature}=()`);
      },
    );
  });

  describe('the API description', () => {
    it('should describe the operations with their schemas', async () => {
      const response = await server.browser().fetch(`/api/openapi.json`);
      const doc = (await response.json()) as {
        openapi: string;
        paths: Record<
          string,
          Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
        >;
      };
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(['/api/session', '/api/pin', '/api/logout']),
      );
      expect(doc.paths['/api/pin']?.post?.requestBody?.content['application/json']?.schema).toMatchObject({
        type: 'object',
        required: ['pin'],
      });
    });

    it('should describe a failure by the codes of the domain’s list only', async () => {
      const response = await server.browser().fetch('/api/openapi.json');
      const doc = (await response.json()) as {
        components: { schemas: { Failure: { properties: { type: { enum: string[] } } } } };
      };
      expect(doc.components.schemas.Failure.properties.type.enum).toEqual([...apiErrorCodes]);
    });
  });

  describe('the health endpoint', () => {
    it('should answer ok while the database answers', async () => {
      const response = await server.browser().fetch(`/health`);
      expect(await response.json()).toEqual({
        status: 'ok',
        database: server.database.kind,
        freeTimes: expect.stringMatching(/^(ready|reading)$/),
      });
    });
  });

  describe('the root address', () => {
    it('should redirect to the Finnish front page', async () => {
      const response = await server.browser().fetch('/');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/fi');
    });
  });
});
