import { type MfaAction, type MfaStatus, mfaStatusAfter } from '@portal/domain';
import { SmsLogin } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchMfaStatus, toggleMfa } from '../../api/myInformation';
import { usePortal } from '../../router/PortalContext';
import { tokenOf } from './mutations';
import { myInformationKeys } from './queries';
import { useSmsOnboarding } from './useSmsOnboarding';

/**
 * SMS login: the status from `GET /api/mfa`, the toggle's call, and the phone verification, whose
 * machine (the domain's) decides each step while this only makes the calls it asks for.
 */
export function SmsLoginSection({ phoneNumber }: { phoneNumber: string | null }) {
  const { session } = usePortal();
  const client = useQueryClient();
  const read = useQuery({
    queryKey: [...myInformationKeys.all, 'mfa'],
    queryFn: ({ signal }) => fetchMfaStatus(signal),
  });
  const [status, setStatus] = useState<MfaStatus | null>(null);
  const [toggleBusy, setToggleBusy] = useState(false);
  // After the box has faded out, the status shows what came of it.
  const verification = useSmsOnboarding(() => {
    setStatus(null);
    void client.invalidateQueries({ queryKey: myInformationKeys.all });
  });

  if (read.data === undefined) return null;
  const shown = status ?? read.data.status;

  async function toggle(action: MfaAction) {
    setToggleBusy(true);
    try {
      await toggleMfa(tokenOf(session.csrfToken), action);
      setStatus(mfaStatusAfter(action));
      // Turning it on sends the code at once to the number on record (patient-area.md §4).
      if (action === 'enable') verification.start(phoneNumber ?? '', true);
      else {
        verification.close();
        await client.invalidateQueries({ queryKey: myInformationKeys.all });
        setStatus(null);
      }
    } catch {
      // The toggle stays as it was; the person may press it again.
    } finally {
      setToggleBusy(false);
    }
  }

  return (
    <SmsLogin
      status={shown}
      phoneNumber={read.data.phoneNumber}
      nextAttempt={read.data.nextAttempt}
      onboarding={verification.onboarding}
      toggleBusy={toggleBusy}
      onToggle={(action) => void toggle(action)}
      onRequestCode={verification.onRequestCode}
      onSubmitCode={verification.onSubmitCode}
      onChangePhone={verification.onChangePhone}
    />
  );
}
