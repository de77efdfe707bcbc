import {
  builtPath,
  emptyRenewalAnswers,
  featureSet,
  isRenewalComplete,
  matchPath,
  nextRenewalState,
  type PrescriptionRenewalState,
  type RenewalAnswers,
  type RenewalEvent,
  renewalAnswers,
} from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { RenewalForm, type RenewalFormState } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { use, useCallback, useReducer, useState } from 'react';
import { useLocation } from 'react-router';
import { sendRenewal } from '../../api/prescriptions';
import { useDraft } from '../../drafts/useDraft';
import { useI18n } from '../../i18n/I18nProvider';
import { retryAtOf } from '../../messaging/retryAt';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useSignInRedirect } from '../appointments/useSignedIn';
import { prescriptionsQuery } from './queries';

/** `/{lang}/{renewal word}/{ids}`: the renewal request of the prescriptions in the basket. */
export function RenewalPage() {
  const { lang } = usePortal();
  // The page's words load with it, not with every first page (the lazy page's suspense waits).
  use(loadPageWords(lang, 'prescriptions'));
  return useSignInRedirect() ?? <Renewal />;
}

function Renewal() {
  const LL = useI18n();
  const { lang, session, brand } = usePortal();
  useDocumentTitle(LL.prescriptions.renewal.title());
  // The request is followed in the conversations where this brand has them and the person may use
  // them; the children's brand has none (its sent text says where the answer comes instead).
  const conversationsHref =
    brand.pages.includes('conversations') && featureSet(session.features).has('customer-messaging-allowed')
      ? builtPath('conversations', lang)
      : null;
  const { pathname } = useLocation();
  const match = matchPath(pathname);
  const ids = match?.page === 'prescriptionRenewal' ? match.params.ids : [];
  const read = useQuery(prescriptionsQuery(lang));
  const empty = useCallback((): RenewalAnswers => emptyRenewalAnswers(ids), [ids]);
  // Kept per basket: the answers come back after signing in again to renew the same prescriptions.
  const [answers, setAnswers, forgetAnswers] = useDraft(`renewal.${ids.join('-')}`, empty, renewalAnswers);
  const [status, dispatch] = useReducer(
    (state: PrescriptionRenewalState, event: RenewalEvent) => nextRenewalState(state, event),
    'editing',
  );
  const [retryAt, setRetryAt] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => sendRenewal(session.csrfToken ?? '', { prescriptionIds: [...ids], answers }),
    onMutate: () => setRetryAt(null),
    onSuccess: () => {
      forgetAnswers();
      dispatch({ type: 'succeeded' });
    },
    onError: (error) => {
      setRetryAt(retryAtOf(error));
      dispatch({ type: 'failed' });
    },
  });
  const chosen = ids.flatMap(
    (id) => read.data?.prescriptions.find((p) => p.id === id && p.isRenewable) ?? [],
  );
  const state: RenewalFormState = read.data
    ? read.data.renewal === 'maintenance'
      ? { kind: 'maintenance' }
      : read.data.renewal !== 'enabled' || ids.length === 0 || chosen.length !== ids.length
        ? { kind: 'not-found' }
        : {
            kind: 'ready',
            prescriptions: chosen,
            answers,
            status,
            conversationsHref,
            retryAt,
          }
    : read.isError
      ? { kind: 'error', isRetrying: read.isFetching }
      : { kind: 'loading' };
  return (
    <RenewalForm
      state={state}
      onChange={setAnswers}
      onSend={() => {
        const complete = isRenewalComplete(answers, ids);
        dispatch({ type: 'send', complete });
        if (complete && status !== 'sending') send.mutate();
      }}
      backHref={builtPath('prescriptions', lang) ?? '/'}
      onRetry={() => void read.refetch()}
    />
  );
}
