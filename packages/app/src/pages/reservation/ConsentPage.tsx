import { sameSitePathOr } from '@portal/domain';
import { ConsentForm } from '@portal/forms';
import { ButtonLink, ErrorView, LoginPrompt, Notice, Skeleton, Stack } from '@portal/ui';
import { useLocation, useSearchParams } from 'react-router';
import { strongAuthenticationUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useConsentMutation } from './mutations';
import { Registration } from './Registration';
import { useUser } from './useUser';

/**
 * `/{lang}/{data-processing word}?next=`: the patient data consent of a signed-in patient (booking.md
 * §2 item 8). A person without a patient record registers first.
 */
export function ConsentPage() {
  const LL = useI18n();
  const { session, lang } = usePortal();
  const { pathname, search } = useLocation();
  useDocumentTitle(LL.reservation.consent.title());
  const heading = <h1>{LL.reservation.consent.title()}</h1>;
  return (
    <Stack space="lg">
      {heading}
      {session.isSessionValid ? (
        <SignedInConsent />
      ) : (
        <LoginPrompt
          reason="patientDataConsentRequired"
          loginChoice={null}
          loginHref={strongAuthenticationUrl(lang, pathname + search)}
        />
      )}
    </Stack>
  );
}

function SignedInConsent() {
  const LL = useI18n();
  const { lang, brand, session } = usePortal();
  const [query] = useSearchParams();
  const next = query.get('next');
  const onward = sameSitePathOr(next, lang);
  const { load, retry } = useUser();
  const consent = useConsentMutation(session.csrfToken, lang);

  if (load.status === 'loading') return <Skeleton label={LL.components.loading()} />;
  if (load.status === 'failed') return <ErrorView onRetry={retry} />;
  if (load.user.patient === null) return <Registration person={load.user.person} />;
  if (consent.isSuccess) {
    return (
      <>
        <Notice tone="success">{LL.reservation.consent.saved()}</Notice>
        <div>
          <ButtonLink href={onward}>{LL.reservation.consent.continue()}</ButtonLink>
        </div>
      </>
    );
  }
  return (
    <ConsentForm
      permits={brand.consentPermits}
      submitting={consent.isPending}
      failed={consent.isError}
      onSubmit={(value) => consent.mutate(value)}
    />
  );
}
