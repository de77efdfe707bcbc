import {
  helsinkiIsoDate,
  type ListedInvoice,
  type PayableInvoiceWire,
  payableStatusOf,
} from '@portal/domain';
import { and, eq, exists, inArray } from 'drizzle-orm';
import type { SessionContext } from '../auth/sessionContext';
import { subjectOf } from '../booking/occupational';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';

const { invoices, patients, payments } = schema;

/**
 * The payment states in which the payment service has taken the payment but not yet said whether
 * the money came: the invoice is not offered for paying again until it has.
 */
const processingStates = ['pending', 'delayed'] as const;

export type InvoiceRecord = typeof invoices.$inferSelect;
export type BuyerRecord = Pick<
  typeof patients.$inferSelect,
  'firstName' | 'lastName' | 'street' | 'postalCode' | 'postOffice' | 'email' | 'phone'
>;

/** The invoices among `ids` with a payment the payment service has yet to settle. */
export async function invoicesWithPaymentProcessing(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: payments.invoiceId })
    .from(payments)
    .where(and(inArray(payments.invoiceId, [...ids]), inArray(payments.state, [...processingStates])));
  return new Set(rows.map((row) => row.id));
}

/** A row of the list. */
export function listedView(invoice: InvoiceRecord, paymentProcessing: boolean): ListedInvoice {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    creditedInvoiceNumber: invoice.creditedInvoiceNumber,
    status: invoice.status,
    source: invoice.source,
    creationDate: invoice.creationDate,
    dueDate: invoice.dueDate,
    sumCents: invoice.sumCents,
    hasPdf: invoice.hasPdf,
    canBePaidOnline: invoice.canBePaidOnline,
    paymentProcessing,
  };
}

/** An invoice of the session's own with its buyer, and whether a payment of it is being processed. */
export type OwnInvoice = { invoice: InvoiceRecord; buyer: BuyerRecord; paymentProcessing: boolean };

/** The invoice as the payment and summary pages read it. */
export function payableView({ invoice, buyer, paymentProcessing }: OwnInvoice): PayableInvoiceWire {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    sumCents: invoice.sumCents,
    status: payableStatusOf(invoice.status),
    paidDate: invoice.paidAt ? helsinkiIsoDate(invoice.paidAt) : null,
    creationDate: invoice.creationDate,
    payableOnlineUntil: invoice.payableOnlineUntil,
    dueDate: invoice.dueDate,
    buyerName: `${buyer.firstName} ${buyer.lastName}`,
    buyerAddress: { street: buyer.street, postalCode: buyer.postalCode, postOffice: buyer.postOffice },
    rows: invoice.rows,
    canBePaidOnline: invoice.canBePaidOnline,
    paymentProcessing,
  };
}

/**
 * The session's own invoice (the child's, when a guardian acts for one) with its buyer. Another
 * patient's invoice answers `invoiceNotFound`, exactly as a missing one, so the answer tells
 * nothing of other people's invoices.
 */
export async function ownInvoice(
  db: Db,
  session: SessionContext,
  where: { id: string } | { invoiceNumber: string },
): Promise<OwnInvoice> {
  const patientId = subjectOf(session);
  if (!patientId) throw new ApiError('invoiceNotFound');
  const [found] = await db
    .select({
      invoice: invoices,
      buyer: patients,
      paymentProcessing: exists(
        db
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.invoiceId, invoices.id), inArray(payments.state, [...processingStates]))),
      ).mapWith(Boolean),
    })
    .from(invoices)
    .innerJoin(patients, eq(patients.id, invoices.patientId))
    .where(
      and(
        eq(invoices.patientId, patientId),
        'id' in where ? eq(invoices.id, where.id) : eq(invoices.invoiceNumber, where.invoiceNumber),
      ),
    );
  if (!found) throw new ApiError('invoiceNotFound');
  return found;
}
