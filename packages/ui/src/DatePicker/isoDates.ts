import { formatDate, formatIsoDate, helsinkiInstant, type Lang, parseIsoDate } from '@portal/domain';

/** The locale react-aria formats the calendar in: Finnish conventions for all three languages. */
export const calendarLocales: Readonly<Record<Lang, string>> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' };

/** `yyyy-mm-dd` of a date react-aria hands back (anything with a year, a month and a day). */
export function isoOf(date: { year: number; month: number; day: number }): string {
  return formatIsoDate({ year: date.year, month: date.month, day: date.day });
}

/** A `yyyy-mm-dd` date as people read it (d.M.yyyy); `null` when it is not a real date. */
export function shownDate(iso: string): string | null {
  const date = parseIsoDate(iso);
  // Noon, so that the Helsinki date is the same whatever the offset that day.
  return date === null ? null : formatDate(helsinkiInstant(date, 12));
}
