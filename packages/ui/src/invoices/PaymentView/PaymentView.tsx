import {
  formatDay,
  type PayableInvoiceWire,
  type PaymentPageState,
  type PaymentProvider,
  providerForm,
  providerGroups,
} from '@portal/domain';
import { useEffect, useRef } from 'react';
import { Button } from '../../Button';
import { ButtonLink } from '../../ButtonLink';
import { Card } from '../../Card';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { Money } from '../../Money';
import { Notice } from '../../Notice';
import { Spinner } from '../../Spinner';
import { Stack } from '../../Stack';
import { OnlinePaymentPeriod } from '../OnlinePaymentPeriod';
import { PaymentProcessing } from '../PaymentProcessing';
import * as styles from './PaymentView.css';

export interface PaymentViewProps {
  /** The payment page's state, from the domain's machine. */
  state: PaymentPageState;
  /** The invoice once read; its number, sum and due date head the page. */
  invoice: PayableInvoiceWire | null;
  /** My information with the save action that comes back here (for the e-mail notice). */
  contactHref: string;
  /** Back to the invoice list. */
  backHref: string;
  /** The person picked a bank or card. */
  onChoose: (providerId: string) => void;
  /** Starts again after a failure. */
  onRetry: () => void;
  /**
   * Posts the provider's form as soon as the page is redirecting, as the browser must; stories turn
   * it off to stay on the page. Default `true`.
   */
  autoSubmit?: boolean;
}

/**
 * The pay page of one invoice (messaging-invoices-shell.md §4): the invoice, then by state the
 * e-mail-required notice with its link to my information, the not-payable notice, the payment
 * methods to choose from under a heading per group of the payment service, with the terms, the second read of the invoice, and the form that takes the
 * browser to the chosen provider with its hidden fields. A failure names what went wrong and
 * offers Try again.
 */
export function PaymentView({
  state,
  invoice,
  contactHref,
  backHref,
  onChoose,
  onRetry,
  autoSubmit = true,
}: PaymentViewProps) {
  const words = useWords().invoices;
  const p = words.pay;
  const form = useRef<HTMLFormElement>(null);
  const target = providerForm(state);
  const redirecting = target !== null;
  useEffect(() => {
    if (autoSubmit && redirecting) form.current?.submit();
  }, [autoSubmit, redirecting]);

  const back = (
    <Link href={backHref} variant="standalone">
      {p.back()}
    </Link>
  );
  return (
    <Stack space="lg">
      <h1>{invoice === null ? p.title() : p.invoice({ number: invoice.invoiceNumber })}</h1>
      {invoice !== null && (
        <dl className={styles.facts}>
          <dt className={styles.term}>{p.sum()}</dt>
          <dd className={styles.detail}>
            <Money cents={invoice.sumCents} />
          </dd>
          {invoice.dueDate !== null && (
            <>
              <dt className={styles.term}>{p.dueDate()}</dt>
              <dd className={styles.detail}>{formatDay(invoice.dueDate)}</dd>
            </>
          )}
        </dl>
      )}
      {invoice !== null && invoice.payableOnlineUntil !== null && invoice.status === 'Open' && (
        <OnlinePaymentPeriod until={invoice.payableOnlineUntil} />
      )}
      <div data-step={state.step}>{body()}</div>
    </Stack>
  );

  function body() {
    switch (state.step) {
      case 'loading':
      case 'creatingPayment':
        return <Spinner label={p.loading()} showLabel />;
      case 'confirmingInvoice':
        return <Spinner label={p.confirming()} showLabel />;
      case 'reloading':
        return <Spinner label={p.reloading()} showLabel />;
      case 'redirecting':
        return (
          <>
            <Spinner label={p.redirecting({ name: state.provider.name })} showLabel />
            {target !== null && (
              <form ref={form} method="post" action={target.action} className={styles.hidden}>
                {target.fields.map((field) => (
                  <input key={field.name} type="hidden" name={field.name} value={field.value} />
                ))}
              </form>
            )}
          </>
        );
      case 'emailRequired':
        return (
          <Stack space="md">
            <Notice tone="warning" title={p.emailRequired.title()}>
              {p.emailRequired.text()}
            </Notice>
            <ButtonLink href={contactHref}>{p.emailRequired.link()}</ButtonLink>
            {back}
          </Stack>
        );
      case 'processing':
        return (
          <Stack space="md">
            {invoice !== null && <PaymentProcessing invoiceNumber={invoice.invoiceNumber} />}
            {back}
          </Stack>
        );
      case 'notPayable':
        return (
          <Stack space="md">
            <Notice tone="info" title={p.notPayable.title()}>
              {p.notPayable.text()}
            </Notice>
            {back}
          </Stack>
        );
      case 'selectingProvider':
        return <Providers providers={state.providers} terms={state.terms} onChoose={onChoose} />;
      case 'failed':
        return (
          <Stack space="md">
            <Notice tone="danger" title={p.failed()}>
              {words.paymentErrors[state.error]()}
            </Notice>
            <div>
              <Button onPress={onRetry}>{p.tryAgain()}</Button>
            </div>
            {back}
          </Stack>
        );
      default:
        return state satisfies never;
    }
  }
}

function Providers({
  providers,
  terms,
  onChoose,
}: {
  providers: readonly PaymentProvider[];
  terms: string;
  onChoose: (providerId: string) => void;
}) {
  const p = useWords().invoices.pay;
  return (
    <Card title={p.choose()}>
      <Stack space="md">
        {providerGroups(providers).map(({ group, providers: methods }) => (
          <section key={group} aria-label={p.groups[group]()} data-group={group}>
            <Stack space="sm">
              <h3 className={styles.groupHeading}>{p.groups[group]()}</h3>
              <ul className={styles.providers}>
                {methods.map((provider) => (
                  <li key={provider.id}>
                    <button
                      type="button"
                      className={styles.provider}
                      aria-label={p.providerLabel({ name: provider.name })}
                      onClick={() => onChoose(provider.id)}
                    >
                      <img className={styles.logo} src={provider.svg} alt="" width={160} height={64} />
                    </button>
                  </li>
                ))}
              </ul>
            </Stack>
          </section>
        ))}
        {/* The server builds the terms from our own words and escapes the service's address. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: see above */}
        <div className={styles.terms} dangerouslySetInnerHTML={{ __html: terms }} />
      </Stack>
    </Card>
  );
}
