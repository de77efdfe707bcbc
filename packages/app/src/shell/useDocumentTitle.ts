import { useEffect } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { usePortal } from '../router/PortalContext';

/** Sets the browser tab title to the page's title followed by the brand name. */
export function useDocumentTitle(pageTitle: string): void {
  const LL = useI18n();
  const { brand } = usePortal();
  const title = LL.shell.document.title({ page: pageTitle, brand: brand.displayName });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
