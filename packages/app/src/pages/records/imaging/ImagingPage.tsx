import { buildPath, type ListedImagingResult, type ReferralWire } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { ImagingList, type ImagingSectionState, ListPageView } from '@portal/ui';
import { use } from 'react';
import { useI18n } from '../../../i18n/I18nProvider';
import { usePortal } from '../../../router/PortalContext';
import { useDocumentTitle } from '../../../shell/useDocumentTitle';
import { SignedInOnly } from '../../invoices/SignedInOnly';
import { imagingReads, useRecordRead } from '../useRead';

/** `/{lang}/imaging`: referrals and results, each read on its own. */
export function ImagingPage() {
  const { lang } = usePortal();
  // The page's words load with it, not with every first page (the suspense of the lazy page waits).
  use(loadPageWords(lang, 'imaging'));
  use(loadPageWords(lang, 'laboratory'));
  return (
    <SignedInOnly>
      <Imaging />
    </SignedInOnly>
  );
}

function sectionOf<T>(
  read: ReturnType<typeof useRecordRead<{ items: readonly T[] }>>,
): ImagingSectionState<T> {
  if (read.status === 'loaded') return { status: 'loaded', items: read.data.items };
  if (read.status === 'loading') return { status: 'loading' };
  return { status: 'failed', isRetrying: read.status === 'failed' && read.isRetrying };
}

function Imaging() {
  const LL = useI18n();
  const { lang } = usePortal();
  useDocumentTitle(LL.imaging.list.title());
  const referrals = useRecordRead(...imagingReads.referrals(lang));
  const results = useRecordRead(...imagingReads.results(lang));
  return (
    <ListPageView title={LL.imaging.list.title()} intro={LL.imaging.list.intro()}>
      <ImagingList
        referrals={sectionOf<ReferralWire>(referrals)}
        results={sectionOf<ListedImagingResult>(results)}
        referralHref={(id) => buildPath('imagingReferral', lang, { id })}
        resultHref={(imagingDate) => buildPath('imagingResult', lang, { imagingDate })}
        onRetryReferrals={referrals.retry}
      />
    </ListPageView>
  );
}
