import { buildPath } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { ListPageView, VisitList, type VisitListState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useSignInRedirect } from '../appointments/useSignedIn';
import { visitsQuery } from './queries';

/** `/{lang}/{visits word}`: the patient's visits. */
export function VisitsPage() {
  const { lang } = usePortal();
  // The page's words load with it, not with every first page (the lazy page's suspense waits).
  use(loadPageWords(lang, 'visits'));
  return useSignInRedirect() ?? <Visits />;
}

function Visits() {
  const LL = useI18n();
  const { lang } = usePortal();
  useDocumentTitle(LL.visits.list.title());
  const read = useQuery(visitsQuery(lang));
  const state: VisitListState = read.data
    ? { kind: 'ready', visits: read.data.visits }
    : read.isError
      ? { kind: 'error', isRetrying: read.isFetching }
      : { kind: 'loading' };
  return (
    <ListPageView title={LL.visits.list.title()} intro={LL.visits.list.intro()}>
      <VisitList
        state={state}
        visitHref={(id) => buildPath('visit', lang, { id })}
        onRetry={() => void read.refetch()}
      />
    </ListPageView>
  );
}
