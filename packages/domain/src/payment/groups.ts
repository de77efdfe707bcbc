import type { PaymentProvider } from './page';

/**
 * The payment service's groups of payment methods, in the order the payment page shows them
 * (Paytrail's `PaymentMethodGroup`): mobile payments, online banks, payment cards, and invoice or
 * instalment payments. A method of a group the service adds later is shown under `other`.
 */
export const paymentMethodGroups = ['mobile', 'bank', 'creditcard', 'credit'] as const;
/** One of {@link paymentMethodGroups}, or `other` for a group we do not know yet. */
export type PaymentMethodGroup = (typeof paymentMethodGroups)[number] | 'other';

/** The methods of one group, in the service's order. */
export interface ProviderGroup {
  readonly group: PaymentMethodGroup;
  readonly providers: readonly PaymentProvider[];
}

const knownGroup = (group: string | undefined): PaymentMethodGroup =>
  (paymentMethodGroups as readonly string[]).includes(group ?? '') ? (group as PaymentMethodGroup) : 'other';

/** The methods grouped for the page: the known groups in their order, then the others; empty groups left out. */
export function providerGroups(providers: readonly PaymentProvider[]): readonly ProviderGroup[] {
  return [...paymentMethodGroups, 'other' as const]
    .map((group) => ({
      group,
      providers: providers.filter((provider) => knownGroup(provider.group) === group),
    }))
    .filter((entry) => entry.providers.length > 0);
}
