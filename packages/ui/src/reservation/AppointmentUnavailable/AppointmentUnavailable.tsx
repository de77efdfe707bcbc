import { ButtonLink } from '../../ButtonLink';
import { useWords } from '../../i18n';
import { actions, pageHeading, section } from '../reservation.css';

/** Why the time cannot be reserved: someone took it, or it is gone (past or removed). */
export const unavailableReasons = ['alreadyReserved', 'noLongerAvailable'] as const;
/** One of {@link unavailableReasons}. */
export type UnavailableReason = (typeof unavailableReasons)[number];

export interface AppointmentUnavailableProps {
  /** Which page: the appointment-already-reserved page or the no-longer-available page. */
  reason: UnavailableReason;
  /** The list the person came from. */
  backHref: string;
}

/** The appointment-already-reserved and 'appointment is no longer available' pages (booking.md §2 item 6). */
export function AppointmentUnavailable({ reason, backHref }: AppointmentUnavailableProps) {
  const LL = useWords().reservation.unavailable;
  const [title, text] =
    reason === 'alreadyReserved'
      ? [LL.alreadyReservedTitle(), LL.alreadyReservedText()]
      : [LL.noLongerAvailableTitle(), LL.noLongerAvailableText()];
  return (
    <div className={section} data-reason={reason}>
      <h1 className={pageHeading}>{title}</h1>
      <p>{text}</p>
      <div className={actions}>
        <ButtonLink href={backHref}>{LL.back()}</ButtonLink>
      </div>
    </div>
  );
}
