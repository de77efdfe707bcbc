import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingPayload } from '@portal/domain';

/** The HMAC-SHA256 of a set of `checkout-` parameters (and a body), hex. */
export function signParams(params: Readonly<Record<string, string>>, secret: string, body = ''): string {
  return createHmac('sha256', secret).update(signingPayload(params, body)).digest('hex');
}

/**
 * Whether `signature` is the parameters' own. Compared in constant time, so the time an answer
 * takes tells nothing of how much of a forged signature was right.
 */
export function verifyParams(
  params: Readonly<Record<string, string>>,
  signature: string | undefined,
  secret: string,
  body = '',
): boolean {
  if (signature === undefined || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signParams(params, secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
