import type { GuardianInput } from '@portal/domain';
import { GuardianContacts, GuardianForm, SectionLoad } from '@portal/forms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveGuardians } from '../../api/myInformation';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { tokenOf } from './mutations';
import { guardiansQuery, myInformationKeys } from './queries';

/**
 * The guardians' tab: a guardian acting for the child edits the guardians (the first prefilled from
 * the population register); anyone else sees them view-only.
 */
export function GuardianSection() {
  const LL = useI18n();
  const { session } = usePortal();
  const client = useQueryClient();
  const read = useQuery(guardiansQuery());
  const save = useMutation({
    mutationFn: (guardians: readonly GuardianInput[]) => saveGuardians(tokenOf(session.csrfToken), guardians),
    onSuccess: (answer) => {
      client.setQueryData(myInformationKeys.guardians(), (before) =>
        before === undefined ? before : { ...before, guardians: answer.guardians },
      );
      void client.invalidateQueries({ queryKey: myInformationKeys.all });
    },
  });
  if (read.isPending)
    return <SectionLoad state={{ status: 'loading', label: LL.myInformation.guardians.loading() }} />;
  if (read.isError) return <SectionLoad state={{ status: 'failed', onRetry: () => void read.refetch() }} />;
  const { guardians, editable, firstGuardian } = read.data;
  if (!editable || firstGuardian === null)
    return <SectionLoad state={{ status: 'ready', content: <GuardianContacts guardians={guardians} /> }} />;
  const initial: GuardianInput[] =
    guardians.length > 0
      ? guardians.map(({ obfuscatedPersonalIdentityCode: _, ...guardian }) => guardian)
      : [
          {
            name: firstGuardian.name,
            phone: '',
            emailAddress: '',
            isGuardianHasSameAddress: true,
            streetAddress: '',
            zipCode: '',
            postOffice: '',
          },
        ];
  const form = (
    <GuardianForm
      initialGuardians={initial}
      firstGuardianIdentityCode={
        guardians[0]?.obfuscatedPersonalIdentityCode ?? firstGuardian.obfuscatedPersonalIdentityCode
      }
      submitting={save.isPending}
      failed={save.isError}
      saved={save.isSuccess}
      onSubmit={(value) => save.mutate(value)}
    />
  );
  return <SectionLoad state={{ status: 'ready', content: form }} />;
}
