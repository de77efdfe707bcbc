import { formatMoney, type ReservationPrice } from '@portal/domain';
import { useLang, useWords } from '../../i18n';
import { Notice } from '../../Notice';

export interface ReservationNotificationProps {
  /** The brand's online cancellation deadline in hours. */
  cancellationDeadlineHours: number;
  /**
   * The appointment is so near that the reservation is binding (domain
   * `requiresBindingConfirmation`): it says so, not when one could cancel. Default `false`.
   */
  binding?: boolean;
  /** The practitioner's own note on reserving (`cmsContent.appointmentReservationInfo`). Default: none. */
  practitionerInfo?: string | null;
}

/**
 * The reservation notification (booking.md §2 item 7): until when it can be cancelled online, or that
 * it is binding, and the practitioner's note.
 */
export function ReservationNotification({
  cancellationDeadlineHours,
  binding = false,
  practitionerInfo = null,
}: ReservationNotificationProps) {
  const LL = useWords().reservation.notification;
  return (
    <Notice tone="info" title={LL.title()}>
      <p>{binding ? LL.binding() : LL.cancellation({ hours: cancellationDeadlineHours })}</p>
      {practitionerInfo !== null && practitionerInfo.trim() !== '' && (
        <p>
          <strong>{LL.practitionerInfo()}: </strong>
          {practitionerInfo}
        </p>
      )}
    </Notice>
  );
}

/** The vaccine notice of occupational vaccination appointments (domain `showsVaccineNotice`). */
export function VaccineNotice() {
  const LL = useWords().reservation.vaccineNotice;
  return (
    <Notice tone="info" title={LL.title()}>
      {LL.text()}
    </Notice>
  );
}

/** The kela65 notice for a person under 65 or of unknown age (domain `showsKela65Notice`). */
export function Kela65Notice() {
  const LL = useWords().reservation.kela65Notice;
  return (
    <Notice tone="warning" title={LL.title()}>
      {LL.text()}
    </Notice>
  );
}

export interface PriceInformationProps {
  /** The price from the domain's `reservationPrice`; nothing shows when hidden. */
  price: ReservationPrice;
}

/** The price before booking: 'from' the practitioner's price, or the fixed kela65 price. */
export function PriceInformation({ price }: PriceInformationProps) {
  const LL = useWords().reservation.price;
  const lang = useLang();
  if (price.kind === 'hidden') return null;
  const amount = formatMoney(price.cents, lang);
  return (
    <Notice tone="info" title={LL.title()}>
      <p data-price-kind={price.fromPrefix ? 'from' : 'fixed'}>
        {price.fromPrefix ? LL.from({ price: amount }) : LL.fixed({ price: amount })}
      </p>
      <p>{LL.note()}</p>
    </Notice>
  );
}
