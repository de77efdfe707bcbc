import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

// A built app as the build leaves it: hashed assets, with brotli and gzip files beside the larger ones.
const script = `export const words = ${JSON.stringify('Varaa aika. '.repeat(400))};\n`;

let server: TestServer;
let appDist: string;
beforeAll(async () => {
  appDist = await mkdtemp(join(tmpdir(), 'portal-precompressed-'));
  await mkdir(join(appDist, 'assets'));
  await writeFile(
    join(appDist, 'index.html'),
    `<!doctype html><html lang="fi"><head><title></title></head><body>${'portal '.repeat(300)}</body></html>`,
  );
  await writeFile(join(appDist, 'assets', 'index-Ab12Cd34.js'), script);
  await writeFile(join(appDist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
  await writeFile(join(appDist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script));
  await writeFile(join(appDist, 'assets', 'tiny-Ef56Gh78.js'), 'export {};');
  await mkdir(join(appDist, '.vite'));
  const manifest = Object.fromEntries(
    ['fi', 'sv', 'en'].map((lang) => [
      `../i18n/src/languages/${lang}.ts`,
      { file: `assets/${lang}-Xy12Zw34.js`, isDynamicEntry: true },
    ]),
  );
  await writeFile(join(appDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  server = await startTestServer({ APP_DIST: appDist });
});
afterAll(async () => {
  await server.close();
  await rm(appDist, { recursive: true, force: true });
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET with exactly the given headers: fetch would add its own Accept-Encoding and decompress. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a hashed asset', () => {
  describe('given a browser that accepts brotli and gzip', () => {
    it('should send the brotli file, marked as brotli JavaScript', async () => {
      const answer = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    });

    it('should let it be kept for a year without asking again', async () => {
      const answer = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });

  describe('given a browser that accepts only gzip', () => {
    it('should send the gzip file', async () => {
      const answer = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(gunzipSync(answer.body).toString()).toBe(script);
    });
  });

  describe('given a browser that refuses brotli by quality', () => {
    it('should send the gzip file', async () => {
      const answer = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br;q=0, gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
    });
  });

  describe('given a request without Accept-Encoding', () => {
    it('should send the file as it is, still varying by Accept-Encoding and cached for a year', async () => {
      const answer = await get('/assets/index-Ab12Cd34.js');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.body.toString()).toBe(script);
    });
  });

  describe('given an asset too small to have been compressed', () => {
    it('should send it as it is, cached for a year', async () => {
      const answer = await get('/assets/tiny-Ef56Gh78.js', { 'accept-encoding': 'br, gzip' });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.body.toString()).toBe('export {};');
    });
  });
});

describe('a page', () => {
  it('should be asked for again on every visit', async () => {
    const answer = await get('/fi/ajanvaraus', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('should be sent compressed to a browser that takes brotli, varying by Accept-Encoding', async () => {
    const answer = await get('/fi/ajanvaraus', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toContain('<html lang="fi">');
  });

  it('should be sent as it is to a client that asks for no encoding', async () => {
    const answer = await get('/fi/ajanvaraus');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toContain('<html lang="fi">');
  });

  it('should ask for the words of its own language at once, and of no other', async () => {
    const answer = await get('/sv/tidsbokning');
    const page = answer.body.toString();
    expect(page).toContain('<html lang="sv">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/sv-Xy12Zw34.js">');
    expect(page).not.toContain('fi-Xy12Zw34.js');
    expect(page).not.toContain('en-Xy12Zw34.js');
  });

  it('should not be kept when asked for by its file name either', async () => {
    const answer = await get('/index.html');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });
});

describe('a JSON answer of the API', () => {
  const query = () => {
    const start = server.clock.now;
    const end = new Date(start.getTime() + 14 * 24 * 3600 * 1000);
    return new URLSearchParams({ startDate: start.toISOString(), endDate: end.toISOString() });
  };

  describe('given a browser that accepts gzip and an answer over a kilobyte', () => {
    it('should be compressed', async () => {
      const answer = await get(`/api/appointments?${query()}`, { 'accept-encoding': 'gzip' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      const body = JSON.parse(gunzipSync(answer.body).toString());
      expect(body.availableAppointments.appointments.length).toBeGreaterThan(0);
    });
  });

  describe('given a request without Accept-Encoding', () => {
    it('should be sent as it is', async () => {
      const answer = await get(`/api/appointments?${query()}`);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(answer.body.toString()).availableAppointments).toBeDefined();
    });
  });

  describe('given an answer under a kilobyte', () => {
    it('should be sent as it is', async () => {
      const answer = await get('/api/version', { 'accept-encoding': 'gzip' });
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeLessThan(1024);
      expect(answer.headers['content-encoding']).toBeUndefined();
    });
  });
});
