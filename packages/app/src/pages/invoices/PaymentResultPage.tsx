import { buildPath, matchPath, paymentOutcome } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { PaymentResult, type PaymentResultState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { useLocation } from 'react-router';
import { invoicePdfHref, sendPaymentReturn } from '../../api/invoices';
import { ApiError } from '../../api/request';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { invoiceKeys } from './queries';
import { SignedInOnly } from './SignedInOnly';

/**
 * `/{lang}/payment/{invoiceNumber}`: where the payment service sends the browser back with its
 * signed fields. The server checks and applies them and answers the invoice as it is now.
 */
export function PaymentResultPage() {
  return (
    <SignedInOnly>
      <Result />
    </SignedInOnly>
  );
}

function Result() {
  const LL = useI18n();
  const { lang, session } = usePortal();
  // The words of these pages load with them, not with every first page.
  use(loadPageWords(lang, 'invoices'));
  const { pathname, search } = useLocation();
  useDocumentTitle(LL.invoices.result.title());
  const match = matchPath(pathname);
  const invoiceNumber = match?.page === 'payment' ? Number(match.params.invoiceNumber) : 0;
  const fields = Object.fromEntries(new URLSearchParams(search));
  const read = useQuery({
    queryKey: [...invoiceKeys.all, 'return', search],
    queryFn: ({ signal }) => sendPaymentReturn(session.csrfToken ?? '', fields, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  let state: PaymentResultState;
  if (read.data) state = { status: 'outcome', outcome: paymentOutcome(read.data) };
  else if (
    read.error instanceof ApiError &&
    ['invoiceNotFound', 'invalidSignature'].includes(read.error.type)
  )
    state = { status: 'failed', error: 'invoiceNotFound' };
  else if (read.isError) state = { status: 'failed', error: 'somethingWentWrong' };
  else state = { status: 'checking' };
  const invoiceId = read.data?.invoice.id ?? `inv-${invoiceNumber}`;
  return (
    <PaymentResult
      state={state}
      frontHref={buildPath('front', lang)}
      receiptHref={invoicePdfHref(invoiceId, lang)}
      payHref={buildPath('pay', lang, { invoiceNumber })}
      backHref={buildPath('invoices', lang)}
    />
  );
}
