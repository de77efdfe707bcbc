/** The two ids an anonymous appointment link names. */
export interface AnonymousLinkIds {
  readonly appointmentId: string;
  /** The patient the appointment belongs to; with the appointment id it makes the link unguessable enough to share. */
  readonly patientId: string;
}

// Ids are letters, digits and hyphens: the underscore joins them and must not occur inside.
const idShape = /^[A-Za-z0-9-]+$/;
const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * The id of an anonymous appointment link (patient-area.md §2): the url-safe base64 of the two
 * ids joined by an underscore, without padding. Throws a `RangeError` for an id that cannot be
 * joined (empty, or with characters other than letters, digits and hyphens).
 *
 * @example encodeAnonymousLinkId({ appointmentId: '42', patientId: '7' }) // 'NDJfNw'
 */
export function encodeAnonymousLinkId(ids: AnonymousLinkIds): string {
  if (!idShape.test(ids.appointmentId) || !idShape.test(ids.patientId)) {
    throw new RangeError('Link ids are letters, digits and hyphens');
  }
  return btoa(`${ids.appointmentId}_${ids.patientId}`)
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
  const [appointmentId = '', patientId = ''] = parts;
  if (parts.length !== 2 || !idShape.test(appointmentId) || !idShape.test(patientId)) return null;
  return { appointmentId, patientId };
}
