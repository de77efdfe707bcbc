import {
  helsinkiIsoDate,
  type ListedInvoice,
  type PayableInvoiceWire,
  payableStatusOf,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { SessionContext } from '../auth/sessionContext';
import { subjectOf } from '../booking/occupational';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';

const { invoices, patients } = schema;

export type InvoiceRecord = typeof invoices.$inferSelect;
export type BuyerRecord = Pick<
  typeof patients.$inferSelect,
  'firstName' | 'lastName' | 'street' | 'postalCode' | 'postOffice' | 'email' | 'phone'
>;

/** A row of the list. */
export function listedView(invoice: InvoiceRecord): ListedInvoice {
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
  };
}

/** The invoice as the payment and summary pages read it. */
export function payableView(invoice: InvoiceRecord, buyer: BuyerRecord): PayableInvoiceWire {
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
): Promise<{ invoice: InvoiceRecord; buyer: BuyerRecord }> {
  const patientId = subjectOf(session);
  if (!patientId) throw new ApiError('invoiceNotFound');
  const [found] = await db
    .select({ invoice: invoices, buyer: patients })
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
