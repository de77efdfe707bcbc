import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../db';
import { customerMessagingUserId } from '../messaging/users';
import { startTestServer, type TestServer } from '../testing/testServer';
import { uploadKeys } from './uploads';

const HOUR = 60 * 60 * 1000;
let server: TestServer;

beforeAll(async () => {
  // Only the repeating timers are the test's to move; everything else keeps real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  server = await startTestServer();
});
afterAll(() => {
  vi.useRealTimers();
});

/** An attachment Maija uploaded but never sent, made now by the server's clock. */
async function unsentAttachment(): Promise<string> {
  const [maija] = await server.database.db
    .select({ id: schema.patients.id })
    .from(schema.patients)
    .where(eq(schema.patients.ssn, '150385-9024'));
  const uploader = await customerMessagingUserId(server.database.db, maija?.id ?? '');
  const bytes = new TextEncoder().encode('%PDF-1.7\n');
  const [row] = await server.database.db
    .insert(schema.messageAttachments)
    .values({
      key: `left-${Date.now()}`,
      uploaderUserId: uploader,
      fileName: 'unohtunut.pdf',
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      uploadStartedAt: server.clock.now,
      uploadedAt: server.clock.now,
      createdAt: server.clock.now,
    })
    .returning({ id: schema.messageAttachments.id });
  await server.objectStore.put(uploadKeys.attachment(row?.id ?? ''), {
    bytes,
    contentType: 'application/pdf',
  });
  return row?.id ?? '';
}

const rowOf = async (id: string) =>
  server.database.db.select().from(schema.messageAttachments).where(eq(schema.messageAttachments.id, id));

describe('the server’s sweep of unfinished uploads', () => {
  it('should remove at its hourly round what was left for a day, bytes and row, and keep the younger', async () => {
    const old = await unsentAttachment();
    server.clock.advance(2 * HOUR);
    const young = await unsentAttachment();
    server.clock.advance(22 * HOUR + 60_000);
    await vi.advanceTimersByTimeAsync(HOUR);
    await vi.waitUntil(async () => (await server.objectStore.get(uploadKeys.attachment(old))) === null, {
      timeout: 5_000,
    });
    expect(await rowOf(old)).toEqual([]);
    expect(await rowOf(young)).toHaveLength(1);
    expect(await server.objectStore.get(uploadKeys.attachment(young))).not.toBeNull();
  });

  it('should stop its rounds when the server closes', async () => {
    await server.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});
