import { addDays, type CalendarDate, daysInMonth, isoWeekday } from '../calendar/calendar';
import { type TimeOfDay, timeOfDayWindows } from './time-of-day';
import { helsinkiDate, helsinkiInstant, toCalendarDate } from './zone';

/** A span of time, start included and end excluded. */
export interface InstantRange {
  readonly start: Date;
  readonly end: Date;
}

/**
 * The first and the after-last instant of a Helsinki calendar day. The day is 23 hours long on
 * the last Sunday of March and 25 hours on the last Sunday of October.
 */
export function helsinkiDayBounds(date: CalendarDate | string): InstantRange {
  const day = toCalendarDate(date);
  return { start: helsinkiInstant(day), end: helsinkiInstant(addDays(day, 1)) };
}

/** The list filter's dates, `yyyy-mm-dd` or calendar dates, both included. */
export interface DateRangeInput {
  readonly startDate: CalendarDate | string;
  readonly endDate: CalendarDate | string;
}

/**
 * The span an appointment list searches (booking.md §9: "expanded to month and week
 * boundaries and the start clamped to now"). Read here as the span of the month calendar that
 * shows the dates: from the Monday on or before the first day of the start date's month to the
 * end of the Sunday on or after the last day of the end date's month, so that every day the
 * calendar draws has its free times. The start is then moved to `now` if it is earlier, since
 * past times cannot be booked. When the whole span is past, it is empty (`start` = `end`).
 */
export function expandListRange({ startDate, endDate }: DateRangeInput, now: Date): InstantRange {
  const first = toCalendarDate(startDate);
  const last = toCalendarDate(endDate);
  const monthStart = { year: first.year, month: first.month, day: 1 };
  const monthEnd = { year: last.year, month: last.month, day: daysInMonth(last.year, last.month) };
  const weekStart = addDays(monthStart, 1 - isoWeekday(monthStart));
  const weekEnd = addDays(monthEnd, 7 - isoWeekday(monthEnd));
  const start = helsinkiDayBounds(weekStart).start;
  const end = helsinkiDayBounds(weekEnd).end;
  const clamped = new Date(Math.min(Math.max(start.getTime(), now.getTime()), end.getTime()));
  return { start: clamped, end };
}

/**
 * Narrows a search span to a time-of-day tab (booking.md §7: "startDate and endDate adjusted by
 * time of day"): the start no earlier than the tab's first hour on its day, the end no later
 * than the tab's last hour on the last day. `all` leaves the span as it is.
 */
export function adjustRangeToTimeOfDay(range: InstantRange, timeOfDay: TimeOfDay): InstantRange {
  if (timeOfDay === 'all' || range.end.getTime() <= range.start.getTime()) return range;
  const { startHour, endHour } = timeOfDayWindows[timeOfDay];
  const firstDay = helsinkiDate(range.start);
  const lastDay = helsinkiDate(new Date(range.end.getTime() - 1));
  const windowStart = helsinkiInstant(firstDay, startHour);
  const windowEnd = helsinkiInstant(lastDay, endHour);
  const start = new Date(Math.max(range.start.getTime(), windowStart.getTime()));
  const end = new Date(Math.min(range.end.getTime(), windowEnd.getTime()));
  return end.getTime() > start.getTime() ? { start, end } : { start, end: start };
}
