/**
 * The two ids an anonymous appointment link names: the reservation, and that reservation's own
 * random secret. The secret, not the reservation id, makes the link unguessable; no part of one link
 * tells anything of another link of the same person (`docs/security.md`).
 */
export interface AnonymousLinkIds {
  /** The reservation the link opens (decimal digits when issued by the server). */
  readonly reservationId: string;
  /** The reservation's secret, made when it was booked; only its hash is kept. */
  readonly secret: string;
}

// Ids are letters, digits and hyphens: the underscore joins them and must not occur inside.
const idShape = /^[A-Za-z0-9-]+$/;
const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * The id of an anonymous appointment link (patient-area.md §2): the url-safe base64 of the two
 * ids joined by an underscore, without padding. Throws a `RangeError` for an id that cannot be
 * joined (empty, or with characters other than letters, digits and hyphens).
 *
 * @example encodeAnonymousLinkId({ reservationId: '42', secret: '7' }) // 'NDJfNw'
 */
export function encodeAnonymousLinkId(ids: AnonymousLinkIds): string {
  if (!idShape.test(ids.reservationId) || !idShape.test(ids.secret)) {
    throw new RangeError('Link ids are letters, digits and hyphens');
  }
  return btoa(`${ids.reservationId}_${ids.secret}`)
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** The two ids of a link id, or `null` when the text is not one (padding is accepted). */
export function decodeAnonymousLinkId(linkId: string): AnonymousLinkIds | null {
  if (!base64url.test(linkId) || linkId.replace(/=+$/, '').length % 4 === 1) return null;
  let text: string;
  try {
    text = atob(linkId.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const parts = text.split('_');
  const [reservationId = '', secret = ''] = parts;
  if (parts.length !== 2 || !idShape.test(reservationId) || !idShape.test(secret)) return null;
  return { reservationId, secret };
}
