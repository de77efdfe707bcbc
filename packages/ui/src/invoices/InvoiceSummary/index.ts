export { InvoiceSummary, type InvoiceSummaryProps, type InvoiceSummaryState } from './InvoiceSummary';
