import { type AppointmentWire, reservationBackLink } from '@portal/domain';
import { ReservationPage } from '@portal/forms';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePortal } from '../../router/PortalContext';
import { Confirmation } from './Confirmation';
import { reservedDetails } from './justReserved';
import { useAppointment, useAppointmentId } from './useAppointment';

/**
 * Reads the appointment of a reservation address and shows the page only while the time is free:
 * the reservation page's loading, 'no longer available' and failed states until then. A time the
 * person reserved in this tab (Back from the confirmation, a reload) shows its confirmation again.
 */
export function AppointmentGate({ children }: { children: (appointment: AppointmentWire) => ReactNode }) {
  const { lang, session } = usePortal();
  const [query] = useSearchParams();
  const id = useAppointmentId();
  // Read once as the page opens: a reservation made on this page shows its own confirmation.
  const [reserved] = useState(() => reservedDetails(id));
  const { load, retry } = useAppointment(reserved === null ? id : null, lang);
  if (reserved !== null) return <Confirmation details={reserved} signedIn={session.isSessionValid} />;
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
