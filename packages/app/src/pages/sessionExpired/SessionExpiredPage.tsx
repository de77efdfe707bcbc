import { sessionEndReasons, sessionScopes } from '@portal/domain';
import { SessionExpiredView } from '@portal/ui';
import { useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { strongAuthenticationUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

// The scope of the session that ran out; anything else signs in to the web portal.
const endedScope = z.catch(z.enum(sessionScopes), 'default');
// Why it ended, which the page says; an address without a known reason says only that it ended.
const endReason = z.catch(z.nullable(z.enum(sessionEndReasons)), null);

/**
 * `/{lang}/{expired word}?next=&sessionScope=&reason=`: the session ran out (`reason`: idle, the
 * ceiling, or signed out elsewhere, as the shell saw it); signing in again returns to
 * `next`, and a session of the booking embedded in the mobile app (`sessionScope=inAppBooking`) signs
 * in again into the embedded booking.
 */
export function SessionExpiredPage() {
  const LL = useI18n();
  const { lang } = usePortal();
  const [query] = useSearchParams();
  useDocumentTitle(LL.auth.sessionExpired.title());
  const scope = endedScope.parse(query.get('sessionScope'));
  return (
    <SessionExpiredView
      signInHref={strongAuthenticationUrl(lang, query.get('next'), scope)}
      reason={endReason.parse(query.get('reason'))}
    />
  );
}
