import { ButtonLink } from '../../ButtonLink';
import { Card } from '../../Card';
import { useWords } from '../../i18n';
import { doors, heading } from './FrontDoorView.css';

export interface FrontDoorViewProps {
  /** The brand's display name, welcomed in the heading. */
  brandName: string;
  /** The visit-type landing, where booking starts without logging in. */
  bookingHref: string;
  /** Strong identification, returning to the front page. */
  signInHref: string;
}

/**
 * The front page of a visitor who is not signed in: booking and log-in as two equal ways in, booking
 * first, because most people who come to a clinic's site come to book.
 */
export function FrontDoorView({ brandName, bookingHref, signInHref }: FrontDoorViewProps) {
  const words = useWords();
  const door = words.frontPage.door;
  return (
    <div data-state="anonymous">
      <h1 className={heading}>{door.title({ brand: brandName })}</h1>
      <div className={doors}>
        <Card
          title={door.bookTitle()}
          variant="brand"
          footer={<ButtonLink href={bookingHref}>{door.bookButton()}</ButtonLink>}
        >
          <p>{door.bookText()}</p>
        </Card>
        <Card
          title={door.loginTitle()}
          footer={<ButtonLink href={signInHref}>{words.auth.login.strongAuthButton()}</ButtonLink>}
        >
          <p>{words.auth.login.intro()}</p>
        </Card>
      </div>
    </div>
  );
}
