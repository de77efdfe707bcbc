import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function policy(env: Record<string, string>): Promise<string> {
  server = await startTestServer(env);
  const response = await fetch(`${server.url}/health`);
  return response.headers.get('content-security-policy') ?? '';
}

describe('the content security policy and the payment service', () => {
  it('should let the pay page post only to our own origin with the sandbox', async () => {
    const csp = await policy({});
    expect(csp).toContain("form-action 'self';");
  });

  it('should let the pay page post to the payment service and show its logos', async () => {
    const csp = await policy({
      PAYMENT_PROVIDER: 'http',
      PAYMENT_PROVIDER_URL: 'https://services.payments.example.fi/v1',
    });
    expect(csp).toContain("form-action 'self' https://services.payments.example.fi;");
    expect(csp).toMatch(/img-src [^;]*https:\/\/services\.payments\.example\.fi/);
  });
});
