import type { Lang } from '../locale';

/** Invoice statuses of the payment and summary pages. */
export const payableInvoiceStatuses = ['Open', 'Paid'] as const;
/** One of {@link payableInvoiceStatuses}. */
export type PayableInvoiceStatus = (typeof payableInvoiceStatuses)[number];

/**
 * Tells whether an invoice can be paid online now (messaging-invoices-shell.md §5): the invoice
 * allows it and is still open. The payment page asks again just before leaving for the provider.
 */
export function isPayableOnline(invoice: {
  readonly canBePaidOnline: boolean;
  readonly status: string;
}): boolean {
  return invoice.canBePaidOnline && invoice.status === 'Open';
}

/** The language code the payment provider takes. */
export function paymentLanguage(lang: Lang): 'FI' | 'SV' | 'EN' {
  return lang === 'fi' ? 'FI' : lang === 'sv' ? 'SV' : 'EN';
}

/** The VAT percentage sent with every payment item: invoices of health care carry no VAT. */
export const paymentVatPercentage = 0;
