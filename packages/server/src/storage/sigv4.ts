import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 as S3-compatible services read it: the request written in canonical
 * form, hashed, and signed with a key derived from the secret, the day, the region and `s3`. The
 * client (`s3ObjectStore.ts`) signs with it and the sandbox service checks with it; the published
 * examples of the S3 documentation anchor both in `sigv4.test.ts`.
 */

export type S3Credentials = { accessKeyId: string; secretAccessKey: string };

export const sha256Hex = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex');

/** What a body that was not signed declares instead of its hash. */
export const unsignedPayload = 'UNSIGNED-PAYLOAD';

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * RFC 3986 encoding: every byte but the unreserved `A-Z a-z 0-9 - _ . ~` as `%XX`; a path keeps
 * its slashes. `encodeURIComponent` also spares `! ' ( ) *`, which the signature encodes.
 */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replaceAll('%2F', '/') : encoded;
}

/** `20261125T093000Z`: the form of `x-amz-date`. */
export function amzDate(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export type SignedRequest = {
  method: string;
  /** The path as sent, each segment already encoded once (S3 does not encode it twice). */
  path: string;
  /** The query's pairs, decoded; empty for the object calls. */
  query: readonly (readonly [string, string])[];
  /** The signed headers only, by lower-case name. */
  headers: Readonly<Record<string, string>>;
  /** The body's SHA-256 in hex, or {@link unsignedPayload}. */
  payloadHash: string;
};

/** The canonical request and the `SignedHeaders` list it names. */
export function canonicalRequest(request: SignedRequest): { canonical: string; signedHeaders: string } {
  const names = Object.keys(request.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lowerCased = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const headerLines = names.map(
    (name) => `${name}:${(lowerCased[name] ?? '').trim().replace(/\s+/g, ' ')}\n`,
  );
  const query = request.query
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const signedHeaders = names.join(';');
  const canonical = [
    request.method.toUpperCase(),
    request.path || '/',
    query,
    headerLines.join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  return { canonical, signedHeaders };
}

/** The credential scope: `{day}/{region}/s3/aws4_request`. */
export const credentialScope = (date: string, region: string) =>
  `${date.slice(0, 8)}/${region}/s3/aws4_request`;

/** The hex signature of a canonical request made at `date` (`x-amz-date`) in `region`. */
export function sigV4Signature(secretAccessKey: string, date: string, region: string, canonical: string) {
  const stringToSign = ['AWS4-HMAC-SHA256', date, credentialScope(date, region), sha256Hex(canonical)].join(
    '\n',
  );
  const dayKey = hmac(`AWS4${secretAccessKey}`, date.slice(0, 8));
  const signingKey = hmac(hmac(hmac(dayKey, region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex');
}

/** The `Authorization` header of a request whose `headers` include `x-amz-date`. */
export function authorization(request: SignedRequest, credentials: S3Credentials, region: string): string {
  const date = request.headers['x-amz-date'] ?? '';
  const { canonical, signedHeaders } = canonicalRequest(request);
  const signature = sigV4Signature(credentials.secretAccessKey, date, region, canonical);
  const credential = `${credentials.accessKeyId}/${credentialScope(date, region)}`;
  return `AWS4-HMAC-SHA256 Credential=${credential}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
