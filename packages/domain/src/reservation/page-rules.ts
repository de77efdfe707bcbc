import type { CustomerType } from '../catalogue/customer';
import type { Lang } from '../locale';
import { isKela65Kind, kela65Price } from '../money/kela65';
import { buildPath } from '../routes/build';
import { isSameSitePath } from '../routes/same-site-path';

/** The reservation pages of a signed-in person. */
export type ReservePage = 'reserve' | 'reserveInsurance' | 'reserveOccupational';

/**
 * The customer type a reservation page books as: the occupational and insurance variants by their
 * address, and the ordinary page as kela65 with `?kela65=true` (the list pages' convention).
 */
export function reservationCustomerType(page: ReservePage, kela65Query: string | null): CustomerType {
  switch (page) {
    case 'reserveOccupational':
      return 'occupational';
    case 'reserveInsurance':
      return 'insurance';
    case 'reserve':
      return kela65Query === 'true' ? 'kela65' : 'private';
    default:
      return page satisfies never;
  }
}

/**
 * Where the back links of a reservation page lead: the list the person came from (`from`, when it
 * is a safe path of this site), else the private appointment list.
 */
export function reservationBackLink(from: string | null | undefined, lang: Lang): string {
  return isSameSitePath(from) ? from : buildPath('privateList', lang);
}

/** What the booking page says about the price. */
export type ReservationPrice =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'price'; readonly cents: number; readonly fromPrefix: boolean };

/**
 * The price shown before booking: private and kela65 customers only (the employer or the insurer
 * pays the others). A kela65 kind has its fixed price; any other is the practitioner's price
 * written with 'from', since extra fees may come at the visit. No price known shows nothing.
 */
export function reservationPrice(input: {
  readonly customerType: CustomerType;
  readonly kindId: string;
  readonly priceCents: number;
}): ReservationPrice {
  if (input.customerType !== 'private' && input.customerType !== 'kela65') return { kind: 'hidden' };
  if (isKela65Kind(input.kindId)) return { kind: 'price', cents: kela65Price.cents, fromPrefix: false };
  if (input.priceCents <= 0) return { kind: 'hidden' };
  return { kind: 'price', cents: input.priceCents, fromPrefix: true };
}
