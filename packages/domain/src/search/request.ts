import { daysInMonth, formatIsoDate, parseIsoDate } from '../calendar/calendar';
import { pageSizes } from '../catalogue/constants';
import { expandMunicipalities } from '../catalogue/places';
import type { Lang } from '../locale';
import { adjustRangeToTimeOfDay, expandListRange, helsinkiDayBounds } from '../time/range';
import type { TimeOfDay } from '../time/time-of-day';
import type { SearchFilter } from './filter';

/** A clinic as the search needs it: its id and its municipality (any case). */
export interface ClinicPlace {
  readonly id: string;
  readonly municipality: string;
}

/** The parameters of `GET /api/appointments/available-appointment-dates` (booking.md §7). */
export interface AvailableDatesParams {
  /** ISO instant, start included. */
  readonly startDate: string;
  /** ISO instant, end excluded. */
  readonly endDate: string;
  readonly clinicIds: readonly string[];
  readonly specialtyIds: readonly string[];
  readonly practitionerIds: readonly string[];
  readonly includeRemote: boolean;
  readonly timeOfDay: TimeOfDay;
  readonly isOccupationalHealthcare: boolean;
  readonly isInsuranceCustomer: boolean;
  readonly isKela65: boolean;
}

/** The parameters of `GET /api/appointments` (booking.md §7): the dates ones plus language and offset. */
export interface AppointmentSearchParams extends AvailableDatesParams {
  readonly lang: Lang;
  readonly offset: number;
}

/** Appointments per page; the offset moves by this much. */
export const appointmentPageSize: number = pageSizes.appointments;

/** Tells whether another page may follow: a full page came back (booking.md §9). */
export function hasMore(pageLength: number): boolean {
  return pageLength >= appointmentPageSize;
}

/**
 * The clinics to search: the chosen ones, then every clinic in a municipality neighbouring
 * theirs (booking.md §9), each once. Other clinics of the chosen clinic's own municipality are
 * not added: the person picked a clinic, not a town. No choice searches every clinic.
 */
export function expandClinicIds(clinicIds: readonly string[], clinics: readonly ClinicPlace[]): string[] {
  const chosen = new Set(clinicIds);
  const own = clinics.filter((clinic) => chosen.has(clinic.id)).map((clinic) => clinic.municipality);
  const ownKeys = new Set(own.map((name) => name.toLowerCase()));
  const neighbours = new Set(
    expandMunicipalities(own)
      .map((name) => name.toLowerCase())
      .filter((name) => !ownKeys.has(name)),
  );
  const added = clinics
    .filter((clinic) => neighbours.has(clinic.municipality.toLowerCase()) && !chosen.has(clinic.id))
    .map((clinic) => clinic.id);
  return [...chosen, ...new Set(added)];
}

/**
 * The parameters of the calendar's available-dates call: the filter's span widened to the month
 * calendar and clamped to `now` (booking.md §9), narrowed to the time-of-day tab (§7), the
 * clinics expanded with the neighbouring municipalities, and the customer-type flags.
 */
export function availableDatesParams(
  filter: SearchFilter,
  { now, clinics }: { readonly now: Date; readonly clinics: readonly ClinicPlace[] },
): AvailableDatesParams {
  const range = adjustRangeToTimeOfDay(expandListRange(filter, now), filter.timeOfDay);
  return {
    startDate: range.start.toISOString(),
    endDate: range.end.toISOString(),
    clinicIds: expandClinicIds(filter.clinicIds, clinics),
    specialtyIds: filter.specialtyIds,
    practitionerIds: filter.practitionerIds,
    includeRemote: filter.includeRemote,
    timeOfDay: filter.timeOfDay,
    isOccupationalHealthcare: filter.customerType === 'occupational',
    isInsuranceCustomer: filter.customerType === 'insurance',
    isKela65: filter.customerType === 'kela65',
  };
}

/** What {@link searchRequestParams} needs besides the filter. */
export interface SearchRequestOptions {
  readonly now: Date;
  /** Appointments already shown: 0 for the first page, then steps of {@link appointmentPageSize}. */
  readonly offset: number;
  readonly lang: Lang;
  /** Every clinic with its municipality, for the neighbour expansion. */
  readonly clinics: readonly ClinicPlace[];
}

/**
 * The parameters of one page of `GET /api/appointments` (booking.md §7). Throws a `RangeError`
 * for a negative or fractional offset: that is a programming error, not input.
 */
export function searchRequestParams(
  filter: SearchFilter,
  options: SearchRequestOptions,
): AppointmentSearchParams {
  if (!Number.isSafeInteger(options.offset) || options.offset < 0) {
    throw new RangeError(`Not an offset: ${options.offset}`);
  }
  return { ...availableDatesParams(filter, options), lang: options.lang, offset: options.offset };
}

/**
 * The list's two searches: the times of its widened range before the chosen start date
 * (`beforeDay`), and those from that day on (`fromDay`). The week and month around the day come
 * first (booking.md §9), but on a busy list they are many pages, so the chosen day's times are
 * asked for on their own, to be shown and brought into view at once. `beforeDay` is `null` when the
 * range starts on the chosen day or later (today, or the day the range is clamped to); `fromDay` is
 * then the whole range.
 */
export function listPartParams(
  filter: SearchFilter,
  part: 'beforeDay' | 'fromDay',
  options: SearchRequestOptions,
): AppointmentSearchParams | null {
  const whole = searchRequestParams(filter, options);
  const dayStart = helsinkiDayBounds(filter.startDate).start;
  const end = new Date(whole.endDate);
  if (dayStart.getTime() <= new Date(whole.startDate).getTime() || dayStart.getTime() >= end.getTime()) {
    return part === 'fromDay' ? whole : null;
  }
  if (part === 'beforeDay') return { ...whole, endDate: dayStart.toISOString() };
  const from = adjustRangeToTimeOfDay({ start: dayStart, end }, filter.timeOfDay);
  return { ...whole, startDate: from.start.toISOString(), endDate: from.end.toISOString() };
}

/**
 * The available-dates parameters of another month the calendar shows, `yyyy-mm`: the same
 * criteria, over that month's calendar weeks, clamped to `now` as the filter's own month is.
 * `null` for a month that is wholly over or not a month, since it has no free days to ask for.
 */
export function monthDatesParams(
  filter: SearchFilter,
  month: string,
  options: { readonly now: Date; readonly clinics: readonly ClinicPlace[] },
): AvailableDatesParams | null {
  const first = parseIsoDate(`${month}-01`);
  if (first === null) return null;
  const last = { ...first, day: daysInMonth(first.year, first.month) };
  const params = availableDatesParams(
    { ...filter, startDate: formatIsoDate(first), endDate: formatIsoDate(last) },
    options,
  );
  return params.startDate < params.endDate ? params : null;
}
