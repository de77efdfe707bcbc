import { hasMore } from './request';
import { pickAlternativeDays } from './suggestions';

/** What the list needs of an appointment: its start, an ISO instant. */
export interface ListedAppointment {
  readonly startDate: string;
}

/** Whether more appointments can be loaded below a list of results. */
export type MoreStatus = 'available' | 'loading' | 'failed' | 'none';

/** The other-day suggestions of an empty list: being searched, or found (possibly none). */
export type SuggestionsState<T extends ListedAppointment> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly days: readonly T[] };

/**
 * The appointment list (booking.md §4): loading, then results, empty or error. Every state
 * carries the sequence number of the newest request; an answer with another number is stale.
 */
export type ListState<T extends ListedAppointment> =
  | { readonly status: 'loading'; readonly requestId: number }
  | {
      readonly status: 'results';
      readonly requestId: number;
      readonly appointments: readonly T[];
      readonly more: MoreStatus;
      /**
       * Times before the chosen day not yet shown: the list searches the week and month around the
       * day but shows the day's own times at once, so more of the earlier days may load between
       * them. Absent: none (the list starts at the chosen day, or every earlier time is shown).
       */
      readonly earlier?: MoreStatus;
    }
  | { readonly status: 'empty'; readonly requestId: number; readonly suggestions: SuggestionsState<T> }
  | { readonly status: 'error'; readonly requestId: number };

/** What happens to the list. Answers name the request they answer. */
export type ListEvent<T extends ListedAppointment> =
  /** The page opened or the filter changed: a new search supersedes any in flight. */
  | { readonly type: 'search' }
  | { readonly type: 'retry' }
  | { readonly type: 'loadMore' }
  | { readonly type: 'pageLoaded'; readonly requestId: number; readonly appointments: readonly T[] }
  | { readonly type: 'pageFailed'; readonly requestId: number }
  | { readonly type: 'suggestionsLoaded'; readonly requestId: number; readonly appointments: readonly T[] }
  | { readonly type: 'suggestionsFailed'; readonly requestId: number };

/** The state a list page opens in: its first search under way. */
export const initialListState: ListState<never> = { status: 'loading', requestId: 1 };

/** The next list state; an event that does not apply (or a stale answer) gives back `state` itself. */
export function nextListState<T extends ListedAppointment>(
  state: ListState<T>,
  event: ListEvent<T>,
): ListState<T> {
  const requestId = state.requestId + 1;
  switch (event.type) {
    case 'search':
      return { status: 'loading', requestId };
    case 'retry':
      return state.status === 'error' ? { status: 'loading', requestId } : state;
    case 'loadMore':
      return state.status === 'results' && (state.more === 'available' || state.more === 'failed')
        ? { ...state, requestId, more: 'loading' }
        : state;
    case 'pageLoaded':
      if (event.requestId !== state.requestId) return state;
      return pageLoaded(state, event.appointments);
    case 'pageFailed':
      if (event.requestId !== state.requestId) return state;
      if (state.status === 'loading') return { status: 'error', requestId: state.requestId };
      return state.status === 'results' && state.more === 'loading' ? { ...state, more: 'failed' } : state;
    case 'suggestionsLoaded':
    case 'suggestionsFailed': {
      if (event.requestId !== state.requestId || state.status !== 'empty') return state;
      if (state.suggestions.status !== 'loading') return state;
      const days = event.type === 'suggestionsLoaded' ? pickAlternativeDays(event.appointments) : [];
      return { ...state, suggestions: { status: 'ready', days } };
    }
    default:
      return event satisfies never;
  }
}

function pageLoaded<T extends ListedAppointment>(state: ListState<T>, page: readonly T[]): ListState<T> {
  const more: MoreStatus = hasMore(page.length) ? 'available' : 'none';
  if (state.status === 'loading') {
    return page.length === 0
      ? { status: 'empty', requestId: state.requestId, suggestions: { status: 'loading' } }
      : { status: 'results', requestId: state.requestId, appointments: page, more };
  }
  if (state.status === 'results' && state.more === 'loading') {
    return { ...state, appointments: [...state.appointments, ...page], more };
  }
  return state;
}

/** The call a list state waits for, or `null`: a page from an offset, or the suggestion search. */
export type PendingListRequest =
  | { readonly kind: 'page'; readonly requestId: number; readonly offset: number }
  | { readonly kind: 'suggestions'; readonly requestId: number };

/** What to fetch now; the caller aborts the previous call when the answer changes. */
export function pendingListRequest<T extends ListedAppointment>(
  state: ListState<T>,
): PendingListRequest | null {
  if (state.status === 'loading') return { kind: 'page', requestId: state.requestId, offset: 0 };
  if (state.status === 'results' && state.more === 'loading') {
    return { kind: 'page', requestId: state.requestId, offset: state.appointments.length };
  }
  if (state.status === 'empty' && state.suggestions.status === 'loading') {
    return { kind: 'suggestions', requestId: state.requestId };
  }
  return null;
}

/** The buttons a list shows: Retry after a failure, Show more while more may follow. */
export function listActions<T extends ListedAppointment>(
  state: ListState<T>,
): readonly ('retry' | 'loadMore')[] {
  if (state.status === 'error') return ['retry'];
  if (state.status === 'results' && (state.more === 'available' || state.more === 'failed'))
    return ['loadMore'];
  return [];
}
