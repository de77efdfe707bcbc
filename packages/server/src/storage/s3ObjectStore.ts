import { Readable } from 'node:stream';
import { checkKey, exactly, type ObjectStore } from './objectStore';
import { amzDate, authorization, type S3Credentials, sha256Hex, uriEncode } from './sigv4';

/** An S3-compatible service and the bucket the portal keeps its objects in. */
export type S3Settings = S3Credentials & {
  /** The service's address (`https://s3.example.fi`, or with a path in front of the buckets). */
  url: string;
  bucket: string;
  region: string;
};

/** A refusal of the object store, with S3's error code (`SignatureDoesNotMatch`, `NoSuchBucket`). */
export class ObjectStoreError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ObjectStoreError';
  }
}

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** The text of an XML element of an S3 answer, its character references read. */
const tag = (xml: string, name: string) =>
  new RegExp(`<${name}>([^<]*)</${name}>`)
    .exec(xml)?.[1]
    ?.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, ref: string) =>
      ref.startsWith('#')
        ? String.fromCodePoint(Number(ref.startsWith('#x') ? `0x${ref.slice(2)}` : ref.slice(1)))
        : (entities[ref] ?? whole),
    );

/**
 * Objects in a bucket of an S3-compatible service (AWS S3, MinIO, Ceph, Garage), addressed by path
 * (`{url}/{bucket}/{key}`) so that services without bucket host names work, each request signed with
 * Signature Version 4 over its body's hash. A missing object reads as `null` (`false` for a move);
 * every other refusal throws an {@link ObjectStoreError} naming the service's code and message.
 * Moving is a copy and a delete, as S3 has no rename.
 */
export function s3ObjectStore(
  settings: S3Settings,
  options: { now?: () => Date; timeoutMs?: number } = {},
): ObjectStore {
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 30_000;
  const base = new URL(settings.url);
  const prefix = base.pathname.replace(/\/+$/, '');
  const pathOf = (key: string) => `${prefix}/${uriEncode(settings.bucket)}/${uriEncode(checkKey(key), true)}`;

  async function send(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    extra: {
      body?: Uint8Array;
      stream?: { body: AsyncIterable<Uint8Array>; size: number };
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> {
    const url = new URL(pathOf(key), base.origin);
    const body = extra.body ?? new Uint8Array();
    // A streamed body cannot be hashed before it is sent: its length is signed instead, and S3
    // refuses a body of another length (SigV4's UNSIGNED-PAYLOAD, as the SDKs send over TLS).
    const payloadHash = extra.stream ? 'UNSIGNED-PAYLOAD' : sha256Hex(body);
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate(now()),
      ...(extra.stream ? { 'content-length': String(extra.stream.size) } : {}),
      ...extra.headers,
    };
    const signed = authorization(
      { method, path: url.pathname, query: [], headers, payloadHash },
      settings,
      settings.region,
    );
    // The host header is the one fetch sends itself, from the same URL.
    const { host: _host, ...sent } = headers;
    try {
      return await fetch(url, {
        method,
        headers: { ...sent, authorization: signed },
        body: extra.stream
          ? (Readable.toWeb(Readable.from(exactly(extra.stream.body, extra.stream.size))) as ReadableStream)
          : extra.body
            ? Buffer.from(extra.body)
            : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        ...(extra.stream ? { duplex: 'half' } : {}),
      });
    } catch (error) {
      throw new Error(`object store at ${base.origin} did not answer ${method} ${key}`, { cause: error });
    }
  }

  /** The service's XML error as a thrown error, or the code when it is one the caller expects. */
  async function refusal(response: Response, what: string, expected?: string): Promise<string> {
    const xml = await response.text();
    const code = tag(xml, 'Code') ?? `HTTP ${response.status}`;
    if (code === expected) return code;
    const message = tag(xml, 'Message') ?? response.statusText;
    throw new ObjectStoreError(
      `object store refused ${what}: ${response.status} ${code}: ${message}`,
      response.status,
      code,
    );
  }

  async function remove(key: string): Promise<void> {
    const response = await send('DELETE', key);
    // Deleting what is not there is done, as S3 itself answers.
    if (!response.ok) await refusal(response, `DELETE ${key}`, 'NoSuchKey');
    else await response.arrayBuffer();
  }

  return {
    async put(key, { bytes, contentType }) {
      const response = await send('PUT', key, { body: bytes, headers: { 'content-type': contentType } });
      if (!response.ok) await refusal(response, `PUT ${key}`);
      else await response.arrayBuffer();
    },
    async putStream(key, { stream, size, contentType }) {
      const response = await send('PUT', key, {
        stream: { body: stream, size },
        headers: { 'content-type': contentType },
      });
      if (!response.ok) await refusal(response, `PUT ${key}`);
      else await response.arrayBuffer();
    },
    async get(key) {
      const response = await send('GET', key);
      if (!response.ok) {
        await refusal(response, `GET ${key}`, 'NoSuchKey');
        return null;
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { bytes, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async move(from, to) {
      const source = `/${uriEncode(settings.bucket)}/${uriEncode(checkKey(from), true)}`;
      const response = await send('PUT', to, { headers: { 'x-amz-copy-source': source } });
      if (!response.ok) {
        await refusal(response, `copy ${from} to ${to}`, 'NoSuchKey');
        return false;
      }
      // A copy can fail after its 200 has been sent: the error is then the body.
      const xml = await response.text();
      if (xml.includes('<Error>')) {
        const code = tag(xml, 'Code') ?? 'InternalError';
        throw new ObjectStoreError(
          `object store refused copy ${from} to ${to}: ${code}: ${tag(xml, 'Message') ?? ''}`,
          500,
          code,
        );
      }
      await remove(from);
      return true;
    },
    delete: remove,
  };
}
