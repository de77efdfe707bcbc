import { showsSmsOnboardingPrompt } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { SmsOnboardingPrompt } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { use, useEffect, useRef } from 'react';
import { fetchMfaStatus } from '../../api/myInformation';
import { userQuery } from '../../api/userQuery';
import { usePortal } from '../../router/PortalContext';
import { myInformationKeys } from '../myInformation/queries';
import { useSmsOnboarding } from '../myInformation/useSmsOnboarding';

/**
 * The front page's SMS login onboarding prompt (patient-area.md §2), loaded with its own chunk only
 * when the address asks for it: the person's phone number offered for SMS login, and the same
 * verification as my information. `onEnded` runs when there is nothing (more) to prompt for.
 */
export function FrontSmsPrompt({ onEnded }: { onEnded: () => void }) {
  const { lang, actingFor } = usePortal();
  // The verification's words are my information's, which load with their page.
  use(loadPageWords(lang, 'myInformation'));
  const status = useQuery({
    queryKey: [...myInformationKeys.all, 'mfa'],
    queryFn: ({ signal }) => fetchMfaStatus(signal),
  });
  const user = useQuery(userQuery());
  const verification = useSmsOnboarding(onEnded);
  const shows = status.data ? showsSmsOnboardingPrompt(status.data.status, actingFor !== null) : null;
  const started = useRef(false);
  const phoneNumber = user.data ? (user.data.patient?.phoneNumber ?? '') : null;

  useEffect(() => {
    if (started.current) return;
    if (shows === false || status.isError) {
      started.current = true;
      onEnded();
    } else if (shows === true && phoneNumber !== null) {
      started.current = true;
      // The prompt offers the number for the person to confirm; nothing is sent before they do.
      verification.start(phoneNumber, false);
    }
  }, [shows, status.isError, phoneNumber, onEnded, verification]);

  if (verification.onboarding === null) return null;
  return (
    <SmsOnboardingPrompt
      onboarding={verification.onboarding}
      onRequestCode={verification.onRequestCode}
      onSubmitCode={verification.onSubmitCode}
      onChangePhone={verification.onChangePhone}
    />
  );
}
