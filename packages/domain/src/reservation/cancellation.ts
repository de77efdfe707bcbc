import type { BrandSettings } from '../brand/brand';

/** The part of the brand settings the cancellation deadline reads. */
export type CancellationSettings = Pick<BrandSettings, 'cancellationDeadlineHours'>;

/**
 * The last moment a reservation may be cancelled online (patient-area.md §8): the brand's deadline
 * hours (24 in the general brand, 12 in the children's) before the start. Hours are elapsed hours,
 * so a clock change in between does not move the deadline. The booking confirmation shows it as
 * `cancellableUntil` and the server's cancel refuses after it.
 */
export function cancellableUntil(appointmentStart: Date, settings: CancellationSettings): Date {
  return new Date(appointmentStart.getTime() - settings.cancellationDeadlineHours * 3_600_000);
}

/** Tells whether a reservation may still be cancelled online at `now`: up to the deadline itself. */
export function isCancellable(appointmentStart: Date, now: Date, settings: CancellationSettings): boolean {
  return now.getTime() <= cancellableUntil(appointmentStart, settings).getTime();
}
