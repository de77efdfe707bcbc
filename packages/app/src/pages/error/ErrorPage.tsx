import { Button, Shell } from '@portal/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { I18nProvider, useI18n } from '../../i18n/I18nProvider';
import { useFullPageNavigation } from '../../navigation/FullPageNavigation';
import { languageOf } from './languageOf';

/**
 * The generic error view (messaging-invoices-shell.md §8), shown when the session cannot be read or a
 * page fails. The session is unknown here, so the header has neither brand nor user.
 */
export function ErrorPage() {
  const location = useLocation();
  return (
    <I18nProvider lang={languageOf(location.pathname)}>
      <GenericError />
    </I18nProvider>
  );
}

function GenericError() {
  const LL = useI18n();
  const navigation = useFullPageNavigation();
  const title = LL.errors.generic.title();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Shell brand={null} skipToContentLabel={LL.shell.header.skipToContent()}>
      <h1>{title}</h1>
      <p>{LL.errors.generic.text()}</p>
      <Button onPress={() => navigation.reload()}>{LL.errors.generic.tryAgain()}</Button>
    </Shell>
  );
}

/** Shown while the first address is resolved (the session is being read). */
export function LoadingPage() {
  const location = useLocation();
  return (
    <I18nProvider lang={languageOf(location.pathname)}>
      <Loading />
    </I18nProvider>
  );
}

function Loading() {
  const LL = useI18n();
  return <p role="status">{LL.shell.header.loading()}</p>;
}
