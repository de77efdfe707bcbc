import { type PaymentError, type PaymentProviderStatus, paymentProviderStatuses } from '../catalogue/invoice';

/**
 * The protocol of the payment service (decisions.md §4): a Finnish payment-service API whose
 * parameters are `checkout-*` fields signed with HMAC-SHA256 over their canonical text. The
 * domain holds the text; the server computes the signature with its secret.
 */
export const signatureAlgorithm = 'sha256';

/** The fields of a provider's return to the portal, signed by the provider. */
export const returnFields = [
  'checkout-account',
  'checkout-algorithm',
  'checkout-amount',
  'checkout-stamp',
  'checkout-reference',
  'checkout-transaction-id',
  'checkout-status',
  'checkout-provider',
  'checkout-failure',
] as const;

/**
 * The canonical text of a set of parameters: every `checkout-` field, sorted by name, as
 * `name:value` lines, then the body (empty for a redirect). A field not starting with
 * `checkout-` is not signed and so is never trusted.
 */
export function signingPayload(params: Readonly<Record<string, string>>, body = ''): string {
  const lines = Object.keys(params)
    .filter((name) => name.startsWith('checkout-'))
    .sort()
    .map((name) => `${name}:${params[name]}`);
  return [...lines, body].join('\n');
}

/** The failures the sandbox provider can answer, each one a payment error the screens name. */
export const providerFailures = [
  'cardDeclined',
  'expiredCard',
  'incorrectCvc',
  'insufficientFunds',
  'paymentCancelled',
  'unableToProcess',
  'paymentFailed',
  'paymentInterrupted',
] as const satisfies readonly PaymentError[];
/** One of {@link providerFailures}. */
export type ProviderFailure = (typeof providerFailures)[number];

/** Reads a failure of a return; anything else is the general interruption. */
export function readProviderFailure(value: unknown): ProviderFailure {
  return typeof value === 'string' && (providerFailures as readonly string[]).includes(value)
    ? (value as ProviderFailure)
    : 'paymentInterrupted';
}

/** Reads a provider status; anything else is `null`. */
export function readProviderStatus(value: unknown): PaymentProviderStatus | null {
  return typeof value === 'string' && (paymentProviderStatuses as readonly string[]).includes(value)
    ? (value as PaymentProviderStatus)
    : null;
}
