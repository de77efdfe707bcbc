import type { Lang } from '../locale';
import { buildPath } from '../routes/build';

/** The save action of my information that brings the person back to pay an invoice. */
export interface InvoiceSaveAction {
  readonly type: 'go-to-invoice-page';
  /** The invoice whose pay page to come back to. */
  readonly invoiceNumber: string;
}

/**
 * My information with the `go-to-invoice-page` save action (messaging-invoices-shell.md §4): after
 * the contact details are saved, the person goes back to the pay page of the invoice.
 */
export function invoiceContactHref(lang: Lang, invoiceNumber: string): string {
  const action: InvoiceSaveAction = { type: 'go-to-invoice-page', invoiceNumber };
  return buildPath('myInformation', lang, undefined, { saveAction: JSON.stringify(action) });
}

/** Where the `go-to-invoice-page` save action leads: the pay page, or the list for a bad number. */
export function invoiceSaveActionTarget(lang: Lang, action: unknown): string {
  const invoiceNumber = (action as { invoiceNumber?: unknown } | null)?.invoiceNumber;
  return typeof invoiceNumber === 'string' && /^\d{1,12}$/.test(invoiceNumber)
    ? buildPath('pay', lang, { invoiceNumber: Number(invoiceNumber) })
    : buildPath('invoices', lang);
}
