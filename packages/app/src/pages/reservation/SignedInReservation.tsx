import {
  type AppointmentWire,
  isBookingInterrupted,
  type ReservePage as ReservePageId,
  reservationBackLink,
  reservationCustomerType,
} from '@portal/domain';
import { ReservationPage } from '@portal/forms';
import { useSearchParams } from 'react-router';
import { usePortal } from '../../router/PortalContext';
import { BookingPage } from './BookingPage';
import { Registration } from './Registration';
import { useUser } from './useUser';

/**
 * The reservation page of a signed-in person: registration first when they have no record, 'Booking
 * interrupted' when they may not book, else the booking form. Apart from the page's chunk, since a
 * visitor, whose page the server draws, is only asked to identify.
 */
export function SignedIn({ appointment, page }: { appointment: AppointmentWire; page: ReservePageId }) {
  const { brand, lang } = usePortal();
  const [query] = useSearchParams();
  const customerType = reservationCustomerType(page, query.get('kela65'));
  const { load, retry } = useUser();

  if (load.status === 'loading') return <ReservationPage state={{ status: 'loading' }} />;
  if (load.status === 'failed') return <ReservationPage state={{ status: 'loadFailed', onRetry: retry }} />;
  const { patient, person } = load.user;
  if (patient === null) {
    return (
      <ReservationPage
        state={{ status: 'registration', appointment, registration: <Registration person={person} /> }}
      />
    );
  }
  if (isBookingInterrupted({ creditWorthy: patient.isUserCreditWorthy, customerType })) {
    return <ReservationPage state={{ status: 'interrupted', appointment, billing: brand.billing }} />;
  }
  return (
    <BookingPage
      appointment={appointment}
      patient={patient}
      customerType={customerType}
      backHref={reservationBackLink(query.get('from'), lang)}
    />
  );
}
