import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/** One stored object: its bytes and the type it is served with. */
export type StoredObject = { bytes: Uint8Array; contentType: string };

/**
 * A body stored as it arrives (an upload), never gathered in memory: exactly `size` bytes. When
 * the stream fails or its length is not `size`, the put fails and nothing is stored under the key.
 */
export type StreamedObject = { stream: AsyncIterable<Uint8Array>; size: number; contentType: string };

/**
 * Where uploaded files live, by key (`kela-card/{patient}/front`). The portal writes through this
 * interface only, so a folder on the clinic's machine and an S3-compatible service are alike.
 */
export type ObjectStore = {
  put(key: string, object: StoredObject): Promise<void>;
  /** Stores a body as it arrives; see {@link StreamedObject}. */
  putStream(key: string, object: StreamedObject): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Moves an object to another key, replacing what was there. */
  move(from: string, to: string): Promise<boolean>;
  delete(key: string): Promise<void>;
};

const keyPattern = /^[\w-]+(\/[\w-]+)*$/;

/** The key itself, or a thrown error for one the portal could never have built. */
export function checkKey(key: string): string {
  // Keys are built by the portal from ids; a key that could leave the folder is a bug, never input.
  if (!keyPattern.test(key) || key.length > 300) throw new Error(`invalid object key ${key}`);
  return key;
}

/**
 * Passes a stream on, failing it when it brings more or fewer bytes than `size`. The last chunk is
 * held back until the stream has ended, so a receiver that stops at `size` bytes (an HTTP body of
 * that length) never gets a whole body out of a longer one.
 */
export async function* exactly(stream: AsyncIterable<Uint8Array>, size: number): AsyncIterable<Uint8Array> {
  let seen = 0;
  let held: Uint8Array | null = null;
  for await (const chunk of stream) {
    seen += chunk.length;
    if (seen > size) throw new Error(`body longer than its ${size} bytes`);
    if (held) yield held;
    held = chunk;
  }
  if (seen !== size) throw new Error(`body of ${seen} bytes, not ${size}`);
  if (held) yield held;
}

/**
 * Objects as files under a folder (`DATA_DIR/objects` by default): the bytes in `{key}` and the type
 * beside them in `{key}.type`. A streamed body is written to a file of its own first (keys have no
 * dots, so its name is no key's) and renamed into place only once complete.
 */
export function fileObjectStore(root: string): ObjectStore {
  const file = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    async put(key, { bytes, contentType }) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(`${target}.type`, contentType);
      await writeFile(target, bytes);
    },
    async putStream(key, { stream, size, contentType }) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomBytes(8).toString('hex')}.part`;
      try {
        await pipeline(exactly(stream, size), createWriteStream(partial));
        await writeFile(`${target}.type`, contentType);
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(key) {
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(file(key)),
          readFile(`${file(key)}.type`, 'utf8'),
        ]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async move(from, to) {
      const target = file(to);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(`${file(from)}.type`, `${target}.type`);
        await rename(file(from), target);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
      await rm(`${file(key)}.type`, { force: true });
    },
  };
}
