import { otherLanguages, switchLanguage } from '@portal/domain';
import { LanguagePicker as LanguageLinks } from '@portal/ui';
import { useLocation } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import { usePortal } from '../router/PortalContext';

/**
 * Links to the same page in the two other languages, keeping its parameters and query. They load the
 * page anew (messaging-invoices-shell.md §2: "reloads the same path in the other language").
 */
export function LanguagePicker() {
  const LL = useI18n();
  const { lang } = usePortal();
  const location = useLocation();
  return (
    <LanguageLinks
      label={LL.shell.languagePicker.label()}
      links={otherLanguages(lang).map((other) => ({
        lang: other,
        href: switchLanguage(location.pathname + location.search, other),
        label: LL.shell.languagePicker[other](),
      }))}
    />
  );
}
