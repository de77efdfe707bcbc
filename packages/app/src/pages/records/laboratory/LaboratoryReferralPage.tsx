import { buildPath, matchPath } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { ReferralView, type ReferralViewState } from '@portal/ui';
import { use } from 'react';
import { useLocation } from 'react-router';
import { fetchReferral } from '../../../api/labAndSurveys';
import { useI18n } from '../../../i18n/I18nProvider';
import { usePortal } from '../../../router/PortalContext';
import { useDocumentTitle } from '../../../shell/useDocumentTitle';
import { SignedInOnly } from '../../invoices/SignedInOnly';
import { recordKeys, useRecordRead } from '../useRead';

/** `/{lang}/laboratoryreferral/{id}` and `/{lang}/imagingreferral/{id}`: one referral. */
export function ReferralPage() {
  const { lang } = usePortal();
  // The page's words load with it, not with every first page (the suspense of the lazy page waits).
  use(loadPageWords(lang, 'laboratory'));
  use(loadPageWords(lang, 'imaging'));
  return (
    <SignedInOnly>
      <Referral />
    </SignedInOnly>
  );
}

function Referral() {
  const LL = useI18n();
  const { lang } = usePortal();
  const match = matchPath(useLocation().pathname);
  const kind = match?.page === 'imagingReferral' ? 'imaging' : 'laboratory';
  const id =
    match?.page === 'imagingReferral' || match?.page === 'laboratoryReferral' ? Number(match.params.id) : 0;
  const read = useRecordRead([...recordKeys[kind], 'referral', id, lang], fetchReferral(kind, id, lang));
  useDocumentTitle(read.status === 'loaded' ? read.data.referral.title : LL.laboratory.referral.title());
  const state: ReferralViewState =
    read.status === 'loaded'
      ? { status: 'loaded', referral: read.data.referral }
      : read.status === 'failed'
        ? { status: 'failed', isRetrying: read.isRetrying }
        : { status: read.status };
  return (
    <ReferralView
      state={state}
      backHref={buildPath(kind, lang)}
      backLabel={kind === 'imaging' ? LL.imaging.list.title() : LL.laboratory.list.title()}
      onRetry={read.retry}
    />
  );
}
