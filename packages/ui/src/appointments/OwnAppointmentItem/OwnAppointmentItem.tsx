import type { OwnAppointmentWire } from '@portal/domain';
import { Link as AriaLink } from 'react-aria-components';
import { Avatar } from '../../Avatar';
import { DateText } from '../../DateText';
import { useWords } from '../../i18n';
import { item, itemText, itemWhen, muted, tag, tags } from '../appointments.css';

export interface OwnAppointmentItemProps {
  /** The reservation as the server describes it. */
  appointment: OwnAppointmentWire;
  /** The appointment's own page. */
  href: string;
}

/**
 * One of the patient's appointments in a list (patient-area.md §2): the date and time, the
 * practitioner's name and picture, and flags for a resource, a remote time, a check-in done and a
 * time the clinic cancelled. The whole row is the link to the appointment's page.
 */
export function OwnAppointmentItem({ appointment, href }: OwnAppointmentItemProps) {
  const LL = useWords().ownAppointments.list;
  const { practitioner } = appointment;
  return (
    <AriaLink
      href={href}
      className={item}
      data-status={appointment.hasAppointeeCanceled ? 'providerCancelled' : appointment.selfCheckInStatus}
    >
      <Avatar
        practitionerId={appointment.practitionerId}
        name={practitioner.name}
        photoUrl={practitioner.cmsContent.profilePicture?.url}
        decorative
      />
      <span className={itemText}>
        <span className={itemWhen}>
          <DateText value={appointment.startDate} format="dateTime" />
        </span>
        <span>{appointment.specialty.cmsContent.title}</span>
        <span className={muted}>
          {practitioner.isResource ? practitioner.name : `${practitioner.name}, ${practitioner.title}`}
        </span>
        <span className={tags}>
          {practitioner.isResource && <span className={tag}>{LL.resource()}</span>}
          {appointment.isRemote && <span className={tag}>{LL.remote()}</span>}
          {appointment.selfCheckInStatus === 'checkedIn' && (
            <span className={tag} data-tone="success">
              {LL.checkedIn()}
            </span>
          )}
          {appointment.hasAppointeeCanceled && (
            <span className={tag} data-tone="critical">
              {LL.providerCancelled()}
            </span>
          )}
        </span>
      </span>
    </AriaLink>
  );
}
