/** A calendar date without a time or zone, as numbers (month 1-12). */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Gregorian leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Tells whether the numbers name a day that exists (no 30 February, no month 13). */
export function isRealDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads `yyyy-mm-dd`; `null` unless it is a real date. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = isoDatePattern.exec(text);
  if (match === null) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

/** Writes `yyyy-mm-dd` (years 0-9999). */
export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01 of a calendar date, for arithmetic that ignores time zones. */
export function toEpochDay({ year, month, day }: CalendarDate): number {
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}

/** The calendar date of a day number of {@link toEpochDay}. */
export function fromEpochDay(epochDay: number): CalendarDate {
  const date = new Date(epochDay * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The date `days` days later (or earlier, when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Day of the week, Monday 1 to Sunday 7 (ISO 8601; Finnish and Swedish weeks start on Monday). */
export function isoWeekday(date: CalendarDate): number {
  // 1970-01-01 was a Thursday (4).
  return ((((toEpochDay(date) + 3) % 7) + 7) % 7) + 1;
}

/** Negative, zero or positive as `a` is before, the same as or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return toEpochDay(a) - toEpochDay(b);
}

/** Whole years from `birth` to `on`; the birthday counts from the day itself. */
export function wholeYearsBetween(birth: CalendarDate, on: CalendarDate): number {
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
}
