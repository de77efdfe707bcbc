import type { ReactNode } from 'react';
import { ErrorView } from '../../ErrorView';
import { Link } from '../../Link';
import { Notice } from '../../Notice';
import { Skeleton } from '../../Skeleton';
import { Stack } from '../../Stack';

/** The states every record detail page shares; `loaded` carries the record. */
export type RecordDetailState<Loaded extends object> =
  | { readonly status: 'loading' }
  | ({ readonly status: 'loaded' } & Loaded)
  | { readonly status: 'notFound' }
  | { readonly status: 'failed'; readonly isRetrying?: boolean };

export interface RecordDetailProps<Loaded extends object> {
  state: RecordDetailState<Loaded>;
  /** The skeleton's name while the record is read. */
  loadingLabel: string;
  /** Said when the record is not the person's or not there. */
  notFound: string;
  /** The page's heading beside the not-found notice, where the page has one without its record. */
  notFoundHeading?: string;
  backHref: string;
  backLabel: string;
  onRetry: () => void;
  /** The record's page; `back` is the link back to its list, for the page to place. */
  children: (loaded: Loaded, back: ReactNode) => ReactNode;
}

/**
 * A record's page around its record (patient-area.md §2, §3): the skeleton while it is read, the
 * error view with a retry, 'not found' with the way back, and the record itself once read.
 */
export function RecordDetail<Loaded extends object>({
  state,
  loadingLabel,
  notFound,
  notFoundHeading,
  backHref,
  backLabel,
  onRetry,
  children,
}: RecordDetailProps<Loaded>) {
  const back = (
    <Link href={backHref} variant="standalone">
      {backLabel}
    </Link>
  );
  switch (state.status) {
    case 'loading':
      return <Skeleton label={loadingLabel} shape="blocks" />;
    case 'failed':
      return <ErrorView onRetry={onRetry} isRetrying={state.isRetrying ?? false} />;
    case 'notFound':
      return (
        <Stack space="md">
          {notFoundHeading !== undefined && <h1>{notFoundHeading}</h1>}
          <Notice tone="danger">{notFound}</Notice>
          {back}
        </Stack>
      );
    case 'loaded':
      return children(state, back);
    default:
      return state satisfies never;
  }
}
