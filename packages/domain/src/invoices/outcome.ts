import type { PaymentError, PaymentProviderStatus } from '../catalogue/invoice';
import { paymentResultView, type ResultInvoice } from '../payment/result';

/**
 * What the payment result page shows after the provider's return was applied
 * (messaging-invoices-shell.md §4): `ok` completed; `fail` interrupted with the sum, the number and
 * the status, or cancelled when the person cancelled and nothing was charged; `delayed` and
 * `pending` that the payment is being processed. Try again is offered only while the invoice is unpaid. A payment the server
 * found to be a second one of a paid invoice (`duplicate`) tells that it will be returned.
 */
export type PaymentOutcome =
  | { readonly kind: 'completed'; readonly invoiceNumber: string }
  /** Paid once more after the invoice was already paid: the service returns this payment. */
  | { readonly kind: 'doublePayment'; readonly invoiceNumber: string; readonly sumCents: number }
  | { readonly kind: 'cancelled'; readonly invoiceNumber: string; readonly canTryAgain: boolean }
  | {
      readonly kind: 'interrupted';
      readonly invoiceNumber: string;
      readonly sumCents: number;
      /** The payment date of an invoice paid after all (another payment), else `null`: unpaid. */
      readonly paidDate: string | null;
      readonly failure: PaymentError | null;
      readonly canTryAgain: boolean;
    }
  /** The payment service has not yet said whether the money came: Pay waits until it does. */
  | { readonly kind: 'processing'; readonly invoiceNumber: string }
  | { readonly kind: 'nothing' };

/** The outcome of an applied return. */
export function paymentOutcome(answer: {
  readonly status: PaymentProviderStatus;
  readonly failure: PaymentError | null;
  readonly duplicate?: boolean;
  readonly invoice: ResultInvoice;
}): PaymentOutcome {
  if (answer.duplicate === true)
    return {
      kind: 'doublePayment',
      invoiceNumber: answer.invoice.invoiceNumber,
      sumCents: answer.invoice.sumCents,
    };
  const view = paymentResultView(answer.status, answer.invoice);
  switch (view.kind) {
    case 'completed':
      return { kind: 'completed', invoiceNumber: answer.invoice.invoiceNumber };
    case 'nothing':
    case 'processing':
      return view;
    case 'interrupted':
      if (answer.failure === 'paymentCancelled' && view.paid === null)
        return { kind: 'cancelled', invoiceNumber: view.invoiceNumber, canTryAgain: view.canTryAgain };
      return {
        kind: 'interrupted',
        invoiceNumber: view.invoiceNumber,
        sumCents: view.sumCents,
        paidDate: view.paid?.date ?? null,
        failure: answer.failure,
        canTryAgain: view.canTryAgain,
      };
    default:
      return view satisfies never;
  }
}
