import { useEffect, useRef } from 'react';
import { Button } from '../../Button';
import { ButtonLink } from '../../ButtonLink';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { actions, heading, muted, page } from '../appointments.css';

export interface NewCustomerViewProps {
  /** The brand's home page, where an appointment is booked online. */
  bookHref: string;
  /** The brand's customer service phone, as people read it. */
  customerServicePhone: string;
  /** The Log out button: the shell's log-out (confirm, call, then the front page). */
  onLogOut: () => void;
}

/**
 * The new-customer page (patient-area.md §2): a signed-in person with no appointments or other events
 * is welcomed, invited to book online or to call customer service, and may log out.
 */
export function NewCustomerView({ bookHref, customerServicePhone, onLogOut }: NewCustomerViewProps) {
  const LL = useWords().frontPage.newCustomer;
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const tel = `tel:${customerServicePhone.replaceAll(' ', '')}`;
  return (
    <div className={page}>
      <h1 ref={title} tabIndex={-1} className={heading}>
        {LL.title()}
      </h1>
      <p>{LL.text()}</p>
      <div className={actions}>
        <ButtonLink href={bookHref}>{LL.book()}</ButtonLink>
        <span className={muted}>
          {LL.call()} <Link href={tel}>{customerServicePhone}</Link>
        </span>
      </div>
      <div>
        <Button variant="secondary" onPress={onLogOut}>
          {LL.logOut()}
        </Button>
      </div>
    </div>
  );
}
