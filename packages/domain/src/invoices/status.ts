import type { ListableInvoiceStatus } from '../catalogue/invoice';
import type { PayableInvoiceStatus } from '../money/invoice';

/**
 * The hint a listed invoice's status carries (messaging-invoices-shell.md §8): an overdue invoice
 * is with the collection agency, an unavailable one is asked about by e-mail from billing.
 */
export type InvoiceStatusHint = 'collectionAgency' | 'billingEmail' | null;

/** The hint of a status; most statuses need none. */
export function invoiceStatusHint(status: ListableInvoiceStatus): InvoiceStatusHint {
  switch (status) {
    case 'overdue':
      return 'collectionAgency';
    case 'notAvailable':
      return 'billingEmail';
    case 'open':
    case 'paper':
    case 'paid':
    case 'refunded':
    case 'refundInProgress':
      return null;
    default:
      return status satisfies never;
  }
}

/**
 * Whether the list offers Pay for an invoice (messaging-invoices-shell.md §2, §5): the invoice can
 * be paid online, is open, and no payment of it is being processed. The list speaks the list's
 * statuses, the payment page `Open`/`Paid`.
 */
export function isPayableInList(invoice: {
  readonly status: ListableInvoiceStatus;
  readonly canBePaidOnline: boolean;
  readonly paymentProcessing: boolean;
}): boolean {
  return invoice.canBePaidOnline && invoice.status === 'open' && !invoice.paymentProcessing;
}

/**
 * The payment page's status of a listed status: settled money (paid, refunded or being refunded)
 * is `Paid`; everything still owed is `Open`.
 */
export function payableStatusOf(status: ListableInvoiceStatus): PayableInvoiceStatus {
  return status === 'paid' || status === 'refunded' || status === 'refundInProgress' ? 'Paid' : 'Open';
}

/** The sum of an invoice's rows in cents, rounded per row as printed. */
export function rowsTotalCents(
  rows: readonly { readonly count: number; readonly unitPriceCents: number }[],
): number {
  return rows.reduce((sum, row) => sum + Math.round(row.count * row.unitPriceCents), 0);
}

/**
 * The VAT included in a row's price, in cents: prices are gross, so the tax is
 * `gross × rate / (100 + rate)`.
 */
export function includedVatCents(grossCents: number, vatPercentage: number): number {
  return Math.round((grossCents * vatPercentage) / (100 + vatPercentage));
}

/** A `yyyy-mm-dd` day as every language prints it, `d.M.yyyy` (messaging-invoices-shell.md §9). */
export function formatDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (match === null) throw new RangeError(`Not a day: ${isoDay}`);
  return `${Number(match[3])}.${Number(match[2])}.${match[1]}`;
}
