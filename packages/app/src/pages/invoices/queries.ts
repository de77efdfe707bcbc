import type { Lang } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { fetchInvoiceSummary, fetchInvoices, fetchPayableInvoice } from '../../api/invoices';

/** The keys of the invoice pages' reads. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (page: number, lang: Lang) => [...invoiceKeys.all, 'list', page, lang] as const,
  summary: (id: string, lang: Lang) => [...invoiceKeys.all, 'summary', id, lang] as const,
  payable: (invoiceNumber: number) => [...invoiceKeys.all, 'payable', invoiceNumber] as const,
};

/** One page of the list. */
export const invoicesQuery = (page: number, lang: Lang) =>
  queryOptions({
    queryKey: invoiceKeys.list(page, lang),
    queryFn: ({ signal }) => fetchInvoices(page, lang, signal),
  });

/** The summary of one invoice. */
export const summaryQuery = (id: string, lang: Lang) =>
  queryOptions({
    queryKey: invoiceKeys.summary(id, lang),
    queryFn: ({ signal }) => fetchInvoiceSummary(id, lang, signal),
    retry: false,
  });

/** The invoice as the pay page reads it; always read afresh, since it may have been paid meanwhile. */
export const payableQuery = (invoiceNumber: number) =>
  queryOptions({
    queryKey: invoiceKeys.payable(invoiceNumber),
    queryFn: ({ signal }) => fetchPayableInvoice(invoiceNumber, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
