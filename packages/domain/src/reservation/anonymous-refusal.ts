/**
 * What the anonymous reservation page does with the two refusals the error catalogue of booking.md
 * §8 does not name (decisions.md §3, docs/decisions/2026-11-22-booking-server.md): a time that needs
 * identification (`authenticationRequired`, an insurance or kela65 time or one that requires it)
 * asks for strong login like the catalogue's own codes; a person who is not credit-worthy
 * (`notCreditWorthy`) sees 'Booking interrupted' (booking.md §6). `null` for every other answer.
 */
export function anonymousRefusalOf(type: string): 'strongLoginRequired' | 'bookingInterrupted' | null {
  if (type === 'authenticationRequired') return 'strongLoginRequired';
  if (type === 'notCreditWorthy') return 'bookingInterrupted';
  return null;
}
