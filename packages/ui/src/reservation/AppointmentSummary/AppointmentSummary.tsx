import type { AppointmentWire } from '@portal/domain';
import { Card, type HeadingLevel } from '../../Card';
import { DateText } from '../../DateText';
import { useWords } from '../../i18n';
import { definition, term, terms } from '../reservation.css';

export interface AppointmentSummaryProps {
  /** The appointment as the server describes it. */
  appointment: AppointmentWire;
  /** The heading's level under the page's own heading. Default `2`. */
  headingLevel?: HeadingLevel;
  /** A time already booked (the appointment link), not one being reserved. Default `false`. */
  booked?: boolean;
}

/**
 * The appointment being reserved (booking.md §2 items 6, 7): when, what, with whom and where. A remote
 * appointment says how it happens instead of the clinic's address.
 */
export function AppointmentSummary({
  appointment,
  headingLevel = 2,
  booked = false,
}: AppointmentSummaryProps) {
  const LL = useWords().reservation.summary;
  const { practitioner, clinic } = appointment;
  return (
    <Card title={booked ? LL.bookedHeading() : LL.heading()} headingLevel={headingLevel} variant="brand">
      <dl className={terms} data-remote={appointment.isRemote}>
        <dt className={term}>{LL.time()}</dt>
        <dd className={definition}>
          <DateText value={appointment.startDate} format="dateTime" /> (
          {LL.duration({ minutes: appointment.durationMinutes })})
        </dd>
        <dt className={term}>{LL.specialty()}</dt>
        <dd className={definition}>{appointment.specialty.cmsContent.title}</dd>
        <dt className={term}>{LL.practitioner()}</dt>
        <dd className={definition}>
          {practitioner.isResource ? practitioner.name : `${practitioner.name}, ${practitioner.title}`}
        </dd>
        <dt className={term}>{LL.place()}</dt>
        <dd className={definition}>
          {appointment.isRemote
            ? LL.remote[appointment.locationType]()
            : `${clinic.cmsContent.name}, ${clinic.address.street}, ${clinic.address.postalCode} ${clinic.address.postOffice}`}
        </dd>
      </dl>
    </Card>
  );
}
