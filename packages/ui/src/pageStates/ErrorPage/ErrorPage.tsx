import { otherLanguages, switchLanguage } from '@portal/domain';
import { ErrorView } from '../../ErrorView';
import { useLang, useWords } from '../../i18n';
import { Header } from '../../pageShell/Header';
import { LanguagePicker } from '../../pageShell/LanguagePicker';
import { PageFrame } from '../../pageShell/PageFrame';

export interface ErrorPageProps {
  /** The address now, path and query, kept by the language links. */
  here: string;
  /** Loads the page again. */
  onRetry: () => void;
}

/**
 * The generic error page (messaging-invoices-shell.md §8), when the session cannot be read or a page
 * fails: 'Apologies! Something went wrong...' and Try again. The session, and so the brand and the
 * person, are unknown: the header has no logo and no user, only the languages.
 */
export function ErrorPage({ here, onRetry }: ErrorPageProps) {
  const LL = useWords();
  const lang = useLang();
  return (
    <PageFrame
      skipToContentLabel={LL.shell.header.skipToContent()}
      header={
        <Header
          title={LL.errors.generic.title()}
          languages={
            <LanguagePicker
              label={LL.shell.languagePicker.label()}
              links={otherLanguages(lang).map((other) => ({
                lang: other,
                href: switchLanguage(here, other),
                label: LL.shell.languagePicker[other](),
              }))}
            />
          }
        />
      }
    >
      <ErrorView headingLevel={1} onRetry={onRetry} />
    </PageFrame>
  );
}
