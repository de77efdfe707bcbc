import { ButtonLink } from '@portal/ui';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { strongAuthenticationUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/**
 * `/{lang}/{expired word}?next=`: the session ran out; signing in again returns to `next`.
 *
 * "Order an SMS code" starts strong identification too: a code can only be sent to a person the
 * service knows, and after the session nobody is known. Once identified, a person with SMS login gets
 * a new code and the SMS code page (docs/decisions/2026-11-22-session-expiry.md).
 */
export function SessionExpiredPage() {
  const LL = useI18n();
  const { lang } = usePortal();
  const [query] = useSearchParams();
  const smsHeading = useId();
  const signIn = strongAuthenticationUrl(lang, query.get('next'));
  useDocumentTitle(LL.auth.sessionExpired.title());
  return (
    <>
      <h1>{LL.auth.sessionExpired.title()}</h1>
      <p>{LL.auth.sessionExpired.text()}</p>
      <ButtonLink href={signIn}>{LL.auth.sessionExpired.loginAgain()}</ButtonLink>
      <section aria-labelledby={smsHeading}>
        <h2 id={smsHeading}>{LL.auth.sessionExpired.smsTitle()}</h2>
        <p>{LL.auth.sessionExpired.smsText()}</p>
        <ButtonLink href={signIn} variant="secondary">
          {LL.auth.sessionExpired.orderSmsCode()}
        </ButtonLink>
      </section>
    </>
  );
}
