import type { Lang } from '../locale';

/** Invoice statuses of the payment and summary pages. */
export const payableInvoiceStatuses = ['Open', 'Paid'] as const;
/** One of {@link payableInvoiceStatuses}. */
export type PayableInvoiceStatus = (typeof payableInvoiceStatuses)[number];

/**
 * Tells whether an invoice can be paid online now (messaging-invoices-shell.md §5): the invoice
 * allows it, is still open, and no payment of it is being processed by the payment service (paying
 * again would charge twice). The payment page asks again just before leaving for the provider.
 */
export function isPayableOnline(invoice: {
  readonly canBePaidOnline: boolean;
  readonly status: string;
  readonly paymentProcessing: boolean;
}): boolean {
  return invoice.canBePaidOnline && invoice.status === 'Open' && !invoice.paymentProcessing;
}

/** The language code the payment provider takes. */
export function paymentLanguage(lang: Lang): 'FI' | 'SV' | 'EN' {
  return lang === 'fi' ? 'FI' : lang === 'sv' ? 'SV' : 'EN';
}

/** The VAT percentage sent with every payment item: invoices of health care carry no VAT. */
export const paymentVatPercentage = 0;
