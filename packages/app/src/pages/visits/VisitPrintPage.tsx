import { buildPath } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { VisitPrintView, type VisitPrintViewState } from '@portal/ui';
import { use } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useSignInRedirect } from '../appointments/useSignedIn';
import { useVisit } from './useVisit';

/** `/{lang}/{visits word}/{id}/{print word}`: the visit as it prints. */
export function VisitPrintPage() {
  const { lang } = usePortal();
  // The page's words load with it, not with every first page (the lazy page's suspense waits).
  use(loadPageWords(lang, 'visits'));
  return useSignInRedirect() ?? <VisitPrint />;
}

function VisitPrint() {
  const LL = useI18n();
  const { lang } = usePortal();
  const { id, read, notFound } = useVisit();
  useDocumentTitle(notFound ? LL.visits.visit.notFound() : LL.visits.print.title());
  const state: VisitPrintViewState = notFound
    ? { kind: 'visit-not-found' }
    : read.data
      ? { kind: 'found', answer: read.data }
      : read.isError
        ? { kind: 'error', isRetrying: read.isFetching }
        : { kind: 'loading' };
  return (
    <VisitPrintView
      state={state}
      visitHref={buildPath('visit', lang, { id: id > 0 ? id : 1 })}
      listHref={buildPath('visits', lang)}
      onPrint={() => window.print()}
      onRetry={() => void read.refetch()}
    />
  );
}
