import { type AppointmentWire, reservationBackLink } from '@portal/domain';
import { ReservationPage } from '@portal/forms';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrating } from '../../prerender/useHydrating';
import { usePortal } from '../../router/PortalContext';
import { Confirmation } from './Confirmation';
import { reservedDetails } from './justReserved';
import { useAppointment, useAppointmentId } from './useAppointment';

/**
 * Reads the appointment of a reservation address and shows the page only while the time is free:
 * the reservation page's loading, 'already reserved', 'no longer available' and failed states until then. A time the
 * person reserved in this tab (Back from the confirmation, a reload) shows its confirmation again.
 */
export function AppointmentGate({ children }: { children: (appointment: AppointmentWire) => ReactNode }) {
  const { lang, session } = usePortal();
  const [query] = useSearchParams();
  const id = useAppointmentId();
  // Read once as the page opens: a reservation made on this page shows its own confirmation. The tab's
  // storage is not the server's: a page drawn on the server reads it once it has been taken over, so
  // that the first render matches the server's HTML. `undefined` until read: nothing is asked before.
  const hydrating = useHydrating();
  const [reserved, setReserved] = useState(() => (hydrating ? undefined : reservedDetails(id)));
  useEffect(() => {
    if (reserved === undefined) setReserved(reservedDetails(id));
  }, [reserved, id]);
  // Nothing is asked until the tab's storage has been read: a time reserved in this tab is taken, and
  // asking for it would only earn a 409 before its confirmation shows.
  const { load, retry } = useAppointment(
    reserved === undefined || reserved === null ? id : null,
    lang,
    reserved === null,
  );
  // Before the tab's storage is read, the page shows what the server drew: the time when the server
  // read it (a free time, so not one this tab has reserved), else the loading state.
  if (reserved === undefined)
    return load.status === 'ready' ? (
      children(load.appointment)
    ) : (
      <ReservationPage state={{ status: 'loading' }} />
    );
  if (reserved !== null) return <Confirmation details={reserved} signedIn={session.isSessionValid} />;
  switch (load.status) {
    case 'loading':
      return <ReservationPage state={{ status: 'loading' }} />;
    case 'taken':
    case 'gone':
      return (
        <ReservationPage
          state={{
            status: 'unavailable',
            reason: load.status === 'taken' ? 'alreadyReserved' : 'noLongerAvailable',
            backHref: reservationBackLink(query.get('from'), lang),
          }}
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
