import { formatDay, formatMoney, type PaymentOutcome } from '@portal/domain';
import { ButtonLink } from '../../ButtonLink';
import { useLang, useWords } from '../../i18n';
import { Link } from '../../Link';
import { Money } from '../../Money';
import { Notice } from '../../Notice';
import { Spinner } from '../../Spinner';
import { Stack } from '../../Stack';
import { PaymentProcessing } from '../PaymentProcessing';
import * as styles from '../PaymentView/PaymentView.css';

/** What the result page shows: the checking progress, an outcome, or why it could not tell. */
export type PaymentResultState =
  | { readonly status: 'checking' }
  | { readonly status: 'outcome'; readonly outcome: PaymentOutcome }
  | { readonly status: 'failed'; readonly error: 'invoiceNotFound' | 'somethingWentWrong' };

export interface PaymentResultProps {
  state: PaymentResultState;
  /** The front page (completed). */
  frontHref: string;
  /** The receipt PDF (completed). */
  receiptHref: string;
  /** The pay page again (interrupted or cancelled while unpaid). */
  payHref: string;
  /** The invoice list. */
  backHref: string;
}

/**
 * The payment result page (messaging-invoices-shell.md §4): completed with a link to the front page
 * and the receipt; interrupted with the reason, the sum, the number and the status (paid with its
 * date or unpaid) and Try again; cancelled; a double payment of an invoice already paid, which
 * will be returned; a delayed or pending payment being processed; and nothing but the way back
 * for a result the page cannot read.
 */
export function PaymentResult(props: PaymentResultProps) {
  const title = useWords().invoices.result.title();
  // The page's one heading whatever the outcome; the outcome's own words follow it.
  return (
    <Stack space="lg">
      <h1>{title}</h1>
      <Outcome {...props} />
    </Stack>
  );
}

function Outcome({ state, frontHref, receiptHref, payHref, backHref }: PaymentResultProps) {
  const words = useWords().invoices;
  const lang = useLang();
  const r = words.result;
  const back = (
    <Link href={backHref} variant="standalone">
      {r.back()}
    </Link>
  );
  if (state.status === 'checking') return <Spinner label={r.progress()} showLabel />;
  if (state.status === 'failed')
    return (
      <Stack space="md">
        <Notice tone="danger">{words.paymentErrors[state.error]()}</Notice>
        {back}
      </Stack>
    );
  const { outcome } = state;
  switch (outcome.kind) {
    case 'nothing':
      return <div data-outcome="nothing">{back}</div>;
    case 'processing':
      return (
        <Stack space="md">
          <PaymentProcessing invoiceNumber={outcome.invoiceNumber} />
          {back}
        </Stack>
      );
    case 'completed':
      return (
        <Stack space="md">
          <Notice tone="success" title={r.completed.title()}>
            {r.completed.text({ number: outcome.invoiceNumber })}
          </Notice>
          <div>
            <ButtonLink href={frontHref}>{r.completed.front()}</ButtonLink>
          </div>
          <Link href={receiptHref} variant="standalone" download>
            {r.completed.receipt()}
          </Link>
          {back}
        </Stack>
      );
    case 'doublePayment':
      return (
        <Stack space="md">
          <Notice tone="warning" title={r.doublePayment.title()}>
            {r.doublePayment.text({
              number: outcome.invoiceNumber,
              sum: formatMoney(outcome.sumCents, lang),
            })}
          </Notice>
          <Link href={receiptHref} variant="standalone" download>
            {r.completed.receipt()}
          </Link>
          {back}
        </Stack>
      );
    case 'cancelled':
      return (
        <Stack space="md">
          <Notice tone="info" title={r.cancelled.title()}>
            {r.cancelled.text()}
          </Notice>
          {outcome.canTryAgain && (
            <div>
              <ButtonLink href={payHref}>{r.interrupted.tryAgain()}</ButtonLink>
            </div>
          )}
          {back}
        </Stack>
      );
    case 'interrupted':
      return (
        <Stack space="md">
          <Notice tone="danger" title={r.interrupted.title()}>
            {outcome.failure !== null ? words.paymentErrors[outcome.failure]() : r.interrupted.text()}
          </Notice>
          <dl className={styles.facts}>
            <dt className={styles.term}>{r.interrupted.number()}</dt>
            <dd className={styles.detail}>{outcome.invoiceNumber}</dd>
            <dt className={styles.term}>{r.interrupted.sum()}</dt>
            <dd className={styles.detail}>
              <Money cents={outcome.sumCents} />
            </dd>
            <dt className={styles.term}>{r.interrupted.status()}</dt>
            <dd className={styles.detail}>
              {outcome.paidDate !== null
                ? r.interrupted.paid({ date: formatDay(outcome.paidDate) })
                : r.interrupted.unpaid()}
            </dd>
          </dl>
          {outcome.canTryAgain && (
            <div>
              <ButtonLink href={payHref}>{r.interrupted.tryAgain()}</ButtonLink>
            </div>
          )}
          {back}
        </Stack>
      );
    default:
      return outcome satisfies never;
  }
}
