import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Request, type Response, Router } from 'express';
import type { Logger } from 'pino';
import {
  canonicalRequest,
  type S3Credentials,
  sha256Hex,
  sigV4Signature,
  unsignedPayload,
  uriEncode,
} from '../../storage/sigv4';

export type SandboxObjectStoreSettings = {
  /** Where the service is mounted, e.g. `/sandbox/object-store`; buckets are the next segment. */
  path: string;
  /** The one bucket it has; any other answers `NoSuchBucket`. */
  bucket: string;
  region: string;
  /** The one access key it knows, and its secret. */
  credentials: S3Credentials;
  clock?: () => Date;
  logger?: Logger;
};

type Held = { bytes: Buffer; contentType: string; etag: string; lastModified: Date };
type Failure = { status: number; code: string; message: string };

// A sandbox keeps its objects in memory; these bound what a caller can fill it with.
const maxObjectBytes = 10 * 1024 * 1024;
const maxHeldBytes = 128 * 1024 * 1024;
const maxKeyBytes = 1024;
const allowedSkewMs = 15 * 60_000;
const authorizationPattern =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([\w-]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

const fail = (status: number, code: string, message: string): Failure => ({ status, code, message });
const xmlEntities: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => xmlEntities[c] ?? c);

/** Reads a body up to `limit` bytes; `null` past it (the rest is read and dropped). */
async function readBody(req: Request, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? null : Buffer.concat(chunks);
}

/** `x-amz-date` as a time, or `null` when it is not of that form. */
function dateOf(value: string): Date | null {
  const parts = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!parts) return null;
  const [, y, mo, d, h, mi, s] = parts;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * An S3-compatible object service for trying and testing `OBJECT_STORE=s3` without one: path-style
 * PUT, GET, HEAD and DELETE of objects and CopyObject (`x-amz-copy-source`) in one bucket, in memory.
 * Every request must carry a valid Signature Version 4 for its access key, with the body's hash,
 * within fifteen minutes of the sandbox's clock; refusals are S3's XML errors with S3's codes
 * (`SignatureDoesNotMatch`, `NoSuchKey`, `NoSuchBucket`, …). Never mounted in production.
 */
export function sandboxObjectStore(settings: SandboxObjectStoreSettings): Router {
  const { path, bucket, region, credentials, logger } = settings;
  const clock = settings.clock ?? (() => new Date());
  const held = new Map<string, Held>();
  let heldBytes = 0;
  const router = Router();

  const store = (key: string, object: Held) => {
    heldBytes += object.bytes.length - (held.get(key)?.bytes.length ?? 0);
    held.set(key, object);
  };
  const remove = (key: string) => {
    heldBytes -= held.get(key)?.bytes.length ?? 0;
    held.delete(key);
  };

  /** Whether the request is signed by the known key, for this very request and body. */
  function refusalOf(req: Request, rawPath: string, query: [string, string][], body: Buffer): Failure | null {
    const header = req.get('authorization');
    if (!header) return fail(403, 'AccessDenied', 'Access Denied');
    const parts = authorizationPattern.exec(header);
    if (!parts) return fail(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
    const [, accessKeyId = '', day = '', claimedRegion = '', signedHeaders = '', signature = ''] = parts;
    if (accessKeyId !== credentials.accessKeyId)
      return fail(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );
    if (claimedRegion !== region)
      return fail(
        400,
        'AuthorizationHeaderMalformed',
        `The authorization header is malformed; the region '${claimedRegion}' is wrong; expecting '${region}'`,
      );
    const date = req.get('x-amz-date') ?? '';
    const at = dateOf(date);
    if (!at || date.slice(0, 8) !== day)
      return fail(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
    if (Math.abs(at.getTime() - clock().getTime()) > allowedSkewMs)
      return fail(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    const names = signedHeaders.split(';');
    if (!names.includes('host')) return fail(403, 'AccessDenied', 'The host header must be signed.');
    if (Object.keys(req.headers).some((name) => name.startsWith('x-amz-') && !names.includes(name)))
      return fail(403, 'AccessDenied', 'There were headers present in the request which were not signed');
    const payloadHash = req.get('x-amz-content-sha256');
    if (!payloadHash)
      return fail(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    const canonicalPath = rawPath
      .split('/')
      .map((segment) => uriEncode(decodeURIComponent(segment)))
      .join('/');
    const headers = Object.fromEntries(names.map((name) => [name, req.get(name) ?? '']));
    const { canonical } = canonicalRequest({
      method: req.method,
      path: canonicalPath,
      query,
      headers,
      payloadHash,
    });
    const expected = Buffer.from(sigV4Signature(credentials.secretAccessKey, date, region, canonical));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return fail(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      );
    if (payloadHash !== unsignedPayload && payloadHash !== sha256Hex(body))
      return fail(
        400,
        'XAmzContentSHA256Mismatch',
        'The provided x-amz-content-sha256 header does not match what was computed.',
      );
    return null;
  }

  /** Answers one request, or the failure to send as S3's XML error. */
  async function answer(req: Request, res: Response, requestId: string): Promise<Failure | null> {
    const full = req.originalUrl;
    const queryAt = full.indexOf('?');
    const rawPath = queryAt < 0 ? full : full.slice(0, queryAt);
    const rawQuery = queryAt < 0 ? '' : full.slice(queryAt + 1);
    let query: [string, string][];
    let segments: string[];
    try {
      query = rawQuery
        .split('&')
        .filter(Boolean)
        .map((pair) => {
          const at = pair.indexOf('=');
          return at < 0
            ? [decodeURIComponent(pair), '']
            : [decodeURIComponent(pair.slice(0, at)), decodeURIComponent(pair.slice(at + 1))];
        });
      segments = rawPath.slice(path.length).split('/').slice(1).map(decodeURIComponent);
    } catch {
      return fail(400, 'InvalidURI', "Couldn't parse the specified URI.");
    }
    const body = await readBody(req, maxObjectBytes);
    if (body === null)
      return fail(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed object size.');
    const refused = refusalOf(req, rawPath, query, body);
    if (refused) {
      logger?.warn({ sandbox: 'object-store', code: refused.code }, 'object store request refused');
      return refused;
    }

    const [bucketName = '', ...keyParts] = segments;
    const key = keyParts.join('/');
    if (query.length > 0 || !key)
      return fail(
        501,
        'NotImplemented',
        'A header or query you provided implies functionality that is not implemented.',
      );
    if (bucketName !== bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (Buffer.byteLength(key) > maxKeyBytes) return fail(400, 'KeyTooLongError', 'Your key is too long');
    res.setHeader('x-amz-request-id', requestId);

    if (req.method === 'GET' || req.method === 'HEAD') {
      const object = held.get(key);
      if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
      res.status(200);
      res.setHeader('content-type', object.contentType);
      res.setHeader('content-length', object.bytes.length);
      res.setHeader('etag', object.etag);
      res.setHeader('last-modified', object.lastModified.toUTCString());
      res.end(req.method === 'GET' ? object.bytes : undefined);
      return null;
    }
    if (req.method === 'DELETE') {
      remove(key);
      res.status(204).end();
      return null;
    }
    if (req.method !== 'PUT')
      return fail(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');

    const copySource = req.get('x-amz-copy-source');
    let object: Held;
    if (copySource !== undefined) {
      let source: string;
      try {
        source = decodeURIComponent(copySource.split('?')[0] ?? '').replace(/^\//, '');
      } catch {
        return fail(400, 'InvalidArgument', 'Copy Source must mention the source bucket and key');
      }
      const slash = source.indexOf('/');
      if (slash < 1)
        return fail(400, 'InvalidArgument', 'Copy Source must mention the source bucket and key');
      if (source.slice(0, slash) !== bucket)
        return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
      const original = held.get(source.slice(slash + 1));
      if (!original) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
      object = { ...original, lastModified: clock() };
    } else {
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      const contentType = req.get('content-type') ?? 'binary/octet-stream';
      object = { bytes: body, contentType, etag, lastModified: clock() };
    }
    if (heldBytes + object.bytes.length - (held.get(key)?.bytes.length ?? 0) > maxHeldBytes)
      return fail(503, 'ServiceUnavailable', 'The sandbox holds all it may; restart it to empty it.');
    store(key, object);
    res.setHeader('etag', object.etag);
    if (copySource === undefined) res.status(200).end();
    else
      res
        .status(200)
        .type('application/xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<CopyObjectResult><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${escapeXml(object.etag)}</ETag></CopyObjectResult>`,
        );
    return null;
  }

  router.use(path, async (req: Request, res: Response) => {
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    const failure = await answer(req, res, requestId);
    if (!failure) return;
    res.status(failure.status).setHeader('x-amz-request-id', requestId);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    res
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${failure.code}</Code><Message>${escapeXml(failure.message)}</Message><Resource>${escapeXml(req.originalUrl)}</Resource><RequestId>${requestId}</RequestId></Error>`,
      );
  });
  return router;
}
