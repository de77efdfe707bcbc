import {
  type CollectionAgency,
  formatDay,
  invoiceStatusHint,
  isPayableInList,
  type ListableInvoiceStatus,
  type ListedInvoice,
  pageCountOf,
  pageSizes,
} from '@portal/domain';
import { ButtonLink } from '../../ButtonLink';
import { EmptyState } from '../../EmptyState';
import { ErrorView } from '../../ErrorView';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { Money } from '../../Money';
import { Notice } from '../../Notice';
import { Pagination } from '../../Pagination';
import { Skeleton } from '../../Skeleton';
import { Stack } from '../../Stack';
import { PaymentProcessing } from '../PaymentProcessing';
import * as styles from './InvoiceList.css';

/** What the list shows (messaging-invoices-shell.md §4 "Invoice list"). */
export type InvoiceListState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'loaded';
      /** This page's invoices, at most ten. */
      readonly invoices: readonly ListedInvoice[];
      /** The page shown, from 1. */
      readonly page: number;
      /** Invoices on every page together. */
      readonly totalCount: number;
      /** The agency an overdue invoice is paid to, named in its hint. */
      readonly collectionAgency: CollectionAgency;
    }
  | { readonly status: 'failed'; readonly isRetrying?: boolean };

/** The addresses of an invoice's actions; `null` leaves the action out. */
export interface InvoiceLinks {
  /** The pay page; asked only of an invoice the list may offer Pay for. */
  pay: (invoice: ListedInvoice) => string | null;
  /** The summary page. */
  summary: (invoice: ListedInvoice) => string | null;
  /** The PDF download; asked only of an invoice that has one. */
  pdf: (invoice: ListedInvoice) => string;
}

export interface InvoiceListProps {
  state: InvoiceListState;
  links: InvoiceLinks;
  /** The billing e-mail the hint of an unavailable invoice names. */
  billingEmail: string;
  /** Shows another page. */
  onPageChange: (page: number) => void;
  /** Loads the failed list again. */
  onRetry: () => void;
}

const tone = (status: ListableInvoiceStatus): keyof typeof styles.badge => {
  switch (status) {
    case 'open':
      return 'open';
    case 'paid':
    case 'refunded':
    case 'refundInProgress':
      return 'settled';
    case 'overdue':
      return 'attention';
    case 'paper':
    case 'notAvailable':
      return 'neutral';
    default:
      return status satisfies never;
  }
};

/** An address as people read it: the host and path, without the scheme or a trailing slash. */
const siteName = (url: string) => url.replace(/^https:\/\//, '').replace(/\/$/, '');

/**
 * The receipts and invoices, ten per page (messaging-invoices-shell.md §2): the number, dates, sum
 * and status of each, the status's hint (an overdue invoice is with the collection agency, named
 * with its phone and site; an unavailable one is asked about from billing), Pay for an open invoice
 * payable online (a payment being processed says so instead), the summary
 * and the PDF. Loading shows placeholders; a failure the generic error view with Try again.
 */
export function InvoiceList({ state, links, billingEmail, onPageChange, onRetry }: InvoiceListProps) {
  const LL = useWords();
  const words = LL.invoices;
  if (state.status === 'loading') return <Skeleton label={words.list.loading()} shape="blocks" />;
  if (state.status === 'failed')
    return <ErrorView onRetry={onRetry} isRetrying={state.isRetrying ?? false} />;
  if (state.totalCount === 0) return <EmptyState title={words.list.empty()} />;
  const pageCount = pageCountOf(state.totalCount, pageSizes.invoices);
  const from = (state.page - 1) * pageSizes.invoices + 1;
  const pager = LL.components.pagination;
  return (
    <Stack space="lg">
      <p className={styles.facts}>
        {words.list.shown({ from, to: from + state.invoices.length - 1, total: state.totalCount })}
      </p>
      <ul className={styles.list}>
        {state.invoices.map((invoice) => {
          const hint = invoiceStatusHint(invoice.status);
          const pay = isPayableInList(invoice) ? links.pay(invoice) : null;
          const summary = links.summary(invoice);
          return (
            <li key={invoice.id} className={styles.item} data-status={invoice.status}>
              <Stack space="xs">
                <h2 className={styles.heading}>{words.list.number({ number: invoice.invoiceNumber })}</h2>
                <p className={styles.facts}>
                  {words.list.created({ date: formatDay(invoice.creationDate) })}
                  {invoice.dueDate !== null && invoice.status !== 'paid' ? (
                    <>
                      {' · '}
                      {words.list.due({ date: formatDay(invoice.dueDate) })}
                    </>
                  ) : null}
                </p>
                {invoice.creditedInvoiceNumber !== null && (
                  <p className={styles.facts}>
                    {words.list.credits({ numbers: invoice.creditedInvoiceNumber })}
                  </p>
                )}
                {hint === 'collectionAgency' && (
                  <Notice tone="warning">
                    <p className={styles.hint}>{words.hint.collectionAgency()}</p>
                    <p className={styles.hint}>
                      {words.hint.collectionAgencyContact(state.collectionAgency)}
                      {' · '}
                      <Link
                        href={state.collectionAgency.url}
                        external
                        newTabHint={LL.components.link.newTab()}
                      >
                        {siteName(state.collectionAgency.url)}
                      </Link>
                    </p>
                  </Notice>
                )}
                {hint === 'billingEmail' && (
                  <Notice tone="info">{words.hint.billingEmail({ email: billingEmail })}</Notice>
                )}
                {invoice.paymentProcessing && <PaymentProcessing invoiceNumber={invoice.invoiceNumber} />}
              </Stack>
              <div className={styles.side}>
                <span className={styles.sum}>
                  <Money cents={invoice.sumCents} />
                </span>
                <span className={styles.badge[tone(invoice.status)]}>{words.status[invoice.status]()}</span>
                <div className={styles.actions}>
                  {summary !== null && (
                    <Link
                      href={summary}
                      variant="standalone"
                      aria-label={words.list.summaryLabel({ number: invoice.invoiceNumber })}
                    >
                      {words.list.summary()}
                    </Link>
                  )}
                  {invoice.hasPdf && (
                    <Link
                      href={links.pdf(invoice)}
                      variant="standalone"
                      download
                      aria-label={words.list.pdfLabel({ number: invoice.invoiceNumber })}
                    >
                      {words.list.pdf()}
                    </Link>
                  )}
                  {pay !== null && (
                    <ButtonLink
                      href={pay}
                      aria-label={words.list.payLabel({ number: invoice.invoiceNumber })}
                    >
                      {words.list.pay()}
                    </ButtonLink>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {pageCount > 1 && (
        <Pagination
          page={state.page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          words={{
            label: words.list.pages(),
            first: pager.first(),
            previous: pager.previous(),
            next: pager.next(),
            last: pager.last(),
            page: (page) => pager.page({ page }),
            pageOf: (page, count) => pager.pageOf({ page, count }),
          }}
        />
      )}
    </Stack>
  );
}
