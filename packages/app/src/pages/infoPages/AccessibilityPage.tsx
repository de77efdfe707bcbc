import { loadPageWords } from '@portal/i18n/lazy';
import { AccessibilityStatementView, type AuditResultsState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { auditResultsQuery } from './queries';

/** `/{lang}/accessibility-statement`: the statement, with the figures of the latest accessibility audit. */
export function AccessibilityPage() {
  const { lang } = usePortal();
  use(loadPageWords(lang, 'infoPages'));
  const LL = useI18n();
  useDocumentTitle(LL.infoPages.accessibility.title());
  const read = useQuery(auditResultsQuery());
  const results: AuditResultsState = read.data
    ? { status: 'loaded', audit: read.data }
    : read.isError
      ? { status: 'unavailable' }
      : { status: 'loading' };
  return <AccessibilityStatementView results={results} />;
}
