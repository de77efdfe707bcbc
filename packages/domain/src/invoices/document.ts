import type { ListableInvoiceStatus } from '../catalogue/invoice';
import { err, ok, type Result } from '../result/result';
import { payableStatusOf } from './status';

/**
 * What an invoice's document is, which decides its title and how it may be paid: a credit note
 * (hyvityslasku) returns money and is never a receipt; an overdue invoice is with the collection
 * agency and is paid to the agency, never to our account by its old due date; an open invoice is
 * paid to us; anything settled is a receipt.
 */
export type InvoiceDocumentKind = 'creditNote' | 'collection' | 'invoice' | 'receipt';

/** The kind of an invoice's document; a row crediting another invoice, or a negative sum, credits. */
export function invoiceDocumentKind(invoice: {
  readonly status: ListableInvoiceStatus;
  readonly creditedInvoiceNumber: string | null;
  readonly sumCents: number;
}): InvoiceDocumentKind {
  if (invoice.creditedInvoiceNumber !== null || invoice.sumCents < 0) return 'creditNote';
  if (invoice.status === 'overdue') return 'collection';
  return payableStatusOf(invoice.status) === 'Open' ? 'invoice' : 'receipt';
}

/** Why a Finnish business ID (Y-tunnus) was refused. */
export const businessIdErrors = ['format', 'checkDigit'] as const;
/** One of {@link businessIdErrors}. */
export type BusinessIdError = (typeof businessIdErrors)[number];

const businessIdWeights = [7, 9, 10, 5, 8, 4, 2] as const;

/**
 * A Finnish business ID, `1234567-8`: seven digits, a hyphen and a check digit computed with the
 * weights 7, 9, 10, 5, 8, 4, 2 modulo 11 (a remainder of 1 is never issued).
 */
export function validateBusinessId(input: string): Result<string, BusinessIdError> {
  const match = /^(\d{7})-(\d)$/.exec(input.trim());
  if (match === null) return err('format');
  const digits = match[1] ?? '';
  const sum = businessIdWeights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const remainder = sum % 11;
  if (remainder === 1) return err('checkDigit');
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check === Number(match[2]) ? ok(`${digits}-${check}`) : err('checkDigit');
}

/** A bank's BIC (SWIFT) code: four letters of the bank, two of the country, two or five of place and branch. */
export function isBic(input: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(input);
}

const dayMs = 86_400_000;

/**
 * The payment term in days from the invoice date to the due date, as an invoice prints it
 * ("14 days net"); null without a due date or when the dates are not in order.
 */
export function paymentTermDays(creationDate: string, dueDate: string | null): number | null {
  if (dueDate === null) return null;
  const days = (Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${creationDate}T00:00:00Z`)) / dayMs;
  return Number.isInteger(days) && days >= 0 ? days : null;
}
