import type { AppointmentWire, ListState, MoreStatus } from '@portal/domain';

/** Where the list's reads stand, as the query cache tells it. */
export interface ListReads {
  /** The pages read so far; `undefined` before the first answer. */
  pages: readonly (readonly AppointmentWire[])[] | undefined;
  /** The first page could not be read. */
  failed: boolean;
  /** Another page may follow the last one. */
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  /** The other days suggested for an empty list: `undefined` while they are searched. */
  suggestions: readonly AppointmentWire[] | undefined;
  /**
   * The times before the chosen day, read apart when the list's range starts before it (the
   * domain's `listPartParams`); `null` when it does not. They come first.
   */
  earlier: Omit<ListReads, 'suggestions' | 'earlier'> | null;
}

/**
 * The domain's list state (booking.md §4) the search view shows, from the reads of the cache: the
 * cache orders the answers and drops the stale ones, so `requestId` no longer tells them apart.
 */
export function listStateOf(reads: ListReads): ListState<AppointmentWire> {
  const requestId = 0;
  const { earlier } = reads;
  // Both parts come in before the list shows, so that earlier days do not push the chosen one away.
  if (reads.pages === undefined || (earlier !== null && earlier.pages === undefined)) {
    return reads.failed || earlier?.failed
      ? { status: 'error', requestId }
      : { status: 'loading', requestId };
  }
  const appointments = [...(earlier?.pages?.flat() ?? []), ...reads.pages.flat()];
  if (appointments.length === 0) {
    const { suggestions } = reads;
    return {
      status: 'empty',
      requestId,
      suggestions: suggestions === undefined ? { status: 'loading' } : { status: 'ready', days: suggestions },
    };
  }
  const more = moreStatusOf(reads);
  if (earlier === null || !earlier.hasMore) return { status: 'results', requestId, appointments, more };
  return { status: 'results', requestId, appointments, more, earlier: moreStatusOf(earlier) };
}

function moreStatusOf(reads: Pick<ListReads, 'hasMore' | 'loadingMore' | 'moreFailed'>): MoreStatus {
  if (!reads.hasMore) return 'none';
  if (reads.loadingMore) return 'loading';
  return reads.moreFailed ? 'failed' : 'available';
}
