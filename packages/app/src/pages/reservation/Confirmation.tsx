import {
  buildPath,
  builtPath,
  type CustomerType,
  matchPath,
  type ReservationDetails,
  reservationBackLink,
  reservationCustomerType,
  type SessionScope,
  showsCancelButton,
} from '@portal/domain';
import { type CancelState, ReservationConfirmation, useNow } from '@portal/ui';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../api/request';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { calendarDownload } from './calendar';
import { useCancelMutation } from './mutations';

/** The cancel call's failure as the confirmation shows it. */
const failureOf = (error: unknown): CancelState =>
  error instanceof ApiError && error.type === 'cancelTooLate' ? 'tooLate' : 'failed';

/**
 * The confirmation of a reservation, at the top of the page, with its calendar file. A signed-in
 * person may cancel the time in place (`DELETE /api/appointments/{id}`).
 */
export function Confirmation({ details, signedIn }: { details: ReservationDetails; signedIn: boolean }) {
  const LL = useI18n();
  const { lang, session, brand } = usePortal();
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const now = useNow();
  const page = matchPath(pathname)?.page;
  // Whom the time was booked as, by the reservation address: the anonymous form books private times.
  const customerType: CustomerType =
    page === 'reserve' || page === 'reserveInsurance' || page === 'reserveOccupational'
      ? reservationCustomerType(page, query.get('kela65'))
      : 'private';
  const cancellation = useCancelMutation(session.csrfToken, lang);
  const cancelState: CancelState = cancellation.isPending
    ? 'cancelling'
    : cancellation.isSuccess
      ? 'cancelled'
      : cancellation.isError
        ? failureOf(cancellation.error)
        : 'idle';
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, []);
  const { appointment } = details;
  const scope: SessionScope = session.sessionScope === 'inAppBooking' ? 'inAppBooking' : 'default';
  const calendar = calendarDownload(
    details,
    LL.reservation.confirmation.calendarTitle({
      specialty: appointment.specialty.cmsContent.title,
      practitioner: appointment.practitioner.name,
    }),
    appointment.isRemote
      ? LL.reservation.summary.remote[appointment.locationType]()
      : `${appointment.clinic.cmsContent.name}, ${appointment.clinic.address.street}, ${appointment.clinic.address.postOffice}`,
    now,
  );
  const cancel = () => {
    if (cancelState === 'idle') cancellation.mutate(appointment.id);
  };
  return (
    <ReservationConfirmation
      details={details}
      // An anonymous booker cannot cancel online (the strong sign-in is missing); the messages say how.
      showCancelButton={
        signedIn && showsCancelButton({ status: 'confirmed', reservationDetails: details }, scope)
      }
      cancelState={cancelState}
      onCancel={cancel}
      customerServicePhone={brand.customerServicePhone}
      cancellationDeadlineHours={brand.cancellationDeadlineHours}
      appointmentsHref={signedIn ? builtPath('appointments', lang) : buildPath('front', lang)}
      bookNewHref={reservationBackLink(query.get('from'), lang)}
      calendar={calendar}
      customerType={customerType}
    />
  );
}
