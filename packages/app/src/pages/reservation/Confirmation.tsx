import { buildPath, type ReservationDetails, type SessionScope, showsCancelButton } from '@portal/domain';
import { ReservationConfirmation, useNow } from '@portal/ui';
import { useEffect } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { calendarDownload } from './calendar';

/** The confirmation of a reservation, at the top of the page, with its calendar file. */
export function Confirmation({ details, signedIn }: { details: ReservationDetails; signedIn: boolean }) {
  const LL = useI18n();
  const { lang, session } = usePortal();
  const now = useNow();
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
  return (
    <ReservationConfirmation
      details={details}
      // An anonymous booker has no appointment page to cancel on; the messages carry their link.
      showCancelButton={
        signedIn && showsCancelButton({ status: 'confirmed', reservationDetails: details }, scope)
      }
      cancelHref={buildPath('appointment', lang, { ids: [details.reservationId] })}
      appointmentsHref={buildPath(signedIn ? 'appointments' : 'front', lang)}
      calendar={calendar}
    />
  );
}
