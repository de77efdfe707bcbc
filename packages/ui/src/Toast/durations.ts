import { toastDurations } from '@portal/domain';

/**
 * How long a toast stays, by what it tells (patient-area.md §9, messaging-invoices-shell.md §9): the
 * specification's names, or `untilClosed` for a toast the person must close (a session warning that
 * another timer replaces, say).
 */
export type ToastDuration = Exclude<keyof typeof toastDurations, 'onboardingFade'> | 'untilClosed';

/** The names of {@link ToastDuration}, for story controls and tests. */
export const toastDurationNames = [
  'default',
  'saved',
  'appointmentCancelled',
  'conversationClosed',
  'transactionPathError',
  'untilClosed',
] as const satisfies readonly ToastDuration[];

/** Milliseconds before a toast of `duration` closes itself; `undefined` when it never does. */
export function toastTimeout(duration: ToastDuration): number | undefined {
  switch (duration) {
    case 'untilClosed':
      return undefined;
    case 'default':
    case 'saved':
    case 'appointmentCancelled':
    case 'conversationClosed':
    case 'transactionPathError':
      return toastDurations[duration];
    default:
      return duration satisfies never;
  }
}
