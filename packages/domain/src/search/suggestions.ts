import { maxAlternativeDays } from '../catalogue/constants';
import { helsinkiIsoDate } from '../time/zone';
import { addOneMonth, type SearchFilter } from './filter';

/**
 * The dates of the follow-up search made when a search finds nothing (booking.md §4, §7): the
 * same start, the end one month later. Spread it over the filter to search again.
 *
 * @example searchRequestParams({ ...filter, ...suggestionRange(filter) }, options)
 */
export function suggestionRange(filter: SearchFilter): {
  readonly startDate: string;
  readonly endDate: string;
} {
  return { startDate: filter.startDate, endDate: addOneMonth(filter.endDate) };
}

/**
 * Other days to suggest (booking.md §9): the earliest appointment of each Helsinki day, earliest
 * day first, at most `max` of them. Appointments with an unreadable start are skipped.
 */
export function pickAlternativeDays<T extends { readonly startDate: string }>(
  appointments: readonly T[],
  max: number = maxAlternativeDays,
): T[] {
  const timed = appointments
    .map((appointment) => ({ appointment, time: new Date(appointment.startDate).getTime() }))
    .filter(({ time }) => !Number.isNaN(time))
    .sort((a, b) => a.time - b.time);
  const byDay = new Map<string, T>();
  for (const { appointment, time } of timed) {
    if (byDay.size >= max) break;
    const day = helsinkiIsoDate(new Date(time));
    if (!byDay.has(day)) byDay.set(day, appointment);
  }
  return [...byDay.values()];
}
