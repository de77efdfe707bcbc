import { buildPath, type ListedInvoice, maxInvoicePage } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { InvoiceList, type InvoiceListState, ListPageView } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { useSearchParams } from 'react-router';
import { invoicePdfHref } from '../../api/invoices';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { invoicesQuery } from './queries';
import { SignedInOnly } from './SignedInOnly';

/** `/{lang}/invoices`: the receipts and invoices, ten per page; `?page=` keeps the page in the address. */
export function InvoicesPage() {
  return (
    <SignedInOnly>
      <Invoices />
    </SignedInOnly>
  );
}

function Invoices() {
  const LL = useI18n();
  const { lang, brand } = usePortal();
  // The words of these pages load with them, not with every first page.
  use(loadPageWords(lang, 'invoices'));
  const [query, setQuery] = useSearchParams();
  useDocumentTitle(LL.invoices.list.title());
  const asked = Number(query.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= maxInvoicePage ? asked : 1;
  const read = useQuery({ ...invoicesQuery(page, lang), placeholderData: keepPreviousData });
  const state: InvoiceListState = read.data
    ? {
        status: 'loaded',
        invoices: read.data.invoices,
        page: read.data.page,
        totalCount: read.data.totalCount,
        collectionAgency: read.data.collectionAgency,
      }
    : read.isError
      ? { status: 'failed', isRetrying: read.isFetching }
      : { status: 'loading' };
  return (
    <ListPageView title={LL.invoices.list.title()} intro={LL.invoices.list.intro()}>
      <InvoiceList
        state={state}
        billingEmail={brand.billing.email}
        links={{
          pay: (invoice: ListedInvoice) =>
            buildPath('pay', lang, { invoiceNumber: Number(invoice.invoiceNumber) }),
          summary: (invoice: ListedInvoice) => buildPath('invoiceSummary', lang, { id: invoice.id }),
          pdf: (invoice: ListedInvoice) => invoicePdfHref(invoice.id, lang),
        }}
        onPageChange={(next) => setQuery(next === 1 ? {} : { page: String(next) })}
        onRetry={() => void read.refetch()}
      />
    </ListPageView>
  );
}
