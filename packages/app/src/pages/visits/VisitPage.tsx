import { buildPath } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { VisitView, type VisitViewState } from '@portal/ui';
import { use } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useSignInRedirect } from '../appointments/useSignedIn';
import { useVisit } from './useVisit';

/** `/{lang}/{visits word}/{id}`: one visit. */
export function VisitPage() {
  const { lang } = usePortal();
  // The page's words load with it, not with every first page (the lazy page's suspense waits).
  use(loadPageWords(lang, 'visits'));
  return useSignInRedirect() ?? <Visit />;
}

function Visit() {
  const LL = useI18n();
  const { lang } = usePortal();
  const { id, read, notFound } = useVisit();
  useDocumentTitle(notFound ? LL.visits.visit.notFound() : LL.visits.visit.title());
  const state: VisitViewState = notFound
    ? { kind: 'visit-not-found' }
    : read.data
      ? { kind: 'found', visit: read.data.visit }
      : read.isError
        ? { kind: 'error', isRetrying: read.isFetching }
        : { kind: 'loading' };
  return (
    <VisitView
      state={state}
      listHref={buildPath('visits', lang)}
      printHref={buildPath('visitPrint', lang, { id: id > 0 ? id : 1 })}
      onRetry={() => void read.refetch()}
    />
  );
}
