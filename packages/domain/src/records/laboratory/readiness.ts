import { isLabGroupReady } from '../../catalogue/medical';

/** Whether a day's laboratory results can be read: all of them, or some still being analysed. */
export type LabReadiness = 'ready' | 'pending';

/**
 * A day's results are ready only when every item is ready, otherwise pending (patient-area.md §4).
 * A day without items has nothing to read yet, so it is pending too.
 */
export function labReadiness(items: readonly { readonly isReady: boolean }[]): LabReadiness {
  return isLabGroupReady(items) ? 'ready' : 'pending';
}
