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
}

/**
 * The domain's list state (booking.md §4) the search view shows, from the reads of the cache: the
 * cache orders the answers and drops the stale ones, so `requestId` no longer tells them apart.
 */
export function listStateOf(reads: ListReads): ListState<AppointmentWire> {
  const requestId = 0;
  if (reads.pages === undefined) {
    return reads.failed ? { status: 'error', requestId } : { status: 'loading', requestId };
  }
  const appointments = reads.pages.flat();
  if (appointments.length === 0) {
    const { suggestions } = reads;
    return {
      status: 'empty',
      requestId,
      suggestions: suggestions === undefined ? { status: 'loading' } : { status: 'ready', days: suggestions },
    };
  }
  const more: MoreStatus = !reads.hasMore
    ? 'none'
    : reads.loadingMore
      ? 'loading'
      : reads.moreFailed
        ? 'failed'
        : 'available';
  return { status: 'results', requestId, appointments, more };
}
