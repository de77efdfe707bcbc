import { defaultBrand } from '@portal/domain';
import { ErrorPage as GenericError, PageLoading, ThemeProvider } from '@portal/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { I18nProvider, useI18n } from '../../i18n/I18nProvider';
import { useFullPageNavigation } from '../../navigation/FullPageNavigation';
import { languageOf } from './languageOf';

/**
 * The generic error page, shown when the session cannot be read or a page's data fails. The session,
 * and so the brand, is unknown here.
 */
export function ErrorPage() {
  const location = useLocation();
  return (
    // The brand is unknown without the session; the default brand's look is the closest guess.
    <ThemeProvider brand={defaultBrand}>
      <I18nProvider lang={languageOf(location.pathname)}>
        <ReloadingError />
      </I18nProvider>
    </ThemeProvider>
  );
}

function ReloadingError() {
  const LL = useI18n();
  const location = useLocation();
  const navigation = useFullPageNavigation();
  const lang = languageOf(location.pathname);
  const title = LL.errors.generic.title();
  useEffect(() => {
    document.title = title;
    document.documentElement.lang = lang;
  }, [title, lang]);
  return <GenericError here={location.pathname + location.search} onRetry={() => navigation.reload()} />;
}

/** Shown while the first address is resolved (the session is being read). */
export function LoadingPage() {
  const location = useLocation();
  return (
    <I18nProvider lang={languageOf(location.pathname)}>
      <PageLoading />
    </I18nProvider>
  );
}

export { PageLoading };
