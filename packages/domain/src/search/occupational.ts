import type { SessionScope } from '../catalogue/customer';

/** The ways to reach occupational care that a contract may include, shown as lift-ups. */
export const occupationalLiftUps = ['chat', 'phone'] as const;
/** One of {@link occupationalLiftUps}. */
export type OccupationalLiftUp = (typeof occupationalLiftUps)[number];

/** The contract products that bring each lift-up (the contract's `productIds`). */
const liftUpProducts: Readonly<Record<OccupationalLiftUp, string>> = {
  chat: 'chat',
  phone: 'phone-service',
};

/**
 * Why the occupational list shows no times (booking.md §2 item 5, §8): the search failed in an
 * unknown way (reload to retry), the person has no occupational agreement, or the agreement does
 * not include online booking (call customer service, or use the contract's chat or phone).
 */
export type OccupationalBlock =
  | { readonly kind: 'unknownError' }
  | { readonly kind: 'noOccupationalHealthcare' }
  | { readonly kind: 'noWebReservation'; readonly liftUps: readonly OccupationalLiftUp[] };

/**
 * The lift-ups of a contract: chat and phone when it has those products. Chat is never offered
 * inside in-app booking (booking.md §6), whose view cannot open the chat.
 */
export function liftUpsOf(
  productIds: readonly string[],
  sessionScope: SessionScope | string | null,
): OccupationalLiftUp[] {
  return occupationalLiftUps.filter((liftUp) => {
    if (liftUp === 'chat' && sessionScope === 'inAppBooking') return false;
    return productIds.includes(liftUpProducts[liftUp]);
  });
}

/**
 * The block of an occupational search failure by its error code (`noOccupationalHealthcare`,
 * `webReservationNotAllowed`; anything else is unknown). `productIds` are the contract's products,
 * empty when unknown.
 */
export function occupationalBlockOf(
  errorType: string,
  productIds: readonly string[],
  sessionScope: SessionScope | string | null,
): OccupationalBlock {
  switch (errorType) {
    case 'noOccupationalHealthcare':
      return { kind: 'noOccupationalHealthcare' };
    case 'webReservationNotAllowed':
      return { kind: 'noWebReservation', liftUps: liftUpsOf(productIds, sessionScope) };
    default:
      return { kind: 'unknownError' };
  }
}
