import { type AppointmentWire, type ListState, listActions } from '@portal/domain';
import { Button } from '../../Button';
import { EmptyState } from '../../EmptyState';
import { useWords } from '../../i18n';
import { Notice } from '../../Notice';
import { Skeleton } from '../../Skeleton';
import { list, more, root } from './AppointmentList.css';
import { AppointmentRow } from './AppointmentRow';
import { EmptySuggestions, type EmptySuggestionsProps } from './EmptySuggestions';

export interface AppointmentListProps extends Omit<EmptySuggestionsProps, 'days'> {
  /** The list's state, from the domain's `nextListState`. */
  state: ListState<AppointmentWire>;
  /** The address of a time's reservation page (domain `reserveLink`). */
  reserveHref: (appointment: AppointmentWire) => string;
  /** Searches again after a failure. */
  onRetry: () => void;
  /** Loads the next page. */
  onLoadMore: () => void;
}

/**
 * The appointment list (booking.md §4 "List", §8, §9): skeleton blocks while searching, the times
 * with Show more while more may follow, the search error with Retry, or no matches with other days,
 * clinics and the practitioner's clinics to try. The state shows as `data-state`.
 */
export function AppointmentList({
  state,
  reserveHref,
  onRetry,
  onLoadMore,
  ...suggestions
}: AppointmentListProps) {
  const words = useWords().search;
  const actions = listActions(state);
  return (
    <div className={root} data-state={state.status}>
      {(() => {
        switch (state.status) {
          case 'loading':
            return <Skeleton label={words.results.loading()} shape="blocks" />;
          case 'error':
            return (
              <Notice tone="danger" title={words.results.error()}>
                {actions.includes('retry') && (
                  <Button variant="secondary" onPress={onRetry}>
                    {words.results.retry()}
                  </Button>
                )}
              </Notice>
            );
          case 'empty':
            return (
              <>
                <EmptyState title={words.empty.title()} text={words.empty.text()} headingLevel={3} />
                <EmptySuggestions {...suggestions} days={state.suggestions} />
              </>
            );
          case 'results':
            return (
              <>
                <ul className={list} aria-label={words.results.label()}>
                  {state.appointments.map((appointment) => (
                    <AppointmentRow
                      key={appointment.id}
                      appointment={appointment}
                      href={reserveHref(appointment)}
                    />
                  ))}
                </ul>
                <div className={more} data-more={state.more}>
                  {state.more === 'failed' && <Notice tone="danger" title={words.results.moreFailed()} />}
                  {(actions.includes('loadMore') || state.more === 'loading') && (
                    <Button
                      variant="secondary"
                      onPress={onLoadMore}
                      busy={state.more === 'loading'}
                      busyLabel={words.results.loadingMore()}
                    >
                      {words.results.showMore()}
                    </Button>
                  )}
                </div>
              </>
            );
          default:
            return state satisfies never;
        }
      })()}
    </div>
  );
}
