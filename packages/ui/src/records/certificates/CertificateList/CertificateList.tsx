import { type Certificate, formatDay, sickLeaveDays } from '@portal/domain';
import { EmptyState } from '../../../EmptyState';
import { ErrorView } from '../../../ErrorView';
import { useWords } from '../../../i18n';
import { Link } from '../../../Link';
import { Skeleton } from '../../../Skeleton';
import { badge, item, list, muted, name } from '../../prescriptions/prescriptions.css';

/** What the certificate list shows. */
export type CertificateListState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly isRetrying?: boolean }
  | { readonly kind: 'ready'; readonly certificates: readonly Certificate[] };

export interface CertificateListProps {
  state: CertificateListState;
  /** The address of a certificate's PDF, downloaded by the browser. */
  pdfHref: (certificate: Certificate) => string;
  onRetry?: () => void;
}

/**
 * The patient's sick-leave certificates written since 1 Jan 2022 (patient-area.md §2, §9), newest
 * first: the kind, the period and its days, when and by whom it was written, and the PDF.
 */
export function CertificateList({ state, pdfHref, onRetry }: CertificateListProps) {
  const LL = useWords().certificates;
  switch (state.kind) {
    case 'loading':
      return <Skeleton label={LL.list.loading()} shape="blocks" count={2} />;
    case 'error':
      return <ErrorView onRetry={onRetry} isRetrying={state.isRetrying ?? false} />;
    case 'ready':
      if (state.certificates.length === 0) return <EmptyState title={LL.list.empty()} />;
      return (
        <ul className={list}>
          {state.certificates.map((certificate) => {
            const period = { start: formatDay(certificate.startDate), end: formatDay(certificate.endDate) };
            return (
              <li key={certificate.id} className={item} data-type={certificate.type}>
                <h2 className={name}>{LL.type[certificate.type]()}</h2>
                <p>
                  {LL.list.period(period)}
                  {' · '}
                  <span className={badge}>
                    {LL.list.days({ count: sickLeaveDays(certificate.startDate, certificate.endDate) })}
                  </span>
                </p>
                <p className={muted}>
                  {LL.list.issued({ date: formatDay(certificate.issuedDate) })} ·{' '}
                  {certificate.practitioner.name}
                </p>
                <Link
                  href={pdfHref(certificate)}
                  variant="standalone"
                  download
                  aria-label={LL.list.downloadLabel(period)}
                >
                  {LL.list.download()}
                </Link>
              </li>
            );
          })}
        </ul>
      );
    default:
      return state satisfies never;
  }
}
