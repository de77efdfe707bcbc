import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { Notice } from '../../Notice';

export interface BookingInterruptedProps {
  /** The billing department as the brand's settings give it. */
  billing: { readonly phone: string; readonly email: string };
}

/**
 * 'Booking interrupted' (booking.md §6): a person who is not credit-worthy cannot book online and is
 * asked to contact the billing department, by phone or e-mail.
 */
export function BookingInterrupted({ billing }: BookingInterruptedProps) {
  const LL = useWords().reservation.interrupted;
  return (
    <Notice tone="warning" title={LL.title()}>
      <p>{LL.text()}</p>
      <p>
        <Link href={`tel:${billing.phone.replace(/\s/g, '')}`}>{LL.phone({ phone: billing.phone })}</Link>
      </p>
      <p>
        <Link href={`mailto:${billing.email}`}>{LL.email({ email: billing.email })}</Link>
      </p>
    </Notice>
  );
}
