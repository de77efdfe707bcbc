import { formatDay, type PayableInvoiceWire } from '@portal/domain';
import { ButtonLink } from '../../ButtonLink';
import { Card } from '../../Card';
import { ErrorView } from '../../ErrorView';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { Money } from '../../Money';
import { Notice } from '../../Notice';
import { Skeleton } from '../../Skeleton';
import { Stack } from '../../Stack';
import { OnlinePaymentPeriod } from '../OnlinePaymentPeriod';
import { PaymentProcessing } from '../PaymentProcessing';
import * as styles from './InvoiceSummary.css';

/** What the summary page shows. */
export type InvoiceSummaryState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'loaded';
      readonly invoice: PayableInvoiceWire;
      /** The pay page, for an invoice payable online now; else `null`. */
      readonly payHref: string | null;
      /** The PDF download. */
      readonly pdfHref: string;
    }
  | { readonly status: 'notFound' }
  | { readonly status: 'failed'; readonly isRetrying?: boolean };

export interface InvoiceSummaryProps {
  state: InvoiceSummaryState;
  /** Back to the invoice list. */
  backHref: string;
  /** Loads a failed summary again. */
  onRetry: () => void;
}

/**
 * The invoice summary page (messaging-invoices-shell.md §2): the invoice's dates, the customer, its
 * lines with VAT, the total and whether it is paid, with Pay online while it is payable and the PDF.
 * An unknown invoice says "Invoice not found" (§7).
 */
export function InvoiceSummary({ state, backHref, onRetry }: InvoiceSummaryProps) {
  const words = useWords().invoices;
  const back = (
    <Link href={backHref} variant="standalone">
      {words.summary.back()}
    </Link>
  );
  if (state.status === 'loading') return <Skeleton label={words.summary.loading()} shape="blocks" />;
  if (state.status === 'failed')
    return <ErrorView onRetry={onRetry} isRetrying={state.isRetrying ?? false} />;
  if (state.status === 'notFound')
    return (
      <Stack space="md">
        <Notice tone="danger">{words.paymentErrors.invoiceNotFound()}</Notice>
        {back}
      </Stack>
    );
  const { invoice } = state;
  const s = words.summary;
  return (
    <Stack space="lg">
      <h1>{s.title({ number: invoice.invoiceNumber })}</h1>
      <Card title={s.status()}>
        <p className={styles.total} data-status={invoice.status}>
          {invoice.status === 'Paid' && invoice.paidDate !== null
            ? s.paidOn({ date: formatDay(invoice.paidDate) })
            : s.unpaid()}
        </p>
      </Card>
      <dl className={styles.facts}>
        <dt className={styles.term}>{s.creationDate()}</dt>
        <dd className={styles.detail}>{formatDay(invoice.creationDate)}</dd>
        {invoice.dueDate !== null && (
          <>
            <dt className={styles.term}>{s.dueDate()}</dt>
            <dd className={styles.detail}>{formatDay(invoice.dueDate)}</dd>
          </>
        )}
        {invoice.payableOnlineUntil !== null && invoice.status === 'Open' && (
          <>
            <dt className={styles.term}>{s.payableOnlineUntil()}</dt>
            <dd className={styles.detail}>{formatDay(invoice.payableOnlineUntil)}</dd>
          </>
        )}
        <dt className={styles.term}>{s.buyer()}</dt>
        <dd className={styles.detail}>
          {invoice.buyerName}, {invoice.buyerAddress.street}, {invoice.buyerAddress.postalCode}{' '}
          {invoice.buyerAddress.postOffice}
        </dd>
      </dl>
      {invoice.payableOnlineUntil !== null && invoice.status === 'Open' && (
        <OnlinePaymentPeriod until={invoice.payableOnlineUntil} />
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.term}>{s.rows()}</caption>
          <thead>
            <tr>
              <th className={styles.cell}>{s.description()}</th>
              <th className={styles.cell}>{s.date()}</th>
              <th className={styles.number}>{s.count()}</th>
              <th className={styles.number}>{s.unitPrice()}</th>
              <th className={styles.number}>{s.vat()}</th>
              <th className={styles.number}>{s.rowTotal()}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.rows.map((row, index) => (
              // Lines have no id of their own and never change order.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index}>
                <td className={styles.cell}>{row.description}</td>
                <td className={styles.cell}>{formatDay(row.date)}</td>
                <td className={styles.number}>{row.count}</td>
                <td className={styles.number}>
                  <Money cents={row.unitPriceCents} />
                </td>
                <td className={styles.number}>{row.vatPercentage}</td>
                <td className={styles.number}>
                  <Money cents={Math.round(row.count * row.unitPriceCents)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.total}>
        {s.total()} <Money cents={invoice.sumCents} />
      </p>
      {invoice.paymentProcessing && <PaymentProcessing invoiceNumber={invoice.invoiceNumber} />}
      <div className={styles.actions}>
        {state.payHref !== null && <ButtonLink href={state.payHref}>{s.pay()}</ButtonLink>}
        <Link href={state.pdfHref} variant="standalone" download>
          {s.pdf()}
        </Link>
        {back}
      </div>
    </Stack>
  );
}
