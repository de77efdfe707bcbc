import { GuardianContacts, SectionLoad } from '@portal/forms';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/I18nProvider';
import { guardiansQuery } from './queries';

/**
 * The guardians' tab: view-only for everyone, the guardian acting for the child too, with the note
 * that each guardian updates their own details (patient-area.md §5).
 */
export function GuardianSection() {
  const LL = useI18n();
  const read = useQuery(guardiansQuery());
  if (read.isPending)
    return <SectionLoad state={{ status: 'loading', label: LL.myInformation.guardians.loading() }} />;
  if (read.isError) return <SectionLoad state={{ status: 'failed', onRetry: () => void read.refetch() }} />;
  return (
    <SectionLoad state={{ status: 'ready', content: <GuardianContacts guardians={read.data.guardians} /> }} />
  );
}
