import { matchPath, type ReservePage as ReservePageId } from '@portal/domain';
import { ReservationPage } from '@portal/forms';
import { preloadable } from '@portal/ui';
import { type ComponentProps, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { strongAuthenticationUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { preloadInsuranceBooking } from '../insurance/LazyInsuranceBooking';
import { AppointmentGate } from './AppointmentGate';

// The booking form, registration and the insurance section are for a signed-in person only.
const signedIn = preloadable(() => import('./SignedInReservation'));

function SignedIn(props: ComponentProps<typeof import('./SignedInReservation').SignedIn>) {
  const { SignedIn: Page } = signedIn.read();
  return <Page {...props} />;
}

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
  // Asked for beside the appointment, not after it.
  useEffect(() => {
    if (!session.isSessionValid) return;
    void signedIn.load().catch(() => undefined);
    if (pageId === 'reserveInsurance') void preloadInsuranceBooking(lang).catch(() => undefined);
  }, [session.isSessionValid, pageId, lang]);
  return (
    <AppointmentGate>
      {(appointment) =>
        session.isSessionValid ? (
          <Suspense fallback={<ReservationPage state={{ status: 'loading' }} />}>
            <SignedIn appointment={appointment} page={pageId} />
          </Suspense>
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
