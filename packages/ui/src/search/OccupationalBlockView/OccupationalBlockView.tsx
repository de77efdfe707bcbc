import type { OccupationalBlock } from '@portal/domain';
import { Button } from '../../Button';
import { ButtonLink } from '../../ButtonLink';
import { Card } from '../../Card';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { Notice } from '../../Notice';
import { liftUps, root, text } from './OccupationalBlockView.css';

export interface OccupationalBlockViewProps {
  /** Why no times show (domain `occupationalBlockOf`). */
  block: OccupationalBlock;
  /** Customer service phone as people read it, e.g. '0303 0303'. */
  phone: string;
  /** The phone as a `tel:` address. */
  phoneHref: string;
  /** The private customer's list, offered when there is no agreement. */
  privateListHref: string;
  /** Where the chat lift-up leads; `null` while that page is not built, and the lift-up is not shown. */
  chatHref: string | null;
  /** Loads the page again after an unknown error. */
  onReload: () => void;
}

/**
 * The occupational list when it cannot show times (booking.md §2 item 5, §8): an unknown error with
 * a reload, no agreement with a way to book as a private customer, or no online booking in the
 * agreement with the customer service phone and the contract's chat and phone lift-ups.
 */
export function OccupationalBlockView({
  block,
  phone,
  phoneHref,
  privateListHref,
  chatHref,
  onReload,
}: OccupationalBlockViewProps) {
  const words = useWords().search.occupational;
  switch (block.kind) {
    case 'unknownError':
      return (
        <div className={root} data-block={block.kind}>
          <Notice tone="danger" title={words.unknownError.title()}>
            <p className={text}>{words.unknownError.text()}</p>
          </Notice>
          <div>
            <Button onPress={onReload}>{words.unknownError.reload()}</Button>
          </div>
        </div>
      );
    case 'noOccupationalHealthcare':
      return (
        <div className={root} data-block={block.kind}>
          <Notice tone="info" title={words.noOccupationalHealthcare.title()}>
            <p className={text}>{words.noOccupationalHealthcare.text()}</p>
          </Notice>
          <div>
            <ButtonLink href={privateListHref}>{words.noOccupationalHealthcare.privateLink()}</ButtonLink>
          </div>
        </div>
      );
    case 'noWebReservation': {
      // The chat lift-up leads to a page of its own; until that page is built it is left out.
      const liftUpsShown = block.liftUps.filter((liftUp) => liftUp !== 'chat' || chatHref !== null);
      return (
        <div className={root} data-block={block.kind}>
          <Notice tone="info" title={words.noWebReservation.title()}>
            <p className={text}>{words.noWebReservation.text({ phone })}</p>
            <Link href={phoneHref} variant="standalone">
              {words.noWebReservation.call({ phone })}
            </Link>
          </Notice>
          {liftUpsShown.length > 0 && (
            <div className={liftUps}>
              {liftUpsShown.map((liftUp) => {
                switch (liftUp) {
                  case 'chat':
                    return chatHref === null ? null : (
                      <Card
                        key={liftUp}
                        title={words.noWebReservation.chat.title()}
                        headingLevel={2}
                        variant="brand"
                        footer={
                          <ButtonLink href={chatHref}>{words.noWebReservation.chat.action()}</ButtonLink>
                        }
                      >
                        <p className={text}>{words.noWebReservation.chat.text()}</p>
                      </Card>
                    );
                  case 'phone':
                    return (
                      <Card
                        key={liftUp}
                        title={words.noWebReservation.phone.title()}
                        headingLevel={2}
                        variant="brand"
                        footer={
                          <ButtonLink href={phoneHref} variant="secondary">
                            {words.noWebReservation.call({ phone })}
                          </ButtonLink>
                        }
                      >
                        <p className={text}>{words.noWebReservation.phone.text()}</p>
                      </Card>
                    );
                  default:
                    return liftUp satisfies never;
                }
              })}
            </div>
          )}
        </div>
      );
    }
    default:
      return block satisfies never;
  }
}
