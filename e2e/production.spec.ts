import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { openDatabase, schema } from '../packages/server/src/db';
import { createScratchDatabase, startTestPostgres } from '../packages/server/src/db/testing';
import { expect, test } from './fixtures';
import { openPort } from './servers';

const root = path.resolve(import.meta.dirname, '..');
// A port of this run's own: a fixed one may be taken on the machine.
const port = await openPort();

const productionSettings = {
  NODE_ENV: 'production',
  PORT: String(port),
  PUBLIC_URL: 'https://portal.example.fi',
  CHILDREN_BRAND_URL: 'https://pikkujatti.example.fi',
  // Loopback addresses where nothing listens: the broker and the gateway are never reached here.
  OIDC_ISSUER: 'https://127.0.0.1:9/oidc',
  OIDC_CLIENT_SECRET: randomBytes(24).toString('hex'),
  COOKIE_SECRET: randomBytes(32).toString('hex'),
  SMS_GATEWAY: 'http',
  SMS_GATEWAY_URL: 'https://127.0.0.1:9/send',
  INSURER_GATEWAY: 'http',
  INSURER_GATEWAY_URL: 'https://127.0.0.1:9/insurers',
  INSURER_GATEWAY_TOKEN: randomBytes(24).toString('hex'),
  POPULATION_REGISTER: 'http',
  POPULATION_REGISTER_URL: 'https://127.0.0.1:9/register',
  POPULATION_REGISTER_TOKEN: randomBytes(24).toString('hex'),
  PAYMENT_PROVIDER: 'http',
  PAYMENT_PROVIDER_URL: 'https://127.0.0.1:9/payments',
  PAYMENT_ACCOUNT: '695861',
  PAYMENT_SECRET: randomBytes(24).toString('hex'),
  INVOICE_IBAN: 'FI21 1234 5600 0007 85',
  INVOICE_SELLER_NAME: 'Esimerkki Lääkärikeskus Oy',
  INVOICE_SELLER_ADDRESS: 'Mannerheimintie 1, 00100 Helsinki',
  INVOICE_BUSINESS_ID: '0112038-9',
  INVOICE_BIC: 'NDEAFIHH',
  COLLECTION_AGENCY_NAME: 'Esimerkkiperintä Oy',
  COLLECTION_AGENCY_PHONE: '09 123 4567',
  COLLECTION_AGENCY_URL: 'https://perinta.example.com',
  LOG_LEVEL: 'warn',
};

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number>;
} {
  const child = spawn(process.execPath, ['packages/server/dist/main.mjs'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let text = '';
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  const exit = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  return { child, output: () => text, exit };
}

test.describe('production mode', () => {
  test('refuses to start with the sandboxes and development secrets', async () => {
    const server = startServer({ NODE_ENV: 'production', PORT: String(port) });
    expect(await server.exit).toBe(1);
    const output = server.output();
    expect(output).toContain('refusing to start in production');
    expect(output).toContain('OIDC_ISSUER');
    expect(output).toContain('SMS_GATEWAY');
    expect(output).toContain('COOKIE_SECRET');
    expect(output).toContain('INSURER_GATEWAY');
    expect(output).toContain('INVOICE_IBAN');
    expect(output).toContain('CHILDREN_BRAND_URL');
  });

  test('serves from a PostgreSQL server with real settings, without the sandboxes', async () => {
    const scratch = await createScratchDatabase(await startTestPostgres());
    const server = startServer({ ...productionSettings, DATABASE_URL: scratch.url });
    try {
      await expect
        .poll(async () => (await fetch(`http://localhost:${port}/health`).catch(() => undefined))?.status, {
          timeout: 60_000,
        })
        .toBe(200);
      const health = await fetch(`http://localhost:${port}/health`);
      expect(await health.json()).toEqual({
        status: 'ok',
        database: 'server',
        freeTimes: expect.stringMatching(/^(ready|reading)$/),
      });
      expect(health.headers.get('strict-transport-security')).toContain('max-age=');
      expect(health.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');

      // Neither sandbox is mounted: those addresses are only pages of the web app.
      for (const sandbox of ['/dev/outbox.json', '/idp/.well-known/openid-configuration']) {
        const response = await fetch(`http://localhost:${port}${sandbox}`);
        expect(response.headers.get('content-type')).not.toContain('json');
      }

      // The broker cannot be reached: the person is sent back to the login page, not shown an error dump.
      const start = await fetch(`http://localhost:${port}/oauth/authenticate?lang=sv`, {
        redirect: 'manual',
      });
      expect(start.status).toBe(303);
      expect(start.headers.get('location')).toBe('/sv/loggain?error=unknown');

      // Migrated, and no demo data in production.
      const database = await openDatabase({ url: scratch.url });
      const patients = await database.db.$count(schema.patients);
      await database.close();
      expect(patients).toBe(0);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
      await scratch.drop();
    }
  });
});
