import { type CustomerType, formatMoney, type ReservationDetails, reservationPrice } from '@portal/domain';
import { useId } from 'react';
import { useLang, useWords } from '../../i18n';
import { part, partHeading, partText } from './ReservationConfirmation.css';

export interface WhatNextProps {
  details: ReservationDetails;
  /** Whom the time was booked as: who pays, and whether a price shows. */
  customerType: CustomerType;
}

/**
 * What the person does next, under the confirmation: where to come (the clinic's address) or how the
 * remote visit happens (a video link, a call to the phone booked with), who pays, and the price when
 * the person pays it.
 */
export function WhatNext({ details, customerType }: WhatNextProps) {
  const LL = useWords().reservation.confirmation.next;
  const lang = useLang();
  const headingId = useId();
  const { appointment } = details;
  const { clinic } = appointment;
  const arrival = !appointment.isRemote
    ? LL.clinic({
        clinic: clinic.cmsContent.name,
        street: clinic.address.street,
        postalCode: clinic.address.postalCode,
        postOffice: clinic.address.postOffice,
      })
    : appointment.locationType === 'videoAppointment'
      ? LL.video()
      : appointment.locationType === 'phoneAppointment'
        ? LL.phone({ phone: details.phone })
        : LL.remote();
  const price = reservationPrice({
    customerType,
    kindId: appointment.kindId,
    priceCents: appointment.priceCents,
  });
  return (
    <section
      className={part}
      aria-labelledby={headingId}
      data-arrival={appointment.isRemote ? appointment.locationType : 'clinic'}
    >
      <h2 id={headingId} className={partHeading}>
        {LL.title()}
      </h2>
      <p className={partText}>{arrival}</p>
      <p className={partText}>{LL.payer[customerType]()}</p>
      {price.kind === 'price' && (
        <p className={partText}>
          {(price.fromPrefix ? LL.priceFrom : LL.priceFixed)({ price: formatMoney(price.cents, lang) })}
        </p>
      )}
    </section>
  );
}
