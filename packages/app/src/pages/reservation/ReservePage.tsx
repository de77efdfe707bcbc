import {
  type AppointmentWire,
  isBookingInterrupted,
  matchPath,
  type ReservePage as ReservePageId,
  reservationBackLink,
  reservationCustomerType,
} from '@portal/domain';
import { ReservationPage } from '@portal/forms';
import { useLocation, useSearchParams } from 'react-router';
import { strongAuthenticationUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { AppointmentGate } from './AppointmentGate';
import { BookingPage } from './BookingPage';
import { Registration } from './Registration';
import { useUser } from './useUser';

const reservePages: readonly string[] = ['reserve', 'reserveInsurance', 'reserveOccupational'];

/**
 * `/{lang}/{reserve word}/{id}` (with `?kela65=true` for kela65 times) and its occupational and insurance
 * variants: the signed-in reservation (booking.md §2 items 6, 7). Nobody signed in is asked to identify;
 * an unregistered person registers first; a person who is not credit-worthy sees 'Booking interrupted'.
 */
export function ReservePage() {
  const LL = useI18n();
  const { session, lang } = usePortal();
  const { pathname, search } = useLocation();
  useDocumentTitle(LL.reservation.page.title());
  const page = matchPath(pathname)?.page;
  const pageId = (page !== undefined && reservePages.includes(page) ? page : 'reserve') as ReservePageId;
  return (
    <AppointmentGate>
      {(appointment) =>
        session.isSessionValid ? (
          <SignedIn appointment={appointment} page={pageId} />
        ) : (
          <ReservationPage
            state={{
              status: 'loginRequired',
              appointment,
              prompt: {
                reason: 'appointmentRequiresLogin',
                loginChoice: null,
                loginHref: strongAuthenticationUrl(lang, pathname + search),
              },
            }}
          />
        )
      }
    </AppointmentGate>
  );
}

function SignedIn({ appointment, page }: { appointment: AppointmentWire; page: ReservePageId }) {
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
