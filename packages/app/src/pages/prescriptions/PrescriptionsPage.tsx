import { buildPath, toggleAllRenewable, toggleRenewalSelection } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { ListPageView, PrescriptionList, type PrescriptionListState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { use, useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useSignInRedirect } from '../appointments/useSignedIn';
import { prescriptionsQuery } from './queries';

/** `/{lang}/{prescriptions word}`: the prescriptions, their selection and the basket. */
export function PrescriptionsPage() {
  const { lang } = usePortal();
  // The page's words load with it, not with every first page (the lazy page's suspense waits).
  use(loadPageWords(lang, 'prescriptions'));
  return useSignInRedirect() ?? <Prescriptions />;
}

function Prescriptions() {
  const LL = useI18n();
  const { lang } = usePortal();
  useDocumentTitle(LL.prescriptions.list.title());
  const read = useQuery(prescriptionsQuery(lang));
  const [selected, setSelected] = useState<number[]>([]);
  const prescriptions = read.data?.prescriptions ?? [];
  const state: PrescriptionListState = read.data
    ? { kind: 'ready', prescriptions, renewal: read.data.renewal }
    : read.isError
      ? { kind: 'error', isRetrying: read.isFetching }
      : { kind: 'loading' };
  return (
    <ListPageView title={LL.prescriptions.list.title()} intro={LL.prescriptions.list.intro()}>
      <PrescriptionList
        state={state}
        selected={selected}
        onToggle={(id) => setSelected((current) => toggleRenewalSelection(current, id, prescriptions))}
        onToggleAll={() => setSelected((current) => toggleAllRenewable(current, prescriptions))}
        renewHref={selected.length > 0 ? buildPath('prescriptionRenewal', lang, { ids: selected }) : null}
        onRetry={() => void read.refetch()}
      />
    </ListPageView>
  );
}
