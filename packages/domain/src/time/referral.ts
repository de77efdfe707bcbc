import { toEpochDay } from '../calendar/calendar';
import { formatDate } from './format';
import { helsinkiDate, helsinkiInstant, toCalendarDate } from './zone';

/** The hint beside 'Valid until {date}'. */
export type ReferralHint =
  | 'today'
  | 'tomorrow'
  | { readonly weeks: number }
  | { readonly date: string }
  | null;

/** Whether a referral can still be used, and the hint to show. */
export type ReferralValidity =
  | {
      readonly status: 'valid';
      /** The last valid day, `D.M.YYYY`. */
      readonly until: string;
      readonly hint: ReferralHint;
    }
  | { readonly status: 'notValid' };

/**
 * The validity of a referral (patient-area.md §4). It is valid up to and including its end
 * date (Helsinki calendar). Hints show when the end is 0 to 30 days away: 'today', 'tomorrow',
 * whole weeks when more than 7 and fewer than 27 days away, otherwise the date.
 * `validUntil` is `yyyy-mm-dd` or an ISO instant, whose Helsinki date counts.
 */
export function referralValidity(validUntil: string, now: Date): ReferralValidity {
  const end = validUntil.length > 10 ? helsinkiDate(new Date(validUntil)) : toCalendarDate(validUntil);
  const daysLeft = toEpochDay(end) - toEpochDay(helsinkiDate(now));
  if (daysLeft < 0) return { status: 'notValid' };
  const until = formatDate(helsinkiInstant(end, 12));
  return { status: 'valid', until, hint: hintFor(daysLeft, until) };
}

function hintFor(daysLeft: number, until: string): ReferralHint {
  if (daysLeft === 0) return 'today';
  if (daysLeft === 1) return 'tomorrow';
  if (daysLeft > 30) return null;
  if (daysLeft > 7 && daysLeft < 27) return { weeks: Math.floor(daysLeft / 7) };
  return { date: until };
}

/**
 * Tells whether `start` is less than `hours` hours after `now` (or already past): the
 * binding-reservation checkbox and the cancellation deadline. Hours are elapsed hours, so a
 * clock change in between does not move the deadline.
 */
export function isWithinHours(start: Date, now: Date, hours: number): boolean {
  return start.getTime() - now.getTime() < hours * 3_600_000;
}
