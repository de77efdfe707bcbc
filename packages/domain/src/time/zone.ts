import { type CalendarDate, formatIsoDate, parseIsoDate } from '../calendar/calendar';

/** The time zone every date and time of the service is shown in. */
export const timeZone = 'Europe/Helsinki';

/** A wall-clock reading in Helsinki. */
export interface HelsinkiParts extends CalendarDate {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

// One formatter for the module: creating them is slow, and its output depends only on the instant.
// `h23` keeps midnight as 00, where some engines print 24 with `hour12: false`.
const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The Helsinki wall clock at an instant. */
export function helsinkiParts(instant: Date): HelsinkiParts {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes Helsinki is ahead of UTC at an instant: 120 in winter, 180 in summer. */
export function helsinkiOffsetMinutes(instant: Date): number {
  const p = helsinkiParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The Helsinki calendar date of an instant. */
export function helsinkiDate(instant: Date): CalendarDate {
  const { year, month, day } = helsinkiParts(instant);
  return { year, month, day };
}

/** The Helsinki calendar date of an instant as `yyyy-mm-dd` (what kela65 and ages need as "today"). */
export function helsinkiIsoDate(instant: Date): string {
  return formatIsoDate(helsinkiDate(instant));
}

/**
 * The instant of a Helsinki wall-clock time. A time skipped by the spring change (03:00-03:59
 * on the last Sunday of March) is read with the winter offset, an hour later on the clock;
 * a time that happens twice in October is the first of the two.
 */
export function helsinkiInstant(date: CalendarDate, hour = 0, minute = 0): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // The offset is +2 or +3; try the larger first so that an October repeat gives the earlier instant.
  for (const offset of [180, 120]) {
    const candidate = new Date(asUtc - offset * 60_000);
    if (helsinkiOffsetMinutes(candidate) === offset) return candidate;
  }
  return new Date(asUtc - 120 * 60_000);
}

/** Reads `yyyy-mm-dd` or a calendar date; throws a `RangeError` for anything else. */
export function toCalendarDate(date: CalendarDate | string): CalendarDate {
  if (typeof date !== 'string') return date;
  const parsed = parseIsoDate(date);
  if (parsed === null) throw new RangeError(`Not a date: ${date}`);
  return parsed;
}
