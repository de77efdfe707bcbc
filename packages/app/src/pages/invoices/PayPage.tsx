import {
  buildPath,
  initialPaymentPage,
  invoiceContactHref,
  matchPath,
  nextPaymentPage,
  type PayableInvoiceWire,
  type PaymentPageEvent,
  paymentCreationRequest,
  paymentPageRequest,
} from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { PaymentView } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { use, useEffect, useReducer, useState } from 'react';
import { useLocation } from 'react-router';
import { createPayment, fetchPayableInvoice } from '../../api/invoices';
import { ApiError } from '../../api/request';
import { userQuery } from '../../api/userQuery';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { SignedInOnly } from './SignedInOnly';

/** `/{lang}/pay/{invoiceNumber}`: paying one invoice online. */
export function PayPage() {
  return (
    <SignedInOnly>
      <Pay />
    </SignedInOnly>
  );
}

/**
 * Wires the domain's payment page machine to the calls: each state that waits for a call gets it,
 * and its answer is the machine's next event. The machine decides; this only calls and shows.
 */
function Pay() {
  const LL = useI18n();
  const { lang, session } = usePortal();
  // The words of these pages load with them, not with every first page.
  use(loadPageWords(lang, 'invoices'));
  const { pathname } = useLocation();
  const client = useQueryClient();
  const match = matchPath(pathname);
  const invoiceNumber = match?.page === 'pay' ? Number(match.params.invoiceNumber) : 0;
  const [state, dispatch] = useReducer(nextPaymentPage, initialPaymentPage);
  const [invoice, setInvoice] = useState<PayableInvoiceWire | null>(null);
  useDocumentTitle(LL.invoices.pay.title());

  useEffect(() => {
    const request = paymentPageRequest(state);
    if (request === null) return;
    const abort = new AbortController();
    const send = (event: PaymentPageEvent) => {
      if (!abort.signal.aborted) dispatch(event);
    };
    const failed = (error: unknown, event: PaymentPageEvent): PaymentPageEvent =>
      error instanceof ApiError && error.type === 'invoiceNotFound' ? { type: 'invoiceNotFound' } : event;
    if (request === 'invoice') {
      Promise.all([fetchPayableInvoice(invoiceNumber, abort.signal), client.fetchQuery(userQuery())])
        .then(([answer, user]) => {
          setInvoice(answer.invoice);
          send({ type: 'invoiceLoaded', invoice: answer.invoice, patientEmail: user.patient?.email ?? null });
        })
        .catch((error: unknown) => send(failed(error, { type: 'loadFailed' })));
    } else if (request === 'createPayment' && invoice !== null) {
      client
        .fetchQuery(userQuery())
        .then((user) => {
          const patient = user.patient;
          return createPayment(
            session.csrfToken ?? '',
            paymentCreationRequest(
              invoice,
              {
                email: patient?.email ?? '',
                phone: patient?.phoneNumber ?? '',
                firstName: patient?.firstName ?? '',
                lastName: patient?.lastName ?? '',
              },
              lang,
            ),
          );
        })
        .then((answer) => send({ type: 'paymentCreated', terms: answer.terms, providers: answer.providers }))
        .catch(() => send({ type: 'paymentFailed' }));
    } else if (request === 'recheckInvoice') {
      fetchPayableInvoice(invoiceNumber, abort.signal)
        .then((answer) => send({ type: 'invoiceRechecked', invoice: answer.invoice }))
        .catch(() => send({ type: 'loadFailed' }));
    }
    return () => abort.abort();
  }, [state, invoice, invoiceNumber, client, session.csrfToken, lang]);

  useEffect(() => {
    // Paid meanwhile: the page loads again and shows the invoice as it is now.
    if (state.step === 'reloading') window.location.reload();
  }, [state.step]);

  return (
    <PaymentView
      state={state}
      invoice={invoice}
      contactHref={invoiceContactHref(lang, String(invoiceNumber))}
      backHref={buildPath('invoices', lang)}
      onChoose={(providerId) => dispatch({ type: 'chooseProvider', providerId })}
      onRetry={() => dispatch({ type: 'retry' })}
    />
  );
}
