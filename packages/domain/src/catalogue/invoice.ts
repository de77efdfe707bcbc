/** Statuses of the invoice list (messaging-invoices-shell.md §3 and §9). */
export const listableInvoiceStatuses = [
  'notAvailable',
  'open',
  'overdue',
  'paid',
  'paper',
  'refundInProgress',
  'refunded',
] as const;
/** One of {@link listableInvoiceStatuses}. */
export type ListableInvoiceStatus = (typeof listableInvoiceStatuses)[number];

/** Statuses of a customer invoice. */
export const customerInvoiceStatuses = ['open', 'overdue', 'paid', 'refunded'] as const;
/** One of {@link customerInvoiceStatuses}. */
export type CustomerInvoiceStatus = (typeof customerInvoiceStatuses)[number];

/** Statuses of an organisation invoice. */
export const organizationInvoiceStatuses = [
  'creditMemoOpen',
  'creditMemoPaid',
  'open',
  'overdue',
  'paid',
] as const;
/** One of {@link organizationInvoiceStatuses}. */
export type OrganizationInvoiceStatus = (typeof organizationInvoiceStatuses)[number];

/** Statuses of an invoice of the accounting system. */
export const netsuiteInvoiceStatuses = ['applied', 'open', 'paidInFull', 'unknown', 'voided'] as const;
/** One of {@link netsuiteInvoiceStatuses}. */
export type NetsuiteInvoiceStatus = (typeof netsuiteInvoiceStatuses)[number];

/** Statuses of an invoice of the signing service. */
export const goodSignInvoiceStatuses = ['open', 'paid'] as const;
/** One of {@link goodSignInvoiceStatuses}. */
export type GoodSignInvoiceStatus = (typeof goodSignInvoiceStatuses)[number];

/** Where a listed invoice comes from. */
export const invoiceSources = ['customerInvoice', 'goodSignInvoice', 'netsuiteInvoice'] as const;
/** One of {@link invoiceSources}. */
export type InvoiceSource = (typeof invoiceSources)[number];

/** What a customer invoice was for. */
export const customerInvoicePaymentTypes = ['chat', 'customer', 'organization', 'remote'] as const;
/** One of {@link customerInvoicePaymentTypes}. */
export type CustomerInvoicePaymentType = (typeof customerInvoicePaymentTypes)[number];

/** Kinds of billed customer. */
export const billedCustomerTypes = ['Company', 'Insurance', 'OHCCompany', 'Person'] as const;
/** One of {@link billedCustomerTypes}. */
export type BilledCustomerType = (typeof billedCustomerTypes)[number];

/** How an invoice is delivered. */
export const methodsOfBillDelivery = ['EInvoice', 'Email', 'Paper'] as const;
/** One of {@link methodsOfBillDelivery}. */
export type MethodOfBillDelivery = (typeof methodsOfBillDelivery)[number];

/** The statuses the payment provider returns with. */
export const paymentProviderStatuses = ['ok', 'fail', 'delayed', 'pending'] as const;
/** One of {@link paymentProviderStatuses}. */
export type PaymentProviderStatus = (typeof paymentProviderStatuses)[number];

/** Payment failures the payment screens name (messaging-invoices-shell.md §8). */
export const paymentErrors = [
  'cardDeclined',
  'expiredCard',
  'incorrectCvc',
  'insufficientFunds',
  'paymentCancelled',
  'unableToProcess',
  'paymentFailed',
  'paymentInterrupted',
  'invoiceNotFound',
  'somethingWentWrong',
  'emailRequired',
] as const;
/** One of {@link paymentErrors}. */
export type PaymentError = (typeof paymentErrors)[number];

/** Result codes of marking an invoice paid. */
export const markInvoicePaidResults = [
  'customerNotFound',
  'invoiceAlreadyPaid',
  'invoiceNotFound',
  'invoiceSumNotValid',
  'success',
  'unknownError',
] as const;
/** One of {@link markInvoicePaidResults}. */
export type MarkInvoicePaidResult = (typeof markInvoicePaidResults)[number];

/** VAT handling of a price list item. */
export const vatProcessings = ['Always', 'Never', 'Optional'] as const;
/** One of {@link vatProcessings}. */
export type VatProcessing = (typeof vatProcessings)[number];

/** Price list selections. */
export const priceListSelections = ['A', 'B', 'C', 'N'] as const;
/** One of {@link priceListSelections}. */
export type PriceListSelection = (typeof priceListSelections)[number];

/** States of a background processing job. */
export const processingStates = ['DONE', 'FAILURE', 'IN_PROGRESS', 'UNKNOWN'] as const;
/** One of {@link processingStates}. */
export type ProcessingState = (typeof processingStates)[number];

/** Days an online fee can be paid before the invoice is mailed. */
export const onlinePaymentPeriodDays = 4;
