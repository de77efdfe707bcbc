import { buildPath, matchPath } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { ImagingResultView, type ImagingResultViewState } from '@portal/ui';
import { use } from 'react';
import { useLocation } from 'react-router';
import { fetchImagingResult } from '../../../api/labAndSurveys';
import { useI18n } from '../../../i18n/I18nProvider';
import { usePortal } from '../../../router/PortalContext';
import { useDocumentTitle } from '../../../shell/useDocumentTitle';
import { SignedInOnly } from '../../invoices/SignedInOnly';
import { recordKeys, useRecordRead } from '../useRead';

/** `/{lang}/imaging/{imagingDate}`: the imaging results of a day with their statements. */
export function ImagingResultPage() {
  const { lang } = usePortal();
  // The page's words load with it, not with every first page (the suspense of the lazy page waits).
  use(loadPageWords(lang, 'imaging'));
  return (
    <SignedInOnly>
      <ImagingResult />
    </SignedInOnly>
  );
}

function ImagingResult() {
  const LL = useI18n();
  const { lang } = usePortal();
  const match = matchPath(useLocation().pathname);
  const date = match?.page === 'imagingResult' ? String(match.params.imagingDate) : '';
  const read = useRecordRead([...recordKeys.imaging, 'result', date, lang], fetchImagingResult(date, lang));
  useDocumentTitle(LL.imaging.list.title());
  const state: ImagingResultViewState =
    read.status === 'loaded'
      ? { status: 'loaded', answer: read.data }
      : read.status === 'failed'
        ? { status: 'failed', isRetrying: read.isRetrying }
        : { status: read.status };
  return <ImagingResultView state={state} backHref={buildPath('imaging', lang)} onRetry={read.retry} />;
}
