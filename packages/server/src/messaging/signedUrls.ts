import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed address lets its holder do. */
export type SignedPurpose = 'upload' | 'download';

export type UrlSigner = {
  /** The query string (`expires`, `signature`) that lets `purpose` on `subject` until `expires`. */
  sign(purpose: SignedPurpose, subject: string, now: Date): string;
  /** Whether a presented signature is ours, for this purpose and subject, and not yet expired. */
  verify(purpose: SignedPurpose, subject: string, expires: string, signature: string, now: Date): boolean;
};

/**
 * Short-lived signed addresses for attachment bytes, like a storage service's presigned URLs: the
 * holder of the address may do one thing with one attachment until it expires, and only the API,
 * after checking who asks, hands them out.
 */
export function urlSigner(secret: string, lifetimeMs: Record<SignedPurpose, number>): UrlSigner {
  const mac = (purpose: SignedPurpose, subject: string, expires: string) =>
    createHmac('sha256', secret).update(`messaging-${purpose}\n${subject}\n${expires}`).digest('base64url');
  return {
    sign(purpose, subject, now) {
      const expires = String(now.getTime() + lifetimeMs[purpose]);
      return new URLSearchParams({ expires, signature: mac(purpose, subject, expires) }).toString();
    },
    verify(purpose, subject, expires, signature, now) {
      if (!/^\d{1,15}$/.test(expires) || Number(expires) < now.getTime()) return false;
      const expected = Buffer.from(mac(purpose, subject, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
