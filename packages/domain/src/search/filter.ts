import { compareDates, daysInMonth, formatIsoDate, parseIsoDate } from '../calendar/calendar';
import type { CustomerType } from '../catalogue/customer';
import { forcesIncludeRemote } from '../catalogue/places';
import { kela65Kinds } from '../money/kela65';
import { defaultTimeOfDay, type TimeOfDay } from '../time/time-of-day';

/**
 * The filter of an appointment list (booking.md §3 "Filter value", §5 "Filter"). Dates are
 * Helsinki calendar dates `yyyy-mm-dd`, both included; id lists hold each id once.
 */
export interface SearchFilter {
  readonly startDate: string;
  readonly endDate: string;
  readonly clinicIds: readonly string[];
  readonly specialtyIds: readonly string[];
  readonly practitionerIds: readonly string[];
  readonly includeRemote: boolean;
  readonly timeOfDay: TimeOfDay;
  readonly customerType: CustomerType;
}

/** What the filter rules need to know besides the filter: today's Helsinki date `yyyy-mm-dd`. */
export interface FilterContext {
  readonly today: string;
}

/** One change a person makes in the filter. */
export type FilterChange =
  | { readonly type: 'startDate'; readonly date: string }
  | { readonly type: 'endDate'; readonly date: string }
  | { readonly type: 'clinics'; readonly clinicIds: readonly string[] }
  | { readonly type: 'specialties'; readonly specialtyIds: readonly string[] }
  | { readonly type: 'practitioners'; readonly practitionerIds: readonly string[] }
  | { readonly type: 'includeRemote'; readonly includeRemote: boolean }
  | { readonly type: 'timeOfDay'; readonly timeOfDay: TimeOfDay };

/**
 * The specialty a kela65 list always searches. booking.md speaks of "a fixed specialty" and
 * the service has three kela65 specialties, the same visit at a clinic, by phone and by video;
 * read here as all three, so that the fixed choice finds every kela65 time.
 */
export const kela65SpecialtyIds: readonly string[] = kela65Kinds;

/** Each id once, in first-seen order; empty strings are dropped. */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => id !== ''))];
}

/** The later of two `yyyy-mm-dd` dates; an unreadable `date` gives `floor`. */
export function laterDate(date: string, floor: string): string {
  const parsed = parseIsoDate(date);
  const min = parseIsoDate(floor);
  if (parsed === null || min === null) return floor;
  return compareDates(parsed, min) < 0 ? floor : date;
}

/**
 * The filter a list opens with: from today to today (the list widens the span to the month
 * calendar), nothing chosen, all times of day; a kela65 list with its fixed specialty.
 */
export function defaultFilter(customerType: CustomerType, today: string): SearchFilter {
  return {
    startDate: today,
    endDate: today,
    clinicIds: [],
    specialtyIds: customerType === 'kela65' ? kela65SpecialtyIds : [],
    practitionerIds: [],
    includeRemote: false,
    timeOfDay: defaultTimeOfDay,
    customerType,
  };
}

/** The kela65 list shows its specialty filter disabled, with the fixed specialty. */
export function isSpecialtyFilterDisabled(filter: SearchFilter): boolean {
  return filter.customerType === 'kela65';
}

/** While a chosen specialty is in the remote list, remote times cannot be left out. */
export function isIncludeRemoteLocked(filter: SearchFilter): boolean {
  return filter.specialtyIds.some(forcesIncludeRemote);
}

/**
 * Tells whether a filter keeps every rule: start not before today, end not before start,
 * ids unique, remote times included when a remote-list specialty is chosen, and the kela65
 * specialty fixed. {@link applyFilterChange} never leaves these.
 */
export function isValidFilter(filter: SearchFilter, { today }: FilterContext): boolean {
  const start = parseIsoDate(filter.startDate);
  const end = parseIsoDate(filter.endDate);
  const todayDate = parseIsoDate(today);
  if (start === null || end === null || todayDate === null) return false;
  if (compareDates(start, todayDate) < 0 || compareDates(end, start) < 0) return false;
  const lists = [filter.clinicIds, filter.specialtyIds, filter.practitionerIds];
  if (lists.some((ids) => uniqueIds(ids).length !== ids.length)) return false;
  if (isIncludeRemoteLocked(filter) && !filter.includeRemote) return false;
  return !isSpecialtyFilterDisabled(filter) || sameIds(filter.specialtyIds, kela65SpecialtyIds);
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** The date one month after `date` (`yyyy-mm-dd`), the last day of a shorter month when needed. */
export function addOneMonth(date: string): string {
  const parsed = parseIsoDate(date);
  if (parsed === null) throw new RangeError(`Not a date: ${date}`);
  const year = parsed.month === 12 ? parsed.year + 1 : parsed.year;
  const month = parsed.month === 12 ? 1 : parsed.month + 1;
  return formatIsoDate({ year, month, day: Math.min(parsed.day, daysInMonth(year, month)) });
}

/**
 * The specialty whose reservation information the list shows in its info box: the one specialty
 * chosen, and none on the kela65 list, whose fixed specialty needs no introduction.
 */
export function infoSpecialtyOf(filter: SearchFilter): string | null {
  if (filter.customerType === 'kela65' || filter.specialtyIds.length !== 1) return null;
  return filter.specialtyIds[0] ?? null;
}
