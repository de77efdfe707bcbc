import {
  type InvoiceSource,
  invoiceSources,
  type ListableInvoiceStatus,
  listableInvoiceStatuses,
  paymentProviderStatuses,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, sqlList } from './columns';
import { patients } from './patients';

/** One printed line of an invoice; prices are gross, in cents. */
export type InvoiceRowRecord = {
  description: string;
  count: number;
  unitPriceCents: number;
  date: string;
  vatPercentage: number;
};

/**
 * A receipt or invoice of a patient, as the billing systems hand it over. Its lines never
 * change once issued, so they are kept with it. `paid_at` is set exactly once, by the payment
 * that settled it or by billing.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    creditedInvoiceNumber: text('credited_invoice_number'),
    status: text('status').$type<ListableInvoiceStatus>().notNull(),
    source: text('source').$type<InvoiceSource>().notNull(),
    creationDate: date('creation_date').notNull(),
    dueDate: date('due_date'),
    payableOnlineUntil: date('payable_online_until'),
    sumCents: integer('sum_cents').notNull(),
    hasPdf: boolean('has_pdf').notNull(),
    canBePaidOnline: boolean('can_be_paid_online').notNull(),
    rows: jsonb('rows').$type<InvoiceRowRecord[]>().notNull(),
    paidAt: instant('paid_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoices_patient_created_idx').on(table.patientId, table.creationDate),
    check('invoices_status_check', sql`${table.status} in (${sqlList(listableInvoiceStatuses)})`),
    check('invoices_source_check', sql`${table.source} in (${sqlList(invoiceSources)})`),
    check('invoices_paid_check', sql`${table.status} <> 'paid' or ${table.paidAt} is not null`),
  ],
);

/** States of an online payment: created, then what the provider's signed answer said. */
export const paymentStates = ['created', ...paymentProviderStatuses] as const;
export type PaymentState = (typeof paymentStates)[number];

/**
 * One online payment of an invoice through the provider. The stamp is the merchant's own id of
 * the payment, signed into every message; at most one payment of an invoice ends `ok`, which the
 * database itself enforces, so however many returns and callbacks race, one settles the invoice.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    stamp: uuid('stamp').notNull().unique().defaultRandom(),
    transactionId: uuid('transaction_id').notNull().unique().defaultRandom(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    lang: text('lang').notNull(),
    state: text('state').$type<PaymentState>().notNull().default('created'),
    provider: text('provider'),
    failure: text('failure'),
    createdAt: createdAt(),
    settledAt: instant('settled_at'),
  },
  (table) => [
    index('payments_invoice_idx').on(table.invoiceId),
    uniqueIndex('payments_one_ok_per_invoice').on(table.invoiceId).where(sql`${table.state} = 'ok'`),
    check('payments_state_check', sql`${table.state} in (${sqlList(paymentStates)})`),
  ],
);
