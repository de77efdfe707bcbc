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

/**
 * States of an online payment: created, then what the provider's signed answer said; `expired`
 * when its form was left unused too long and a newer payment replaced it; `duplicate` when the
 * provider confirmed it after another payment had already paid the invoice (it is refunded).
 */
export const paymentStates = ['created', ...paymentProviderStatuses, 'expired', 'duplicate'] as const;
export type PaymentState = (typeof paymentStates)[number];

/** The states of a payment still in flight: at most one such payment per invoice. */
export const openPaymentStates = ['created', 'pending', 'delayed'] as const satisfies readonly PaymentState[];

/** The provider's form of a created payment: its terms and the methods with their hidden fields. */
export type PaymentForm = {
  terms: string;
  providers: {
    name: string;
    id: string;
    url: string;
    svg: string;
    group: string;
    parameters: { name: string; value: string }[];
  }[];
};

/**
 * One online payment of an invoice through the provider. The stamp is the merchant's own id of
 * the payment, signed into every message. The database itself enforces that at most one payment
 * of an invoice is in flight (so two starts cannot both reach the provider) and at most one ends
 * `ok` (so however many returns and callbacks race, one settles the invoice). The transaction id
 * and the form are the provider's answer, empty until it came.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    stamp: uuid('stamp').notNull().unique().defaultRandom(),
    transactionId: uuid('transaction_id').unique(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    lang: text('lang').notNull(),
    state: text('state').$type<PaymentState>().notNull().default('created'),
    form: jsonb('form').$type<PaymentForm>(),
    provider: text('provider'),
    failure: text('failure'),
    createdAt: createdAt(),
    settledAt: instant('settled_at'),
  },
  (table) => [
    index('payments_invoice_idx').on(table.invoiceId),
    uniqueIndex('payments_one_ok_per_invoice').on(table.invoiceId).where(sql`${table.state} = 'ok'`),
    uniqueIndex('payments_one_open_per_invoice')
      .on(table.invoiceId)
      .where(sql`${table.state} in (${sqlList(openPaymentStates)})`),
    check('payments_state_check', sql`${table.state} in (${sqlList(paymentStates)})`),
  ],
);

/**
 * States of a refund: `new` until one request claims it, `sending` while that request asks the
 * provider, then the provider's answer (`pending`, `ok`, `fail`), `refused` when the provider
 * refused the request, or `unanswered` when it did not answer (a later message of the payment
 * tries again).
 */
export const refundStates = ['new', 'sending', 'unanswered', 'refused', 'pending', 'ok', 'fail'] as const;
export type RefundState = (typeof refundStates)[number];

/**
 * The refund of a payment confirmed after its invoice was already paid: one per payment, which the
 * database enforces, so however many of its messages race, the provider is asked once. The refund
 * stamp is our id of the refund, signed into the provider's refund callbacks.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    refundStamp: uuid('refund_stamp').notNull().unique().defaultRandom(),
    amountCents: integer('amount_cents').notNull(),
    state: text('state').$type<RefundState>().notNull().default('new'),
    providerTransactionId: uuid('provider_transaction_id'),
    createdAt: createdAt(),
    answeredAt: instant('answered_at'),
  },
  (table) => [check('payment_refunds_state_check', sql`${table.state} in (${sqlList(refundStates)})`)],
);
