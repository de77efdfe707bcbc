import { type SaveAction, saveActionTarget } from '@portal/domain';
import { ConsentForm, SectionLoad } from '@portal/forms';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useConsentMutation } from '../reservation/mutations';
import { consentQuery } from '../reservation/queries';

/**
 * The permissions tab: the patient data consent as it stands (`GET /api/user/consent`), saved in
 * place, or, when a page sent the person here (`saveAction`, patient-area.md §4), saved and back there.
 */
export function ConsentSection({ action }: { action: SaveAction }) {
  const LL = useI18n();
  const { lang, brand, session } = usePortal();
  const navigate = useNavigate();
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
      saved={consent.isSuccess && action.type === 'reload-page'}
      onSubmit={(value) =>
        consent.mutate(value, {
          onSuccess: () => {
            if (action.type !== 'reload-page') void navigate(saveActionTarget(lang, action));
          },
        })
      }
    />
  );
  return <SectionLoad state={{ status: 'ready', content: form }} />;
}
