import {
  type AppointmentSearchParams,
  type AppointmentWire,
  type AvailableDatesParams,
  buildQuery,
  type CustomerType,
  filterToQuery,
  hasMore,
  type Lang,
  pickAlternativeDays,
  type SearchFilter,
} from '@portal/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  fetchAvailableDates,
  fetchFilterOptions,
  fetchPractitionerClinics,
  fetchSpecialtyInfo,
  searchAppointments,
} from '../../api/appointments';

/**
 * The keys of the search's server reads, in one place: a reservation or a cancellation invalidates
 * `searchKeys.all`, so every list shows the times as they are now.
 */
export const searchKeys = {
  all: ['search'] as const,
  filterOptions: () => [...searchKeys.all, 'filterOptions'] as const,
  /**
   * The pages of one list: its customer type, language and filter (the address's query), and which
   * part of its range (the chosen day on, or the days before it).
   */
  appointments: (customerType: CustomerType, lang: Lang, filterKey: string, part: 'beforeDay' | 'fromDay') =>
    [...searchKeys.all, 'appointments', customerType, lang, filterKey, part] as const,
  suggestions: (customerType: CustomerType, lang: Lang, filterKey: string) =>
    [...searchKeys.all, 'suggestions', customerType, lang, filterKey] as const,
  /** The free days of one calendar month, `yyyy-mm`, for the criteria of `criteriaKey` (`datesCriteriaKey`). */
  availableDates: (criteriaKey: string, month: string) =>
    [...searchKeys.all, 'availableDates', criteriaKey, month] as const,
  specialty: (id: string, lang: Lang) => [...searchKeys.all, 'specialty', id, lang] as const,
  practitionerClinics: (id: string, lang: Lang) =>
    [...searchKeys.all, 'practitionerClinics', id, lang] as const,
};

/**
 * What the calendar's free days depend on: the list's customer type and its filter without its
 * dates (the month is a key of its own, and the dates alone do not change a month's free days).
 */
export const datesCriteriaKey = (customerType: CustomerType, filter: SearchFilter, today: string): string =>
  `${customerType}${buildQuery(filterToQuery({ ...filter, startDate: today, endDate: today }))}`;

/** What the filter offers; it changes with the clinics' own data, seldom. */
export const filterOptionsQuery = () =>
  queryOptions({
    queryKey: searchKeys.filterOptions(),
    queryFn: ({ signal }) => fetchFilterOptions(signal),
    staleTime: 10 * 60_000,
  });

/**
 * The pages of a list, each from the offset of the times shown so far; another page may follow
 * while the last one was full. `params` gives a page's call for an offset.
 */
export const appointmentPagesQuery = (
  key: ReturnType<typeof searchKeys.appointments>,
  params: (offset: number) => AppointmentSearchParams,
) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => searchAppointments(params(pageParam), signal),
    initialPageParam: 0,
    getNextPageParam: (last: AppointmentWire[], pages: AppointmentWire[][]) =>
      hasMore(last.length) ? pages.reduce((shown, page) => shown + page.length, 0) : undefined,
  });

/** The other days to suggest when nothing matches: the earliest time of each day a month further. */
export const suggestionsQuery = (
  key: ReturnType<typeof searchKeys.suggestions>,
  params: () => AppointmentSearchParams,
) =>
  queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => pickAlternativeDays(await searchAppointments(params(), signal)),
  });

/** The days with free times of one calendar month. */
export const availableDatesQuery = (
  key: ReturnType<typeof searchKeys.availableDates>,
  params: () => AvailableDatesParams | null,
) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => {
      const request = params();
      return request === null ? [] : fetchAvailableDates(request, signal);
    },
  });

/** A specialty's title and reservation information. */
export const specialtyQuery = (id: string, lang: Lang) =>
  queryOptions({
    queryKey: searchKeys.specialty(id, lang),
    queryFn: ({ signal }) => fetchSpecialtyInfo(id, lang, signal),
    staleTime: 10 * 60_000,
  });

/** The clinics where a practitioner receives. */
export const practitionerClinicsQuery = (id: string, lang: Lang) =>
  queryOptions({
    queryKey: searchKeys.practitionerClinics(id, lang),
    queryFn: ({ signal }) => fetchPractitionerClinics(id, lang, signal),
    staleTime: 10 * 60_000,
  });
