import {
  buildQuery,
  type InvoiceAnswer,
  type InvoicesListAnswer,
  invoiceAnswer,
  invoicesListAnswer,
  type Lang,
  type PaymentCreationAnswer,
  type PaymentCreationRequest,
  type PaymentReturnAnswer,
  paymentCreationAnswer,
  paymentReturnAnswer,
} from '@portal/domain';
import { requestJson } from './request';

// The invoice and payment calls of messaging-invoices-shell.md §7.

/** One page of receipts and invoices (`GET /api/payments/invoices-list`). */
export function fetchInvoices(page: number, lang: Lang, signal?: AbortSignal): Promise<InvoicesListAnswer> {
  return requestJson(`/api/payments/invoices-list${buildQuery({ lang, page })}`, invoicesListAnswer, {
    signal,
  });
}

/** The invoice as paying reads it (`GET /api/payments/good-sign-invoice`). */
export function fetchPayableInvoice(invoiceNumber: number, signal?: AbortSignal): Promise<InvoiceAnswer> {
  return requestJson(`/api/payments/good-sign-invoice${buildQuery({ invoiceNumber })}`, invoiceAnswer, {
    signal,
  });
}

/** The invoice for the summary page (`GET /api/invoices/invoice-summary`). */
export function fetchInvoiceSummary(
  invoiceId: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<InvoiceAnswer> {
  return requestJson(`/api/invoices/invoice-summary${buildQuery({ invoiceId, lang })}`, invoiceAnswer, {
    signal,
  });
}

/** The PDF's address (`GET /api/invoices/{id}/pdf`), downloaded by the browser itself. */
export function invoicePdfHref(invoiceId: string, lang: Lang): string {
  return `/api/invoices/${encodeURIComponent(invoiceId)}/pdf${buildQuery({ lang })}`;
}

/** Creates the payment (`POST /api/payments/?csrfToken=`): the terms and the providers. */
export function createPayment(
  csrfToken: string,
  request: PaymentCreationRequest,
): Promise<PaymentCreationAnswer> {
  return requestJson(`/api/payments/${buildQuery({ csrfToken })}`, paymentCreationAnswer, {
    method: 'POST',
    body: request,
  });
}

/** Hands the provider's signed return to the server (`POST /api/payments/return`). */
export function sendPaymentReturn(
  csrfToken: string,
  fields: Readonly<Record<string, string>>,
  signal?: AbortSignal,
): Promise<PaymentReturnAnswer> {
  return requestJson(`/api/payments/return${buildQuery({ csrfToken })}`, paymentReturnAnswer, {
    method: 'POST',
    body: fields,
    signal,
  });
}
