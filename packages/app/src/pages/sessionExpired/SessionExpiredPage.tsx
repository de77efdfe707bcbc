import { SessionExpiredView } from '@portal/ui';
import { useSearchParams } from 'react-router';
import { strongAuthenticationUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/** `/{lang}/{expired word}?next=`: the session ran out; signing in again returns to `next`. */
export function SessionExpiredPage() {
  const LL = useI18n();
  const { lang } = usePortal();
  const [query] = useSearchParams();
  useDocumentTitle(LL.auth.sessionExpired.title());
  return <SessionExpiredView signInHref={strongAuthenticationUrl(lang, query.get('next'))} />;
}
