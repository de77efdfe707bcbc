import { buildPath } from '@portal/domain';
import { type AppointmentListState, AppointmentListView } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { ownAppointmentsQuery } from './queries';
import { useSignInRedirect } from './useSignedIn';

/** `/{lang}/{appointments word}`: the patient's future and past appointments. */
export function AppointmentsPage() {
  const redirect = useSignInRedirect();
  return redirect ?? <SignedInAppointments />;
}

function SignedInAppointments() {
  const LL = useI18n();
  const { lang, brand } = usePortal();
  useDocumentTitle(LL.ownAppointments.list.title());
  const query = useQuery(ownAppointmentsQuery(lang));
  const state: AppointmentListState = query.isPending
    ? { kind: 'loading' }
    : query.isError
      ? { kind: 'error' }
      : { kind: 'ready', future: query.data.future, past: query.data.past };
  return (
    <AppointmentListView
      state={state}
      cancellationDeadlineHours={brand.cancellationDeadlineHours}
      bookNewHref={buildPath('visitTypeLanding', lang)}
      appointmentHref={(id) => buildPath('appointment', lang, { ids: [id] })}
      onRetry={() => void query.refetch()}
    />
  );
}
