import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxObjectStore } from '../sandbox/objectStore/service';
import { s3ObjectStore } from './s3ObjectStore';
import { amzDate, authorization, sha256Hex } from './sigv4';

const path = '/sandbox/object-store';
const service = {
  bucket: 'patient-portal',
  region: 'eu-north-1',
  accessKeyId: 'portal-test',
  secretAccessKey: 'secret-of-the-test-service',
};
let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  const { accessKeyId, secretAccessKey, bucket, region } = service;
  app.use(sandboxObjectStore({ path, bucket, region, credentials: { accessKeyId, secretAccessKey } }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const store = (changes: Partial<typeof service> = {}) => s3ObjectStore({ url, ...service, ...changes });
const png = { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), contentType: 'image/png' };

describe('s3ObjectStore against the sandbox service', () => {
  describe('given an object put', () => {
    it('should read back its bytes and type', async () => {
      await store().put('kela-card/a/front', png);
      expect(await store().get('kela-card/a/front')).toEqual(png);
    });

    it('should replace it when put again', async () => {
      await store().put('kela-card/b/front', png);
      const jpeg = { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), contentType: 'image/jpeg' };
      await store().put('kela-card/b/front', jpeg);
      expect(await store().get('kela-card/b/front')).toEqual(jpeg);
    });
  });

  describe('given a move', () => {
    it('should leave the object at its new key only, over what was there', async () => {
      await store().put('kela-card/c/pending-x_y-z/back', png);
      await store().put('kela-card/c/back', { bytes: new Uint8Array([9]), contentType: 'image/jpeg' });
      expect(await store().move('kela-card/c/pending-x_y-z/back', 'kela-card/c/back')).toBe(true);
      expect(await store().get('kela-card/c/pending-x_y-z/back')).toBeNull();
      expect(await store().get('kela-card/c/back')).toEqual(png);
    });

    it('should answer false for an object that is not there', async () => {
      expect(await store().move('kela-card/none/front', 'kela-card/none/back')).toBe(false);
      expect(await store().get('kela-card/none/back')).toBeNull();
    });
  });

  describe('given a delete', () => {
    it('should leave nothing to read', async () => {
      await store().put('kela-card/d/front', png);
      await store().delete('kela-card/d/front');
      expect(await store().get('kela-card/d/front')).toBeNull();
    });

    it('should not mind an object that was never there', async () => {
      await expect(store().delete('kela-card/never/front')).resolves.toBeUndefined();
    });
  });

  it('should answer null for a missing object', async () => {
    expect(await store().get('kela-card/missing/front')).toBeNull();
  });

  describe('given wrong settings', () => {
    it('should throw the service’s SignatureDoesNotMatch for a wrong secret', async () => {
      const wrong = store({ secretAccessKey: 'not-the-secret-of-the-service' });
      await expect(wrong.put('kela-card/e/front', png)).rejects.toThrow(/403 SignatureDoesNotMatch/);
      await expect(wrong.get('kela-card/a/front')).rejects.toThrow(/403 SignatureDoesNotMatch/);
      await expect(wrong.move('kela-card/a/front', 'kela-card/e/front')).rejects.toThrow(
        /SignatureDoesNotMatch/,
      );
      expect(await store().get('kela-card/e/front')).toBeNull();
      expect(await store().get('kela-card/a/front')).toEqual(png);
    });

    it('should name an unknown access key, bucket or region', async () => {
      await expect(store({ accessKeyId: 'someone-else' }).get('x')).rejects.toThrow(/InvalidAccessKeyId/);
      await expect(store({ bucket: 'other-bucket' }).get('x')).rejects.toThrow(/404 NoSuchBucket/);
      await expect(store({ region: 'us-east-1' }).get('x')).rejects.toThrow(
        /AuthorizationHeaderMalformed.*region 'us-east-1' is wrong/,
      );
    });

    it('should say the service did not answer when nothing listens there', async () => {
      const closed = s3ObjectStore({ ...service, url: 'http://127.0.0.1:1/s3' });
      await expect(closed.get('x')).rejects.toThrow(/object store at http:\/\/127\.0\.0\.1:1 did not answer/);
    });
  });
});

describe('the sandbox service', () => {
  /**
   * A request signed as a client of S3 signs it: `signedBody` is what the hash is taken of, `body`
   * what is sent (the same unless a test says otherwise), `extra` further headers, signed or not.
   */
  const call = (
    method: string,
    where: string,
    options: {
      signedBody?: string;
      body?: string;
      query?: [string, string][];
      extra?: Record<string, string>;
      unsigned?: Record<string, string>;
    } = {},
  ) => {
    const query = options.query ?? [];
    const search = query.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
    const target = new URL(`${url}/${where}${search ? `?${search}` : ''}`);
    const payloadHash = sha256Hex(options.signedBody ?? options.body ?? '');
    const headers = {
      host: target.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate(new Date()),
      ...options.extra,
    };
    const signed = authorization(
      { method, path: target.pathname, query, headers, payloadHash },
      service,
      service.region,
    );
    const { host: _host, ...sent } = headers;
    return fetch(target, {
      method,
      headers: { ...sent, ...options.unsigned, authorization: signed },
      body: options.body,
    });
  };

  it('should refuse an unsigned request with S3’s XML error', async () => {
    const response = await fetch(`${url}/${service.bucket}/kela-card/a/front`);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await response.text()).toMatch(/<Error><Code>AccessDenied<\/Code>/);
  });

  it('should refuse a body other than the one whose hash was signed', async () => {
    const response = await call('PUT', `${service.bucket}/kela-card/a/front`, {
      signedBody: 'the signed bytes',
      body: 'other bytes',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/<Code>XAmzContentSHA256Mismatch<\/Code>/);
    expect(await store().get('kela-card/a/front')).toEqual(png);
  });

  it('should refuse an x-amz- header that was not signed', async () => {
    const response = await call('PUT', `${service.bucket}/kela-card/f/front`, {
      body: 'bytes',
      unsigned: { 'x-amz-copy-source': `/${service.bucket}/kela-card/a/front` },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/<Code>AccessDenied<\/Code>.*not signed/);
    expect(await store().get('kela-card/f/front')).toBeNull();
  });

  it('should answer a missing object with 404 NoSuchKey', async () => {
    const response = await call('GET', `${service.bucket}/kela-card/missing/front`);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<Code>NoSuchKey<\/Code>/);
  });

  it('should answer HEAD with the object’s type and length and no body', async () => {
    const there = await call('HEAD', `${service.bucket}/kela-card/a/front`);
    expect(there.status).toBe(200);
    expect(there.headers.get('content-type')).toBe('image/png');
    expect(there.headers.get('content-length')).toBe(String(png.bytes.length));
    expect(await there.text()).toBe('');
    expect((await call('HEAD', `${service.bucket}/kela-card/missing/front`)).status).toBe(404);
  });

  it('should answer a call it does not speak with 501 NotImplemented', async () => {
    const listing = await call('GET', `${service.bucket}`, { query: [['list-type', '2']] });
    expect(listing.status).toBe(501);
    expect(await listing.text()).toMatch(/<Code>NotImplemented<\/Code>/);
  });

  it('should refuse a request signed too long ago', async () => {
    const old = s3ObjectStore({ url, ...service }, { now: () => new Date(Date.now() - 20 * 60_000) });
    await expect(old.get('kela-card/a/front')).rejects.toThrow(/403 RequestTimeTooSkewed/);
  });
});
