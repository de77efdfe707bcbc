import { buildPath, eulaPath } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { TermsView } from '@portal/ui';
import { use } from 'react';
import { Navigate } from 'react-router';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/** `/{lang}/eula`: the terms of use; a brand whose terms are in one language sends the others there. */
export function TermsPage() {
  const { lang, brand } = usePortal();
  use(loadPageWords(lang, 'infoPages'));
  const LL = useI18n();
  useDocumentTitle(LL.infoPages.terms.title());
  const own = eulaPath(brand, lang);
  if (own !== buildPath('eula', lang)) return <Navigate replace to={own} />;
  return <TermsView />;
}
