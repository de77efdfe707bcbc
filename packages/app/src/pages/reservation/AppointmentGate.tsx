import { type AppointmentWire, reservationBackLink } from '@portal/domain';
import { AppointmentUnavailable, ErrorView, Skeleton } from '@portal/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useAppointment, useAppointmentId } from './useAppointment';

/**
 * Loads the appointment of a reservation address and shows the page only while the time is free:
 * skeletons while loading, the 'appointment is no longer available' page when it is gone, and the
 * error view with Try again when it could not be read.
 */
export function AppointmentGate({ children }: { children: (appointment: AppointmentWire) => ReactNode }) {
  const LL = useI18n();
  const { lang } = usePortal();
  const [query] = useSearchParams();
  const { load, retry } = useAppointment(useAppointmentId(), lang);
  switch (load.status) {
    case 'loading':
      return <Skeleton label={LL.reservation.page.loading()} shape="blocks" count={2} />;
    case 'gone':
      return (
        <AppointmentUnavailable
          reason="noLongerAvailable"
          backHref={reservationBackLink(query.get('from'), lang)}
        />
      );
    case 'failed':
      return <ErrorView headingLevel={1} onRetry={retry} />;
    case 'ready':
      return children(load.appointment);
    default:
      return load satisfies never;
  }
}
