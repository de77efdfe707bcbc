import { useEffect } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { usePortal } from '../router/PortalContext';
import { useSetPageTitle } from './PageTitle';

/**
 * Sets the page's title: in the browser tab, followed by the brand name, and in the header's bar.
 * The page's own `h1` says the same words.
 */
export function useDocumentTitle(pageTitle: string): void {
  const LL = useI18n();
  const { brand } = usePortal();
  const setPageTitle = useSetPageTitle();
  const title = LL.shell.document.title({ page: pageTitle, brand: brand.displayName });
  useEffect(() => {
    document.title = title;
    setPageTitle(pageTitle);
  }, [title, pageTitle, setPageTitle]);
}
