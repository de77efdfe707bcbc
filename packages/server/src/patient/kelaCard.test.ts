import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CardAnswer, CardInitAnswer, SessionAnswer } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectStoreSandboxPath } from '../config';
import { schema } from '../db';
import { fileObjectStore, type ObjectStore } from '../storage/objectStore';
import { sweepOrphanUploads } from '../storage/orphanUploads';
import { s3ObjectStore } from '../storage/s3ObjectStore';
import { startTestServer, type TestServer } from '../testing/testServer';

/** Where the card is kept: the settings that choose it, and the same store to look into. */
type BackEnd = {
  name: string;
  start(
    dataDir: string,
  ): Promise<{ env: Record<string, string>; store: ObjectStore; close(): Promise<void> }>;
};

const files: BackEnd = {
  name: 'files under DATA_DIR',
  start: async (dataDir) => ({
    env: {},
    store: fileObjectStore(path.join(dataDir, 'objects')),
    close: async () => {},
  }),
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

// The portal talks over HTTP, signed, to the sandbox S3-compatible service it serves itself, as it
// would to one of its own: so its port is chosen before it starts.
const s3: BackEnd = {
  name: 'an S3-compatible service',
  start: async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const service = {
      url: `${origin}${objectStoreSandboxPath}`,
      bucket: 'card-tests',
      region: 'eu-north-1',
      accessKeyId: 'portal-card-tests',
      secretAccessKey: 'secret-of-the-card-tests-service',
    };
    return {
      env: {
        PORT: String(port),
        PUBLIC_URL: origin,
        OBJECT_STORE: 's3',
        OBJECT_STORE_URL: service.url,
        OBJECT_STORE_BUCKET: service.bucket,
        OBJECT_STORE_REGION: service.region,
        OBJECT_STORE_ACCESS_KEY: service.accessKeyId,
        OBJECT_STORE_SECRET_KEY: service.secretAccessKey,
      },
      store: s3ObjectStore(service),
      close: async () => {},
    };
  },
};

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );
const segment = (marker: number, body: string) => [
  0xff,
  marker,
  0,
  body.length + 2,
  ...Buffer.from(body, 'latin1'),
];
// A JPEG's segments: JFIF, an Exif block with a place in it, a comment, then the scan.
const jpeg = bytes(
  [0xff, 0xd8],
  segment(0xe0, 'JFIF\0\x01\x01\0\0\x01\0\x01\0\0'),
  segment(0xe1, 'Exif\0\0GPS 60.17N 24.94E'),
  segment(0xfe, 'taken at home'),
  segment(0xda, '\x01\x01\0\0?\0'),
  [0x12, 0x34, 0xff, 0xd9],
);
const chunk = (type: string, body: string) => [
  0,
  0,
  0,
  body.length,
  ...Buffer.from(type + body, 'latin1'),
  0,
  0,
  0,
  0,
];
const png = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  chunk('IHDR', '\0\0\0\x01\0\0\0\x01\x08\x02\0\0\0'),
  chunk('tEXt', 'Author\0Maija Virtanen'),
  chunk('IDAT', 'x\x9c'),
  chunk('IEND', ''),
);

/** A PNG of `size` bytes (one large image chunk), as a phone's photo of the card might be. */
function pngOfSize(size: number): Uint8Array {
  const head = png.subarray(0, 8 + 25);
  const end = png.subarray(png.length - 12);
  const data = size - head.length - end.length - 12;
  const out = new Uint8Array(size);
  out.set(head);
  new DataView(out.buffer).setUint32(head.length, data);
  out.set(Buffer.from('IDAT', 'latin1'), head.length + 4);
  out.set(end, size - end.length);
  return out;
}

describe.each([files, s3])('given the card stored in $name', (backEnd) => {
  let server: TestServer;
  let dataDir: string;
  let stored: Awaited<ReturnType<BackEnd['start']>>;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-card-'));
    stored = await backEnd.start(dataDir);
    server = await startTestServer({ DATA_DIR: dataDir, ...stored.env });
  });
  afterAll(async () => {
    await server.close();
    await stored.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedIn(code: string) {
    const browser = server.browser();
    await browser.signIn(code);
    const token = (await browser.json<SessionAnswer>('/api/session')).body.session.csrfToken ?? '';
    return {
      browser,
      init: (mimetypes: Record<string, string> = { front: 'image/jpeg', back: 'image/png' }) =>
        browser.json<CardInitAnswer>(`/api/kela-card/init-upload?csrfToken=${token}`, {
          method: 'POST',
          body: JSON.stringify({ mimetypes }),
        }),
      finish: (cardToken: string) =>
        browser.json<{ success: boolean }>(
          `/api/kela-card/finish-upload?token=${encodeURIComponent(cardToken)}`,
        ),
      card: () => browser.json<CardAnswer>('/api/kela-card'),
    };
  }

  /** A PUT to a signed address, as a browser does it: no session needed, the address is the permission. */
  const put = (url: string, body: Uint8Array, contentType: string) =>
    fetch(new URL(url, server.url), {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'content-type': contentType },
    });

  describe('the insurance card', () => {
    describe('given Maija uploading both sides', () => {
      it('should store them without their metadata and show them to her', async () => {
        const maija = await signedIn('150385-9024');
        const { status, body } = await maija.init();
        expect(status).toBe(200);
        expect((await put(body.front.url, jpeg, 'image/jpeg')).status).toBe(204);
        expect((await put(body.back.url, png, 'image/png')).status).toBe(204);
        expect((await maija.finish(body.token)).body).toEqual({ type: 'success', success: true });

        const card = (await maija.card()).body.imageUrl;
        expect(card).not.toBeNull();
        const front = await maija.browser.fetch(card?.front ?? '');
        expect(front.headers.get('content-type')).toBe('image/jpeg');
        const frontBytes = Buffer.from(await front.arrayBuffer());
        expect(frontBytes.includes('GPS')).toBe(false);
        expect(frontBytes.includes('taken at home')).toBe(false);
        expect(frontBytes.includes('JFIF')).toBe(true);
        const back = Buffer.from(await (await maija.browser.fetch(card?.back ?? '')).arrayBuffer());
        expect(back.includes('Maija')).toBe(false);
        expect(back.includes('IDAT')).toBe(true);

        // Kept in the configured store, the pending upload moved away.
        const [, , , , maijaId, nonce] = body.front.url.split('?')[0]?.split('/') ?? [];
        const kept = await stored.store.get(`kela-card/${maijaId}/front`);
        expect(kept?.contentType).toBe('image/jpeg');
        expect(Buffer.from(kept?.bytes ?? []).equals(frontBytes)).toBe(true);
        expect(await stored.store.get(`kela-card/${maijaId}/pending-${nonce}/front`)).toBeNull();
      });
    });

    describe('given Timo, without a card', () => {
      it('should answer no images', async () => {
        const timo = await signedIn('280275-971B');
        expect((await timo.card()).body).toEqual({ type: 'success', imageUrl: null });
      });

      it('should not confirm a card whose images never came', async () => {
        const timo = await signedIn('280275-971B');
        const { body } = await timo.init();
        expect((await timo.finish(body.token)).body.success).toBe(false);
      });
    });

    describe('given a file that is not what it says', () => {
      it.each([
        ['a GIF called a JPEG', bytes('GIF89a', [1, 0, 1, 0]), 'image/jpeg', 'front'],
        ['a PNG sent to the JPEG address', png, 'image/png', 'front'],
        ['a PNG declared as a JPEG', png, 'image/jpeg', 'front'],
        ['a text file', bytes('hello'), 'image/png', 'back'],
      ] as const)('should refuse %s with 400', async (_, content, type, side) => {
        const maija = await signedIn('150385-9024');
        const { body } = await maija.init();
        const answer = await put(body[side].url, content, type);
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual({ type: 'attachmentNotAllowed' });
      });

      it('should refuse an image type other than JPEG or PNG when asking for addresses', async () => {
        const maija = await signedIn('150385-9024');
        expect((await maija.init({ front: 'image/gif', back: 'image/png' })).status).toBe(400);
      });
    });

    it('should refuse an image over 5 MB with 413', async () => {
      const maija = await signedIn('150385-9024');
      const { body } = await maija.init();
      const big = new Uint8Array(5_000_001);
      big.set(jpeg);
      expect((await put(body.front.url, big, 'image/jpeg')).status).toBe(413);
    });

    it('should refuse an address after it expired', async () => {
      const maija = await signedIn('150385-9024');
      const { body } = await maija.init();
      server.clock.advance(11 * 60_000);
      expect((await put(body.front.url, jpeg, 'image/jpeg')).status).toBe(403);
    });

    describe('given an upload address used once', () => {
      it('should refuse it a second time and keep the first image', async () => {
        const aino = await signedIn('010158-936L');
        const { body } = await aino.init();
        expect((await put(body.front.url, jpeg, 'image/jpeg')).status).toBe(204);
        const other = jpeg.slice();
        other[other.length - 3] = 0x56;
        const again = await put(body.front.url, other, 'image/jpeg');
        expect(again.status).toBe(403);
        expect(await again.json()).toEqual({ type: 'forbidden' });
        expect((await put(body.back.url, png, 'image/png')).status).toBe(204);
        expect((await aino.finish(body.token)).body.success).toBe(true);
        const card = (await aino.card()).body.imageUrl;
        const front = Buffer.from(await (await aino.browser.fetch(card?.front ?? '')).arrayBuffer());
        expect(front.includes(Buffer.from([0x12, 0x34, 0xff, 0xd9]))).toBe(true);
        // Finished, its addresses are spent too.
        expect((await put(body.back.url, png, 'image/png')).status).toBe(403);
      });
    });

    describe('given ten uploads Mikko has not finished', () => {
      it('should refuse an eleventh with 429 and Retry-After until the oldest is swept', async () => {
        const mikko = await signedIn('150385-913F');
        for (let n = 0; n < 10; n++) expect((await mikko.init()).status).toBe(200);
        const refused = await mikko.browser.fetch(
          `/api/kela-card/init-upload?csrfToken=${
            (await mikko.browser.json<SessionAnswer>('/api/session')).body.session.csrfToken
          }`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ mimetypes: { front: 'image/jpeg', back: 'image/png' } }),
          },
        );
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({ type: 'tooManyRequests' });
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(23 * 60 * 60);
        expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);

        server.clock.advance(24 * 60 * 60_000 + 60_000);
        await sweepOrphanUploads({ db: server.database.db, store: server.objectStore }, server.clock.now);
        expect((await (await signedIn('150385-913F')).init()).status).toBe(200);
      });
    });

    describe('given a day’s upload bytes spent', () => {
      it('should refuse the next image with 429 and Retry-After, and store nothing of it', async () => {
        const pekka = await signedIn('200956-9475');
        const photo = pngOfSize(5_000_000);
        // Ten photos of 5 MB fit in the day's 50 MiB; the eleventh does not.
        let last: CardInitAnswer | null = null;
        for (let n = 0; n < 5; n++) {
          const { body } = await pekka.init({ front: 'image/png', back: 'image/png' });
          expect((await put(body.front.url, photo, 'image/png')).status).toBe(204);
          expect((await put(body.back.url, photo, 'image/png')).status).toBe(204);
          last = body;
        }
        expect((await pekka.finish(last?.token ?? '')).body.success).toBe(true);
        const { body } = await pekka.init({ front: 'image/png', back: 'image/png' });
        const refused = await put(body.front.url, photo, 'image/png');
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({ type: 'tooManyRequests' });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        const [, , , , pekkaId, nonce] = body.front.url.split('?')[0]?.split('/') ?? [];
        expect(await stored.store.get(`kela-card/${pekkaId}/pending-${nonce}/front`)).toBeNull();
      });
    });

    describe('given a card upload left unfinished for a day', () => {
      it('should sweep its image and its row, and keep the finished card', async () => {
        const aino = await signedIn('010158-936L');
        const { body } = await aino.init();
        expect((await put(body.front.url, jpeg, 'image/jpeg')).status).toBe(204);
        const [, , , , ainoId, nonce] = body.front.url.split('?')[0]?.split('/') ?? [];
        const pending = `kela-card/${ainoId}/pending-${nonce}/front`;
        expect(await stored.store.get(pending)).not.toBeNull();
        server.clock.advance(24 * 60 * 60_000 + 60_000);

        const swept = await sweepOrphanUploads(
          { db: server.database.db, store: server.objectStore },
          server.clock.now,
        );
        expect(swept.cards).toBeGreaterThanOrEqual(1);
        expect(await stored.store.get(pending)).toBeNull();
        const rows = await server.database.db
          .select()
          .from(schema.cardUploads)
          .where(eq(schema.cardUploads.id, nonce ?? ''));
        expect(rows).toEqual([]);
        expect(await stored.store.get(`kela-card/${ainoId}/front`)).not.toBeNull();
      });
    });

    describe('given another person', () => {
      it('should not let Maija’s address store into Timo’s card, nor his session read hers', async () => {
        const maija = await signedIn('150385-9024');
        const timo = await signedIn('280275-971B');
        const { body } = await maija.init();
        const timoInit = (await timo.init()).body;
        const timoId = timoInit.front.url.split('/')[4] ?? '';
        const maijaId = body.front.url.split('/')[4] ?? '';
        expect((await put(body.front.url.replace(maijaId, timoId), jpeg, 'image/jpeg')).status).toBe(403);
        expect((await timo.finish(body.token)).status).toBe(403);

        await put(body.front.url, jpeg, 'image/jpeg');
        await put(body.back.url, png, 'image/png');
        await maija.finish(body.token);
        const card = (await maija.card()).body.imageUrl;
        expect((await timo.browser.fetch(card?.front ?? '')).status).toBe(403);
        expect((await server.browser().fetch(card?.front ?? '')).status).toBe(401);
      });
    });
  });
});
