import { ConsentForm, SectionLoad } from '@portal/forms';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useConsentMutation } from '../reservation/mutations';
import { consentQuery } from '../reservation/queries';

/** The permissions tab: the patient data consent as it stands (`GET /api/user/consent`), saved in place. */
export function ConsentSection() {
  const LL = useI18n();
  const { lang, brand, session } = usePortal();
  const given = useQuery(consentQuery());
  const consent = useConsentMutation(session.csrfToken, lang);
  if (given.isPending)
    return <SectionLoad state={{ status: 'loading', label: LL.myInformation.loading() }} />;
  if (given.isError) return <SectionLoad state={{ status: 'failed', onRetry: () => void given.refetch() }} />;
  const form = (
    <ConsentForm
      permits={brand.consentPermits}
      initialConsent={given.data}
      submitting={consent.isPending}
      failed={consent.isError}
      saved={consent.isSuccess}
      onSubmit={(value) => consent.mutate(value)}
    />
  );
  return <SectionLoad state={{ status: 'ready', content: form }} />;
}
