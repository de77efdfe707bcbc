import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { type Db, schema } from '../db';
import { seedDemoAttachmentFiles } from '../messaging/demoMessaging';
import type { ObjectStore } from '../storage/objectStore';

const MAIJA = '150385-9024';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A card-sized PNG in one colour with a darker band, drawn here so the demo needs no files. */
export function demoCardPng(rgb: readonly [number, number, number]): Uint8Array {
  const width = 320;
  const height = 200;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const band = y > 40 && y < 70 ? 0.6 : 1;
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows.set(
        rgb.map((value) => Math.round(value * band)),
        at,
      );
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** Maija's Kela card, both sides, unless she already has one (the demo's card to look at). */
export async function seedDemoCard(db: Db, store: ObjectStore): Promise<void> {
  const [maija] = await db
    .select({ id: schema.patients.id })
    .from(schema.patients)
    .where(eq(schema.patients.ssn, MAIJA));
  if (!maija) return;
  const front = `kela-card/${maija.id}/front`;
  if ((await store.get(front)) !== null) return;
  await store.put(front, { bytes: demoCardPng([216, 230, 243]), contentType: 'image/png' });
  await store.put(`kela-card/${maija.id}/back`, {
    bytes: demoCardPng([230, 236, 220]),
    contentType: 'image/png',
  });
}

/** The demo's files in the object store: Maija's card and the demo attachments' bytes. */
export async function seedDemoFiles(db: Db, store: ObjectStore): Promise<void> {
  await seedDemoCard(db, store);
  await seedDemoAttachmentFiles(db, store);
}
