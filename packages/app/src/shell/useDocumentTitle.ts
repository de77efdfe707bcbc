import { createContext, useContext, useEffect } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { usePortal } from '../router/PortalContext';
import { useSetPageTitle } from './PageTitle';

/**
 * Where the server's render of a page hears the page's title, which it writes into the HTML's
 * `<title>`: effects do not run on the server, and a page without its title in the HTML is a page
 * without a name until the app has started.
 */
export const ServerTitleContext = createContext<((title: string) => void) | null>(null);

/**
 * Sets the page's title: in the browser tab, followed by the brand name, and in the header's bar.
 * The page's own `h1` says the same words.
 */
export function useDocumentTitle(pageTitle: string): void {
  const LL = useI18n();
  const { brand } = usePortal();
  const setPageTitle = useSetPageTitle();
  const title = LL.shell.document.title({ page: pageTitle, brand: brand.displayName });
  useContext(ServerTitleContext)?.(title);
  useEffect(() => {
    document.title = title;
    setPageTitle(pageTitle);
  }, [title, pageTitle, setPageTitle]);
}
