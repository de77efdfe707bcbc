import { type AppointmentWire, reservationBackLink } from '@portal/domain';
import { ReservationPage } from '@portal/forms';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { usePortal } from '../../router/PortalContext';
import { useAppointment, useAppointmentId } from './useAppointment';

/**
 * Reads the appointment of a reservation address and shows the page only while the time is free:
 * the reservation page's loading, 'no longer available' and failed states until then.
 */
export function AppointmentGate({ children }: { children: (appointment: AppointmentWire) => ReactNode }) {
  const { lang } = usePortal();
  const [query] = useSearchParams();
  const { load, retry } = useAppointment(useAppointmentId(), lang);
  switch (load.status) {
    case 'loading':
      return <ReservationPage state={{ status: 'loading' }} />;
    case 'gone':
      return (
        <ReservationPage
          state={{ status: 'unavailable', backHref: reservationBackLink(query.get('from'), lang) }}
        />
      );
    case 'failed':
      return <ReservationPage state={{ status: 'loadFailed', onRetry: retry }} />;
    case 'ready':
      return children(load.appointment);
    default:
      return load satisfies never;
  }
}
