import { otherLanguages, switchLanguage } from '@portal/domain';
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
    <nav aria-label={LL.shell.languagePicker.label()}>
      <ul>
        {otherLanguages(lang).map((other) => (
          <li key={other}>
            <a
              href={switchLanguage(location.pathname + location.search, other)}
              lang={other}
              hrefLang={other}
            >
              {LL.shell.languagePicker[other]()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
