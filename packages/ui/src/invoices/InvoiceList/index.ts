export { type InvoiceLinks, InvoiceList, type InvoiceListProps, type InvoiceListState } from './InvoiceList';
