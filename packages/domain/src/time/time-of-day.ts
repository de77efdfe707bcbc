import { helsinkiParts } from './zone';

/** The time-of-day tabs of the appointment lists; `all` is the default. */
export const timesOfDay = ['all', 'morning', 'afternoon', 'evening'] as const;
/** One of {@link timesOfDay}. */
export type TimeOfDay = (typeof timesOfDay)[number];
/** The tab shown when the address names none. */
export const defaultTimeOfDay: TimeOfDay = 'all';

/** A window of Helsinki hours, start included and end excluded. */
export interface HourWindow {
  readonly startHour: number;
  readonly endHour: number;
}

/** Morning 7-12, afternoon 12-16, evening 16-21 (booking.md §9); `all` is the whole day. */
export const timeOfDayWindows: Readonly<Record<TimeOfDay, HourWindow>> = {
  all: { startHour: 0, endHour: 24 },
  morning: { startHour: 7, endHour: 12 },
  afternoon: { startHour: 12, endHour: 16 },
  evening: { startHour: 16, endHour: 21 },
};

/** Tells whether a value (a query parameter) names a time-of-day tab. */
export function isTimeOfDay(value: unknown): value is TimeOfDay {
  return typeof value === 'string' && (timesOfDay as readonly string[]).includes(value);
}

/** The tab an instant belongs to by its Helsinki time, or `null` outside 7-21. */
export function timeOfDayOf(instant: Date): Exclude<TimeOfDay, 'all'> | null {
  const { hour } = helsinkiParts(instant);
  for (const name of ['morning', 'afternoon', 'evening'] as const) {
    const { startHour, endHour } = timeOfDayWindows[name];
    if (hour >= startHour && hour < endHour) return name;
  }
  return null;
}

/** Tells whether an instant falls in a tab; every instant is in `all`. */
export function isInTimeOfDay(instant: Date, timeOfDay: TimeOfDay): boolean {
  return timeOfDay === 'all' || timeOfDayOf(instant) === timeOfDay;
}
