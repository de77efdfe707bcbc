/** Invoices and paying them: the list, the summary, the pay page, the result and the pay-visit landing. */
export * from './InvoiceList';
export * from './InvoiceSummary';
export * from './OnlinePaymentPeriod';
export * from './PaymentProcessing';
export * from './PaymentResult';
export * from './PaymentView';
export * from './PayVisitLanding';
