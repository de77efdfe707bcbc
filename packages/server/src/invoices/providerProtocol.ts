import { z } from 'zod';

// The payment service's API (decisions.md §4), Paytrail's Payment API: JSON over HTTPS, every
// request and answer signed with HMAC-SHA256 over its `checkout-` headers and body. Both the
// portal's client and the sandbox service speak exactly this.

/** `POST {service}/payments`: what the portal asks the service to collect. */
export const providerPaymentRequest = z.object({
  stamp: z.string().uuid(),
  reference: z.string().regex(/^\d{1,20}$/),
  amount: z.number().int().min(1).max(100_000_000),
  currency: z.literal('EUR'),
  language: z.enum(['FI', 'SV', 'EN']),
  items: z
    .array(
      z.object({
        unitPrice: z.number().int().min(0),
        units: z.number().int().min(1),
        vatPercentage: z.number().min(0).max(100),
        productCode: z.string().max(100),
      }),
    )
    .min(1)
    .max(500),
  customer: z.object({
    email: z.string().max(200),
    firstName: z.string().max(50).optional(),
    lastName: z.string().max(50).optional(),
    phone: z.string().max(20).optional(),
  }),
  redirectUrls: z.object({ success: z.string().url(), cancel: z.string().url() }),
  callbackUrls: z.object({ success: z.string().url(), cancel: z.string().url() }),
});
export type ProviderPaymentRequest = z.infer<typeof providerPaymentRequest>;

/**
 * The service's answer: its transaction, its terms and the methods to pay with. A method's group is
 * any text: the service documents `mobile`, `bank`, `creditcard` and `credit` and may add more, and
 * a group unknown to us must not stop every payment (the page shows it under other methods).
 */
export const providerPaymentAnswer = z.object({
  transactionId: z.string().uuid(),
  href: z.string().url(),
  terms: z.string(),
  providers: z.array(
    z.object({
      url: z.string().url(),
      icon: z.string(),
      svg: z.string(),
      name: z.string(),
      group: z.string().max(40),
      id: z.string(),
      parameters: z.array(z.object({ name: z.string(), value: z.string() })),
    }),
  ),
});
export type ProviderPaymentAnswer = z.infer<typeof providerPaymentAnswer>;

/**
 * `POST {service}/payments/{transactionId}/refund`: returning (part of) a paid payment. The
 * service calls one of the callback addresses with the refund's outcome, signed like a payment's.
 */
export const providerRefundRequest = z.object({
  amount: z.number().int().min(1).max(100_000_000),
  refundStamp: z.string().uuid(),
  refundReference: z.string().max(200),
  callbackUrls: z.object({ success: z.string().url(), cancel: z.string().url() }),
});
export type ProviderRefundRequest = z.infer<typeof providerRefundRequest>;

/** The service's answer to a refund request (201): the refund's own transaction and its status. */
export const providerRefundAnswer = z.object({
  transactionId: z.string().uuid().optional(),
  provider: z.string().optional(),
  status: z.enum(['ok', 'pending', 'fail']),
});
export type ProviderRefundAnswer = z.infer<typeof providerRefundAnswer>;

/**
 * The headers of a signed API request; one about a single transaction also names it in
 * `checkout-transaction-id`, as the service requires.
 */
export function requestHeaders(
  account: string,
  method: 'GET' | 'POST',
  nonce: string,
  now: Date,
  transactionId?: string,
): Record<string, string> {
  return {
    'checkout-account': account,
    'checkout-algorithm': 'sha256',
    'checkout-method': method,
    'checkout-nonce': nonce,
    'checkout-timestamp': now.toISOString(),
    ...(transactionId === undefined ? {} : { 'checkout-transaction-id': transactionId }),
  };
}
