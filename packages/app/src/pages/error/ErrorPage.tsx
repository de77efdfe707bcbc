import { defaultBrand, otherLanguages, switchLanguage } from '@portal/domain';
import { Button, Header, LanguagePicker, PageFrame, ThemeProvider } from '@portal/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { I18nProvider, useI18n } from '../../i18n/I18nProvider';
import { useFullPageNavigation } from '../../navigation/FullPageNavigation';
import { languageOf } from './languageOf';

/**
 * The generic error view (messaging-invoices-shell.md §8), shown when the session cannot be read or a
 * page's data fails. The session, and so the brand, is unknown here: the header has no logo and no
 * user, only the languages.
 */
export function ErrorPage() {
  const location = useLocation();
  return (
    // The brand is unknown without the session; the default brand's look is the closest guess.
    <ThemeProvider brand={defaultBrand}>
      <I18nProvider lang={languageOf(location.pathname)}>
        <GenericError />
      </I18nProvider>
    </ThemeProvider>
  );
}

function GenericError() {
  const LL = useI18n();
  const location = useLocation();
  const navigation = useFullPageNavigation();
  const lang = languageOf(location.pathname);
  const title = LL.errors.generic.title();
  useEffect(() => {
    document.title = title;
    document.documentElement.lang = lang;
  }, [title, lang]);
  return (
    <PageFrame
      skipToContentLabel={LL.shell.header.skipToContent()}
      header={
        <Header
          title={title}
          languages={
            <LanguagePicker
              label={LL.shell.languagePicker.label()}
              links={otherLanguages(lang).map((other) => ({
                lang: other,
                href: switchLanguage(location.pathname + location.search, other),
                label: LL.shell.languagePicker[other](),
              }))}
            />
          }
        />
      }
    >
      <h1>{title}</h1>
      <p>{LL.errors.generic.text()}</p>
      <Button onPress={() => navigation.reload()}>{LL.errors.generic.tryAgain()}</Button>
    </PageFrame>
  );
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

/** Said while a page's code or data loads, inside the shell. */
export function PageLoading() {
  const LL = useI18n();
  return <p role="status">{LL.shell.header.loading()}</p>;
}
