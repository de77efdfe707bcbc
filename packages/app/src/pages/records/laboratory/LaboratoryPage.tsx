import { buildPath } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { LaboratoryList, type LaboratoryListState, ListPageView } from '@portal/ui';
import { use } from 'react';
import { fetchLaboratory } from '../../../api/labAndSurveys';
import { useI18n } from '../../../i18n/I18nProvider';
import { usePortal } from '../../../router/PortalContext';
import { useDocumentTitle } from '../../../shell/useDocumentTitle';
import { SignedInOnly } from '../../invoices/SignedInOnly';
import { recordKeys, useRecordRead } from '../useRead';

/** `/{lang}/laboratory`: referrals and results by day. */
export function LaboratoryPage() {
  const { lang } = usePortal();
  // The page's words load with it, not with every first page (the suspense of the lazy page waits).
  use(loadPageWords(lang, 'laboratory'));
  return (
    <SignedInOnly>
      <Laboratory />
    </SignedInOnly>
  );
}

function Laboratory() {
  const LL = useI18n();
  const { lang } = usePortal();
  useDocumentTitle(LL.laboratory.list.title());
  const read = useRecordRead([...recordKeys.laboratory, 'list', lang], fetchLaboratory(lang));
  const state: LaboratoryListState =
    read.status === 'loaded'
      ? { status: 'loaded', referrals: read.data.referrals, results: read.data.results }
      : read.status === 'loading'
        ? { status: 'loading' }
        : { status: 'failed', isRetrying: read.status === 'failed' && read.isRetrying };
  return (
    <ListPageView title={LL.laboratory.list.title()} intro={LL.laboratory.list.intro()}>
      <LaboratoryList
        state={state}
        referralHref={(id) => buildPath('laboratoryReferral', lang, { id })}
        resultHref={(date) => buildPath('laboratoryResult', lang, { date })}
        onRetry={read.retry}
      />
    </ListPageView>
  );
}
