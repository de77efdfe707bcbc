import {
  type AppointmentWire,
  type CustomerType,
  formatMoney,
  formatTime,
  reservationPrice,
  type TimePlace,
  timePlace,
} from '@portal/domain';
import { Avatar } from '../../Avatar';
import { ButtonLink } from '../../ButtonLink';
import { useLang, useWords } from '../../i18n';
import {
  action,
  avatarCell,
  detail,
  name,
  nearby,
  price as priceStyle,
  row,
  time,
  who,
} from './AppointmentList.css';

export interface AppointmentRowProps {
  appointment: AppointmentWire;
  /** The address of the time's reservation page. */
  href: string;
  /** The day of the time as its heading says it, for the link's accessible name, e.g. 'ti 17.11.2026'. */
  dayLabel: string;
  /** The clinics the person chose; a time elsewhere (not remote) is at a nearby clinic. */
  chosenClinicIds: readonly string[];
  /** The list's customer type: the price shows to private and kela65 customers only. */
  customerType: CustomerType;
}

/**
 * One free time under its day's heading: the time, the practitioner's picture and name, what and
 * where (saying so when the clinic is a neighbouring one the search added), the price when known,
 * and the link to book it.
 */
export function AppointmentRow({
  appointment,
  href,
  dayLabel,
  chosenClinicIds,
  customerType,
}: AppointmentRowProps) {
  const lang = useLang();
  const words = useWords().search.results;
  const start = new Date(appointment.startDate);
  const shownTime = formatTime(start, lang);
  const place: TimePlace = timePlace(appointment, chosenClinicIds);
  const placeName =
    place === 'remote' ? words.locationTypes[appointment.locationType]() : appointment.clinic.cmsContent.name;
  const price = reservationPrice({
    customerType,
    kindId: appointment.kindId,
    priceCents: appointment.priceCents,
  });
  const priceText =
    price.kind === 'price'
      ? (price.fromPrefix ? words.priceFrom : words.priceFixed)({ price: formatMoney(price.cents, lang) })
      : null;
  return (
    <li className={row} data-place={place}>
      <time dateTime={start.toISOString()} className={time}>
        {shownTime}
      </time>
      <span className={avatarCell}>
        <Avatar
          practitionerId={appointment.practitionerId}
          name={appointment.practitioner.name}
          photoUrl={appointment.practitioner.cmsContent.profilePicture?.url}
          decorative
        />
      </span>
      <div className={who}>
        <p className={name}>
          {appointment.practitioner.name}, {appointment.practitioner.title}
        </p>
        <p className={detail}>
          {appointment.specialty.cmsContent.title} ·{' '}
          {words.duration({ minutes: appointment.durationMinutes })}
        </p>
        <p className={detail}>
          {placeName}
          {place === 'nearbyClinic' && <span className={nearby}>{words.nearbyClinic()}</span>}
        </p>
      </div>
      <div className={action}>
        {priceText !== null && <span className={priceStyle}>{priceText}</span>}
        <ButtonLink
          href={href}
          variant="secondary"
          aria-label={words.reserve({
            time: shownTime,
            date: dayLabel,
            practitioner: appointment.practitioner.name,
            place: place === 'nearbyClinic' ? words.nearbyPlace({ clinic: placeName }) : placeName,
          })}
        >
          {words.choose()}
        </ButtonLink>
      </div>
    </li>
  );
}
