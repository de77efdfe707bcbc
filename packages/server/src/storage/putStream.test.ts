import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxObjectStore } from '../sandbox/objectStore/service';
import { fileObjectStore, type ObjectStore } from './objectStore';
import { s3ObjectStore } from './s3ObjectStore';

const sandboxPath = '/sandbox/object-store';
const service = {
  bucket: 'patient-portal',
  region: 'eu-north-1',
  accessKeyId: 'portal-test',
  secretAccessKey: 'secret-of-the-test-service',
};
let server: Server;
let folder: string;
const stores: Record<string, ObjectStore> = {};

beforeAll(async () => {
  const app = express();
  const { accessKeyId, secretAccessKey, bucket, region } = service;
  app.use(
    sandboxObjectStore({ path: sandboxPath, bucket, region, credentials: { accessKeyId, secretAccessKey } }),
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${sandboxPath}`;
  folder = mkdtempSync(path.join(tmpdir(), 'portal-objects-'));
  stores.files = fileObjectStore(folder);
  stores.s3 = s3ObjectStore({ url, ...service });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

/** The bytes 0, 1, 2, … in chunks of `size`, as a request body arrives. */
async function* chunks(total: number, size: number, failAt?: number): AsyncIterable<Uint8Array> {
  for (let at = 0; at < total; at += size) {
    if (failAt !== undefined && at >= failAt) throw new Error('the caller went away');
    yield Uint8Array.from({ length: Math.min(size, total - at) }, (_, i) => (at + i) % 251);
  }
}
const expected = (total: number) => Uint8Array.from({ length: total }, (_, i) => i % 251);

describe.each(['files', 's3'])('putStream of the %s store', (name) => {
  const store = () => stores[name] as ObjectStore;

  describe('given a body that arrives in chunks', () => {
    it('should store all of it with its type', async () => {
      await store().putStream('message-attachment/streamed', {
        stream: chunks(200_000, 16_384),
        size: 200_000,
        contentType: 'application/pdf',
      });
      expect(await store().get('message-attachment/streamed')).toEqual({
        bytes: expected(200_000),
        contentType: 'application/pdf',
      });
    });
  });

  describe('given a body that fails half-way', () => {
    it('should store nothing and throw', async () => {
      await expect(
        store().putStream('message-attachment/broken', {
          stream: chunks(200_000, 16_384, 100_000),
          size: 200_000,
          contentType: 'application/pdf',
        }),
      ).rejects.toThrow();
      expect(await store().get('message-attachment/broken')).toBeNull();
    });
  });

  describe('given a body longer or shorter than its size', () => {
    it('should store nothing', async () => {
      for (const total of [1_001, 999]) {
        await expect(
          store().putStream('message-attachment/wrong-size', {
            stream: chunks(total, 100),
            size: 1_000,
            contentType: 'text/plain',
          }),
        ).rejects.toThrow();
      }
      expect(await store().get('message-attachment/wrong-size')).toBeNull();
    });
  });
});

describe('the files store', () => {
  it('should leave no partial file behind a failed body', () => {
    expect(readdirSync(path.join(folder, 'message-attachment')).sort()).toEqual([
      'streamed',
      'streamed.type',
    ]);
  });
});
