// Wall-clock arithmetic in Europe/Helsinki without a time-zone library: the
// slots are planned in local working hours and stored as instants.

/** A calendar date `YYYY-MM-DD`. */
export type LocalDate = string;

const TIME_ZONE = 'Europe/Helsinki';
const DAY_MS = 86_400_000;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallClock(instant: Date) {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    utcMs: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

/** The Helsinki calendar date of an instant. */
export function helsinkiDate(instant: Date): LocalDate {
  return wallClock(instant).date;
}

/** Minutes Helsinki is ahead of UTC at an instant: 120 in winter, 180 in summer. */
export function helsinkiOffsetMinutes(instant: Date): number {
  const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  return (wallClock(whole).utcMs - whole.getTime()) / 60_000;
}

/**
 * The instant when Helsinki clocks show `date` at `minuteOfDay` (minutes after
 * midnight). Not meant for the hour skipped or repeated by the summer-time
 * change at 03:00-04:00, where no working hours fall.
 */
export function helsinkiInstant(date: LocalDate, minuteOfDay: number): Date {
  const asIfUtc = Date.parse(`${date}T00:00:00Z`) + minuteOfDay * 60_000;
  const first = asIfUtc - helsinkiOffsetMinutes(new Date(asIfUtc)) * 60_000;
  return new Date(asIfUtc - helsinkiOffsetMinutes(new Date(first)) * 60_000);
}

/** `date` moved by a number of days. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week, 0 = Sunday ... 6 = Saturday. */
export function weekday(date: LocalDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The dates from `first` to `last`, both included; empty when `last` is before `first`. */
export function datesBetween(first: LocalDate, last: LocalDate): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

// One entry per date ever planned: a few hundred a year.
const noonOffsets = new Map<LocalDate, number>();

/**
 * A fast {@link helsinkiInstant} for one date, for minutes from 04:00 on: the
 * offset is looked up once (at noon) instead of for every time of the day.
 * Clocks change at 03:00 or 04:00, so the noon offset holds for working hours.
 */
export function helsinkiDayClock(date: LocalDate): (minuteOfDay: number) => Date {
  let offsetMs = noonOffsets.get(date);
  if (offsetMs === undefined) {
    offsetMs = helsinkiOffsetMinutes(helsinkiInstant(date, 12 * 60)) * 60_000;
    noonOffsets.set(date, offsetMs);
  }
  const midnightAsIfUtc = Date.parse(`${date}T00:00:00Z`);
  const offset = offsetMs;
  return (minuteOfDay) => new Date(midnightAsIfUtc + minuteOfDay * 60_000 - offset);
}
