import { type AppointmentWire, formatDate, formatTime, type Lang } from '@portal/domain';
import { ButtonLink } from '../../ButtonLink';
import { useLang, useWords } from '../../i18n';
import { action, day, detail, name, row, time, when, who } from './AppointmentList.css';

const locales: Record<Lang, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' };

/** The weekday of an instant in Helsinki, short, in the page language: "ma", "mån", "Mon". */
function weekdayOf(instant: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { weekday: 'short', timeZone: 'Europe/Helsinki' }).format(
    instant,
  );
}

export interface AppointmentRowProps {
  appointment: AppointmentWire;
  /** The address of the time's reservation page. */
  href: string;
}

/** One free time: when, who, what and where, and the link to book it. */
export function AppointmentRow({ appointment, href }: AppointmentRowProps) {
  const lang = useLang();
  const words = useWords().search.results;
  const start = new Date(appointment.startDate);
  const shownTime = formatTime(start, lang);
  const shownDate = `${weekdayOf(start, lang)} ${formatDate(start)}`;
  const place = appointment.isRemote
    ? words.locationTypes[appointment.locationType]()
    : appointment.clinic.cmsContent.name;
  return (
    <li className={row} data-remote={appointment.isRemote || undefined}>
      <div className={when}>
        <time dateTime={start.toISOString()} className={time}>
          {shownTime}
        </time>
        <span className={day}>{shownDate}</span>
      </div>
      <div className={who}>
        <p className={name}>
          {appointment.practitioner.name}, {appointment.practitioner.title}
        </p>
        <p className={detail}>
          {appointment.specialty.cmsContent.title} ·{' '}
          {words.duration({ minutes: appointment.durationMinutes })}
        </p>
        <p className={detail}>{place}</p>
      </div>
      <div className={action}>
        <ButtonLink
          href={href}
          variant="secondary"
          aria-label={words.reserve({
            time: shownTime,
            date: shownDate,
            practitioner: appointment.practitioner.name,
            place,
          })}
        >
          {words.choose()}
        </ButtonLink>
      </div>
    </li>
  );
}
