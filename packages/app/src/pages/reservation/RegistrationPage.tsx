import { ButtonLink, ErrorView, LoginPrompt, Notice, Skeleton, Stack } from '@portal/ui';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { safeNextOr, strongAuthenticationUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { useFullPageNavigation } from '../../navigation/FullPageNavigation';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { Registration } from './Registration';
import { useUser } from './useUser';

/**
 * `/{lang}/{registration word}?next=`: a signed-in new customer registers (booking.md §2 item 9), then
 * goes on to `next` when it is a safe path of this site.
 */
export function RegistrationPage() {
  const LL = useI18n();
  const { session, lang } = usePortal();
  const { pathname, search } = useLocation();
  useDocumentTitle(LL.reservation.registration.title());
  const heading = <h1>{LL.reservation.registration.title()}</h1>;
  if (!session.isSessionValid) {
    return (
      <Stack space="lg">
        {heading}
        <LoginPrompt
          reason="noPatient"
          loginChoice={null}
          loginHref={strongAuthenticationUrl(lang, pathname + search)}
        />
      </Stack>
    );
  }
  return (
    <Stack space="lg">
      {heading}
      <SignedInRegistration />
    </Stack>
  );
}

function SignedInRegistration() {
  const LL = useI18n();
  const { lang } = usePortal();
  const [query] = useSearchParams();
  const onward = safeNextOr(query.get('next'), lang);
  const navigation = useFullPageNavigation();
  const { load, retry } = useUser();
  const [done, setDone] = useState(false);
  if (load.status === 'loading') return <Skeleton label={LL.components.loading()} />;
  if (load.status === 'failed') return <ErrorView onRetry={retry} />;
  if (load.user.patient !== null) {
    return (
      <>
        <Notice tone="success">
          {done ? LL.reservation.registration.done() : LL.reservation.registration.alreadyRegistered()}
        </Notice>
        <div>
          <ButtonLink href={onward}>{LL.reservation.consent.continue()}</ButtonLink>
        </div>
      </>
    );
  }
  return (
    <Registration
      person={load.user.person}
      onRegistered={() => {
        setDone(true);
        // A whole page load, so that the session reads the new patient record.
        navigation.assign(onward);
      }}
    />
  );
}
