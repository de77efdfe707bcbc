import { buildPath, matchPath } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { LabResultView, type LabResultViewState } from '@portal/ui';
import { use } from 'react';
import { useLocation } from 'react-router';
import { fetchLabResult } from '../../../api/labAndSurveys';
import { useI18n } from '../../../i18n/I18nProvider';
import { usePortal } from '../../../router/PortalContext';
import { useDocumentTitle } from '../../../shell/useDocumentTitle';
import { SignedInOnly } from '../../invoices/SignedInOnly';
import { recordKeys, useRecordRead } from '../useRead';

/** `/{lang}/laboratoryresult/{date}`: one day's laboratory results. */
export function LaboratoryResultPage() {
  const { lang } = usePortal();
  // The page's words load with it, not with every first page (the suspense of the lazy page waits).
  use(loadPageWords(lang, 'laboratory'));
  return (
    <SignedInOnly>
      <LabResult />
    </SignedInOnly>
  );
}

function LabResult() {
  const LL = useI18n();
  const { lang } = usePortal();
  const match = matchPath(useLocation().pathname);
  const date = match?.page === 'laboratoryResult' ? String(match.params.date) : '';
  const read = useRecordRead([...recordKeys.laboratory, 'result', date, lang], fetchLabResult(date, lang));
  useDocumentTitle(LL.laboratory.list.title());
  const state: LabResultViewState =
    read.status === 'loaded'
      ? { status: 'loaded', answer: read.data }
      : read.status === 'failed'
        ? { status: 'failed', isRetrying: read.isRetrying }
        : { status: read.status };
  return <LabResultView state={state} backHref={buildPath('laboratory', lang)} onRetry={read.retry} />;
}
