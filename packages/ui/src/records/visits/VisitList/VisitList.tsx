import { diagnosisLine, type ListedVisit } from '@portal/domain';
import { Link as AriaLink } from 'react-aria-components';
import { EmptyState } from '../../../EmptyState';
import { ErrorView } from '../../../ErrorView';
import { useWords } from '../../../i18n';
import { RelativeTime } from '../../../RelativeTime';
import { Skeleton } from '../../../Skeleton';
import { item, itemTitle, list, muted } from '../visits.css';

/** What the list shows: loading, the load failed, or the visits. */
export type VisitListState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly isRetrying?: boolean }
  | { readonly kind: 'ready'; readonly visits: readonly ListedVisit[] };

export interface VisitListProps {
  state: VisitListState;
  /** The address of one visit's page. */
  visitHref: (id: number) => string;
  /** Loads the list again after a failure. */
  onRetry?: () => void;
}

/**
 * The patient's visits, newest first (patient-area.md §2): each with its date as lists show dates
 * (§4: relative within a day, 'Yesterday', else the short date), the specialty, the practitioner and
 * the diagnoses. The whole row links to the visit.
 */
export function VisitList({ state, visitHref, onRetry }: VisitListProps) {
  const LL = useWords().visits.list;
  switch (state.kind) {
    case 'loading':
      return <Skeleton label={LL.loading()} shape="blocks" count={3} />;
    case 'error':
      return <ErrorView onRetry={onRetry} isRetrying={state.isRetrying ?? false} />;
    case 'ready':
      if (state.visits.length === 0) return <EmptyState title={LL.empty()} />;
      return (
        <ul className={list}>
          {state.visits.map((visit) => (
            <li key={visit.id}>
              <AriaLink href={visitHref(visit.id)} className={item} data-visit={visit.id}>
                <span className={itemTitle}>
                  <RelativeTime value={visit.dateTime} />
                  {' · '}
                  {visit.specialty.name}
                </span>
                <span>{visit.practitioner.name}</span>
                {visit.diagnoses.map((diagnosis) => (
                  <span key={diagnosisLine(diagnosis)} className={muted}>
                    {diagnosisLine(diagnosis)}
                  </span>
                ))}
              </AriaLink>
            </li>
          ))}
        </ul>
      );
    default:
      return state satisfies never;
  }
}
