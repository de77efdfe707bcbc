import { buildPath, isPayableOnline, matchPath } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { InvoiceSummary, type InvoiceSummaryState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { useLocation } from 'react-router';
import { invoicePdfHref } from '../../api/invoices';
import { ApiError } from '../../api/request';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { summaryQuery } from './queries';
import { SignedInOnly } from './SignedInOnly';

/** `/{lang}/invoices/summary/{id}`: one invoice's lines and status. */
export function InvoiceSummaryPage() {
  return (
    <SignedInOnly>
      <Summary />
    </SignedInOnly>
  );
}

function Summary() {
  const LL = useI18n();
  const { lang } = usePortal();
  // The words of these pages load with them, not with every first page.
  use(loadPageWords(lang, 'invoices'));
  const { pathname } = useLocation();
  const match = matchPath(pathname);
  const id = match?.page === 'invoiceSummary' ? String(match.params.id) : '';
  const read = useQuery(summaryQuery(id, lang));
  useDocumentTitle(
    read.data
      ? LL.invoices.summary.title({ number: read.data.invoice.invoiceNumber })
      : LL.invoices.list.title(),
  );
  let state: InvoiceSummaryState;
  if (read.data) {
    const { invoice } = read.data;
    state = {
      status: 'loaded',
      invoice,
      payHref: isPayableOnline(invoice)
        ? buildPath('pay', lang, { invoiceNumber: Number(invoice.invoiceNumber) })
        : null,
      pdfHref: invoicePdfHref(invoice.id, lang),
    };
  } else if (read.error instanceof ApiError && read.error.type === 'invoiceNotFound') {
    state = { status: 'notFound' };
  } else if (read.isError) {
    state = { status: 'failed', isRetrying: read.isFetching };
  } else {
    state = { status: 'loading' };
  }
  return (
    <InvoiceSummary
      state={state}
      backHref={buildPath('invoices', lang)}
      onRetry={() => void read.refetch()}
    />
  );
}
