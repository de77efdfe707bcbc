import { type PaymentProviderStatus, paymentProviderStatuses } from '../catalogue/invoice';
import type { Lang } from '../locale';
import { paymentLanguage, paymentVatPercentage } from '../money/invoice';

/** Reads the provider's status from the result address; anything else is `null`. */
export function readPaymentStatus(value: unknown): PaymentProviderStatus | null {
  return typeof value === 'string' && (paymentProviderStatuses as readonly string[]).includes(value)
    ? (value as PaymentProviderStatus)
    : null;
}

/** The invoice as the result page shows it after a failed payment. */
export interface ResultInvoice {
  readonly invoiceNumber: string;
  readonly sumCents: number;
  readonly status: string;
  readonly paidDate: string | null;
}

/**
 * What the payment result page shows (messaging-invoices-shell.md §4): `ok` the completed view
 * with a link to the front page; `fail` the interrupted view with the sum, the number and the
 * status (paid with its date, otherwise unpaid) and a try-again option; `delayed` and `pending`
 * that the payment is being processed, unless the invoice is paid already; an unreadable status
 * nothing.
 */
export type PaymentResultView =
  | { readonly kind: 'completed' }
  | {
      readonly kind: 'interrupted';
      readonly invoiceNumber: string;
      readonly sumCents: number;
      readonly paid: { readonly date: string | null } | null;
      readonly canTryAgain: boolean;
    }
  | { readonly kind: 'processing'; readonly invoiceNumber: string }
  | { readonly kind: 'nothing' };

/** The result view of a provider status and the invoice read after it. */
export function paymentResultView(
  status: PaymentProviderStatus | null,
  invoice: ResultInvoice,
): PaymentResultView {
  if (status === 'ok') return { kind: 'completed' };
  if (status === 'pending' || status === 'delayed')
    return invoice.status === 'Paid'
      ? { kind: 'completed' }
      : { kind: 'processing', invoiceNumber: invoice.invoiceNumber };
  if (status !== 'fail') return { kind: 'nothing' };
  const paid = invoice.status === 'Paid' ? { date: invoice.paidDate } : null;
  return {
    kind: 'interrupted',
    invoiceNumber: invoice.invoiceNumber,
    sumCents: invoice.sumCents,
    paid,
    canTryAgain: paid === null,
  };
}

/** The body of `POST /api/payments/` (messaging-invoices-shell.md §3 "Payment creation request"). */
export interface PaymentCreationRequest {
  readonly amount: number;
  readonly customer: {
    readonly email: string;
    readonly phone: string;
    readonly firstName: string;
    readonly lastName: string;
  };
  readonly items: readonly {
    readonly productCode: string;
    readonly unitPrice: number;
    readonly units: number;
    readonly vatPercentage: number;
  }[];
  readonly language: 'FI' | 'SV' | 'EN';
  readonly reference: string;
}

/**
 * The payment to create for an invoice: the whole sum as one item named by the invoice number.
 * One item, not the invoice rows, because a provider refuses a payment whose items do not add up
 * to the amount, and credited rows need not.
 */
export function paymentCreationRequest(
  invoice: { readonly invoiceNumber: string; readonly sumCents: number },
  customer: PaymentCreationRequest['customer'],
  lang: Lang,
): PaymentCreationRequest {
  return {
    amount: invoice.sumCents,
    customer,
    items: [
      {
        productCode: invoice.invoiceNumber,
        unitPrice: invoice.sumCents,
        units: 1,
        vatPercentage: paymentVatPercentage,
      },
    ],
    language: paymentLanguage(lang),
    reference: invoice.invoiceNumber,
  };
}
