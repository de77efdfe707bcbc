import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { builtPath, decodeAnonymousLinkId, encodeAnonymousLinkId, type Lang } from '@portal/domain';

/**
 * The anonymous appointment link (patient-area.md §2) is `base64url(reservationId_secret)`. The secret
 * is 128 random bits made with the reservation, so one link opens that one reservation and tells
 * nothing of the person's other links; only its SHA-256 is stored (a reader of the database cannot
 * rebuild a link), and a hash of so many random bits needs no salt or slow hash. `docs/security.md`.
 */
const secretBytes = 16;
const secretShape = /^[0-9a-f]{32}$/;
const reservationIdShape = /^[1-9]\d{0,14}$/;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new link secret and the hash to store with the reservation. */
export function newLinkSecret(): { secret: string; hash: string } {
  const secret = randomBytes(secretBytes).toString('hex');
  return { secret, hash: hashOf(secret) };
}

/** The link id of a reservation and its secret. */
export function appointmentLinkId(reservationId: number, secret: string): string {
  return encodeAnonymousLinkId({ reservationId: String(reservationId), secret });
}

/**
 * The full address of the link, or `null` without a public address or while the page is not built.
 */
export function appointmentLinkOf(
  publicUrl: string | undefined,
  lang: Lang,
  reservationId: number,
  secret: string,
): string | null {
  const path = builtPath('anonymousAppointment', lang, { id: appointmentLinkId(reservationId, secret) });
  return publicUrl && path ? `${publicUrl}${path}` : null;
}

/**
 * What a link id names: the reservation id and the secret it claims, or `null` when it is not a link
 * of ours (the old `slot_patient` form included). The secret is still to be checked.
 */
export function parseAppointmentLink(linkId: string): { reservationId: number; secret: string } | null {
  const ids = decodeAnonymousLinkId(linkId);
  if (ids === null || !reservationIdShape.test(ids.reservationId) || !secretShape.test(ids.secret)) {
    return null;
  }
  return { reservationId: Number(ids.reservationId), secret: ids.secret };
}

// Compared against when a reservation has no hash, so a missing one takes as long as a wrong one.
const noHash = hashOf('');

/** Whether the secret is the reservation's, compared in constant time; a null hash never matches. */
export function linkSecretMatches(storedHash: string | null | undefined, secret: string): boolean {
  const stored = Buffer.from(storedHash ?? noHash, 'hex');
  const given = Buffer.from(hashOf(secret), 'hex');
  const same = stored.length === given.length && timingSafeEqual(stored, given);
  return same && typeof storedHash === 'string';
}
