import { buildPath, matchPath } from '@portal/domain';
import { type AppointmentPageState, AppointmentPageView } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ApiError } from '../../api/request';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { OneAppointment } from './OneAppointment';
import { ownAppointmentsByIdsQuery } from './queries';
import { useSignInRedirect } from './useSignedIn';

/** `/{lang}/{appointment word}/{ids}`: one or more of the patient's appointments. */
export function AppointmentPage() {
  const redirect = useSignInRedirect();
  return redirect ?? <SignedInAppointment />;
}

function SignedInAppointment() {
  const LL = useI18n();
  const { lang } = usePortal();
  const { pathname } = useLocation();
  useDocumentTitle(LL.ownAppointments.appointment.title());
  const match = matchPath(pathname);
  const ids = match?.page === 'appointment' ? match.params.ids : [];
  const query = useQuery({ ...ownAppointmentsByIdsQuery(ids, lang), enabled: ids.length > 0 });
  const notFound =
    ids.length === 0 || (query.error instanceof ApiError && query.error.type === 'appointmentNotFound');
  const state: AppointmentPageState = notFound
    ? 'notFound'
    : query.isPending
      ? 'loading'
      : query.isError
        ? 'error'
        : 'ready';
  return (
    <AppointmentPageView
      state={state}
      appointmentsHref={buildPath('appointments', lang)}
      reserveHref={buildPath('visitTypeLanding', lang)}
      onRetry={() => void query.refetch()}
    >
      {query.data?.map((appointment) => (
        <OneAppointment key={appointment.id} appointment={appointment} several={query.data.length > 1} />
      ))}
    </AppointmentPageView>
  );
}
