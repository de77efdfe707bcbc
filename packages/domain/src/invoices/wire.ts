import { z } from 'zod/mini';
import { ruleField } from '../api/rule';
import { text } from '../api/text';
import { pageSizes } from '../catalogue/constants';
import {
  invoiceSources,
  listableInvoiceStatuses,
  paymentErrors,
  paymentProviderStatuses,
} from '../catalogue/invoice';
import { validateEmail } from '../contact/email';
import { payableInvoiceStatuses } from '../money/invoice';

// Wire shapes of invoices and payment (messaging-invoices-shell.md §3 and §7). Money is in cents,
// dates are `yyyy-mm-dd` in Europe/Helsinki.

const day = z.iso.date();
const cents = z.number().check(z.int(), z.minimum(0), z.maximum(100_000_000));
/** An invoice number: digits only, as the pay and payment addresses carry it. */
export const invoiceNumber = z.string().check(z.regex(/^\d{1,12}$/));
/** An invoice's own id, as the summary address and the PDF address carry it. */
export const invoiceId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/));

/** One row of the invoice list. */
export const listedInvoice = z.object({
  id: invoiceId,
  invoiceNumber,
  /** Invoice numbers this one credits, comma-separated; null when it credits none. */
  creditedInvoiceNumber: z.nullable(z.string()),
  status: z.enum(listableInvoiceStatuses),
  source: z.enum(invoiceSources),
  creationDate: day,
  dueDate: z.nullable(day),
  sumCents: z.number().check(z.int()),
  hasPdf: z.boolean(),
  canBePaidOnline: z.boolean(),
  /** A payment of it waits for the payment service's word (pending or delayed): no Pay meanwhile. */
  paymentProcessing: z.boolean(),
});
export type ListedInvoice = z.infer<typeof listedInvoice>;

/**
 * The collection agency an overdue invoice has been handed to: the patient pays it there, and
 * reaches it by this phone and site.
 */
export const collectionAgency = z.object({
  name: z.string().check(z.minLength(2), z.maxLength(100)),
  phone: z.string().check(z.regex(/^\+?[\d ()-]{5,20}$/)),
  url: z.string().check(z.regex(/^https:\/\/\S+$/), z.maxLength(200)),
});
export type CollectionAgency = z.infer<typeof collectionAgency>;

/** The deepest page of the list a caller may ask for. */
export const maxInvoicePage = 100;

/** Query of `GET /api/payments/invoices-list`: the language and the page (1-based). */
export const invoicesListQuery = z.object({
  csrfToken: z.optional(z.string().check(z.maxLength(200))),
  lang: z._default(z.enum(['fi', 'sv', 'en']), 'fi'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxInvoicePage)), 1),
});

/** `GET /api/payments/invoices-list`: one page of receipts and invoices, newest first. */
export const invoicesListAnswer = z.object({
  type: z.literal('success'),
  invoices: z.array(listedInvoice).check(z.maxLength(pageSizes.invoices)),
  totalCount: z.number().check(z.int(), z.minimum(0)),
  page: z.number().check(z.int(), z.minimum(1)),
  pageSize: z.literal(pageSizes.invoices),
  /** Where the page's overdue invoices are paid (messaging-invoices-shell.md §8). */
  collectionAgency,
});
export type InvoicesListAnswer = z.infer<typeof invoicesListAnswer>;

/** One line of an invoice. */
export const invoiceRow = z.object({
  description: z.string(),
  count: z.number().check(z.minimum(0)),
  unitPriceCents: z.number().check(z.int()),
  date: day,
  vatPercentage: z.number().check(z.minimum(0), z.maximum(100)),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

/** An invoice as the payment and summary pages read it. */
export const payableInvoice = z.object({
  id: invoiceId,
  invoiceNumber,
  sumCents: z.number().check(z.int()),
  status: z.enum(payableInvoiceStatuses),
  paidDate: z.nullable(day),
  creationDate: day,
  payableOnlineUntil: z.nullable(day),
  dueDate: z.nullable(day),
  buyerName: z.string(),
  buyerAddress: z.object({ street: z.string(), postalCode: z.string(), postOffice: z.string() }),
  rows: z.array(invoiceRow),
  canBePaidOnline: z.boolean(),
  /** A payment of it waits for the payment service's word (pending or delayed): no Pay meanwhile. */
  paymentProcessing: z.boolean(),
});
export type PayableInvoiceWire = z.infer<typeof payableInvoice>;

/** `GET /api/payments/good-sign-invoice` and `GET /api/invoices/invoice-summary`. */
export const invoiceAnswer = z.object({ type: z.literal('success'), invoice: payableInvoice });
export type InvoiceAnswer = z.infer<typeof invoiceAnswer>;

/** Body of `POST /api/payments/` (messaging-invoices-shell.md §3 "Payment creation request"). */
export const paymentCreationBody = z.object({
  amount: cents,
  customer: z.object({
    email: ruleField(validateEmail),
    phone: text({ max: 15 }),
    firstName: text({ max: 50 }),
    lastName: text({ max: 50 }),
  }),
  items: z
    .array(
      z.object({
        productCode: text({ max: 40 }),
        unitPrice: cents,
        units: z.number().check(z.int(), z.minimum(1), z.maximum(1000)),
        vatPercentage: z.number().check(z.minimum(0), z.maximum(100)),
      }),
    )
    .check(z.minLength(1), z.maxLength(50)),
  language: z.enum(['FI', 'SV', 'EN']),
  reference: invoiceNumber,
});

/** A payment method of the creation answer, with the hidden fields its form posts. */
export const paymentProvider = z.object({
  name: z.string(),
  id: z.string(),
  url: z.string(),
  svg: z.string(),
  /** The service's group of the method: `mobile`, `bank`, `creditcard`, `credit` or one it adds later. */
  group: z.string().check(z.maxLength(40)),
  parameters: z.array(z.object({ name: z.string(), value: z.string() })),
});

/** `POST /api/payments/`: the terms (HTML) and the providers to choose from. */
export const paymentCreationAnswer = z.object({
  type: z.literal('success'),
  terms: z.string(),
  providers: z.array(paymentProvider),
});
export type PaymentCreationAnswer = z.infer<typeof paymentCreationAnswer>;

/** Body of `POST /api/payments/return`: the fields the provider put on the return address. */
export const paymentReturnBody = z.record(
  z.string().check(z.maxLength(40)),
  z.string().check(z.maxLength(200)),
);

/**
 * `POST /api/payments/return`: what the signed return said and the invoice as it is now. A
 * failure names the reason the provider gave.
 */
export const paymentReturnAnswer = z.object({
  type: z.literal('success'),
  status: z.enum(paymentProviderStatuses),
  failure: z.nullable(z.enum(paymentErrors)),
  /** The payment was confirmed after the invoice had already been paid: it will be refunded. */
  duplicate: z.boolean(),
  invoice: payableInvoice,
});
export type PaymentReturnAnswer = z.infer<typeof paymentReturnAnswer>;
