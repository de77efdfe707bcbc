import { formatDate, formatTime, type ReservationDetails } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../ButtonLink';
import { useLang, useWords } from '../../i18n';
import { Link } from '../../Link';
import { Notice } from '../../Notice';
import { AppointmentSummary } from '../AppointmentSummary';
import { actions, pageHeading, section } from '../reservation.css';

export interface ReservationConfirmationProps {
  /** What the server answered for the reservation. */
  details: ReservationDetails;
  /** Whether the cancel button shows (domain `showsCancelButton`: not inside in-app booking). */
  showCancelButton: boolean;
  /** The reserved appointment's own page, where it is cancelled. */
  cancelHref: string;
  /** The person's appointments. */
  appointmentsHref: string;
  /** The calendar file as a `data:` or `blob:` address, with its file name. Default: no download. */
  calendar?: { href: string; fileName: string } | undefined;
}

/**
 * The confirmation after a reservation (booking.md §2 item 7, §4): its heading takes focus so the
 * person lands on it at the top of the page, the cancellation notice says until when the time can be
 * cancelled online, and the cancel button leads to the appointment.
 */
export function ReservationConfirmation({
  details,
  showCancelButton,
  cancelHref,
  appointmentsHref,
  calendar,
}: ReservationConfirmationProps) {
  const LL = useWords().reservation.confirmation;
  const components = useWords().components;
  const lang = useLang();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const deadline = new Date(details.cancellableUntil);
  return (
    <div className={section} data-state="confirmed">
      <h1 ref={heading} tabIndex={-1} className={pageHeading}>
        {LL.title()}
      </h1>
      <Notice tone="success">
        <p>{LL.text({ email: details.emailAddress, phone: details.phone })}</p>
      </Notice>
      <AppointmentSummary appointment={details.appointment} />
      <Notice tone="info">
        <p>
          {LL.cancellation({
            deadline: components.dateTime({ date: formatDate(deadline), time: formatTime(deadline, lang) }),
          })}
        </p>
      </Notice>
      <div className={actions}>
        {calendar !== undefined && (
          <Link href={calendar.href} download={calendar.fileName} variant="standalone">
            {LL.calendar()}
          </Link>
        )}
        <Link href={appointmentsHref} variant="standalone">
          {LL.ownAppointments()}
        </Link>
        {showCancelButton && (
          <ButtonLink href={cancelHref} variant="secondary">
            {LL.cancelButton()}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
