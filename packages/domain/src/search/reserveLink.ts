import type { CustomerType } from '../catalogue/customer';
import type { Lang } from '../locale';
import { buildPath } from '../routes/build';
import { isSameSitePath } from '../routes/same-site-path';

/** What decides where a listed time leads. */
export interface ReserveLinkInput {
  /** The appointment's id. */
  readonly appointmentId: number;
  /** The customer type of the list the time is shown on. */
  readonly customerType: CustomerType;
  /** Whether the visitor has a valid session (signed in, no SMS code owed). */
  readonly signedIn: boolean;
  /** The list's own address, path and query, e.g. `/fi/ajanvaraus/yksityisasiakas?startDate=…`. */
  readonly from: string;
}

/**
 * The address of a listed time's reservation page, agreed between the list and reservation pages:
 * - occupational times go to the occupational reservation page, insurance times to the insurance one;
 * - kela65 times go to the ordinary reservation page with `kela65=true` (it asks for strong
 *   identification itself when nobody is signed in);
 * - private times go to the ordinary page when signed in, else to the anonymous reservation page.
 *
 * Every address carries `from`, the list's own address, so that back links return to the same search;
 * an address that is not a safe path on this site is left out.
 *
 * @example reserveLink('fi', { appointmentId: 42, customerType: 'private', signedIn: false, from: '/fi/ajanvaraus/yksityisasiakas' })
 * // '/fi/kirjautumattomat-kayttajat/varaa/42?from=%2Ffi%2Fajanvaraus%2Fyksityisasiakas'
 */
export function reserveLink(
  lang: Lang,
  { appointmentId, customerType, signedIn, from }: ReserveLinkInput,
): string {
  const back = isSameSitePath(from) ? from : undefined;
  const id = { id: appointmentId };
  switch (customerType) {
    case 'occupational':
      return buildPath('reserveOccupational', lang, id, { from: back });
    case 'insurance':
      return buildPath('reserveInsurance', lang, id, { from: back });
    case 'kela65':
      return buildPath('reserve', lang, id, { kela65: true, from: back });
    case 'private':
      return buildPath(signedIn ? 'reserve' : 'reserveAnonymous', lang, id, { from: back });
    default:
      return customerType satisfies never;
  }
}
