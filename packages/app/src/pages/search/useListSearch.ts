import {
  type AppointmentWire,
  applyFilterChange,
  availableDatesParams,
  buildQuery,
  type CustomerType,
  type FilterChange,
  filterToQuery,
  helsinkiIsoDate,
  type ListState,
  listPartParams,
  monthDatesParams,
  type OccupationalBlock,
  queryToFilter,
  type SearchFilter,
  searchRequestParams,
  suggestionRange,
} from '@portal/domain';
import { type SearchFilterOptions, useNow } from '@portal/ui';
import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePortal } from '../../router/PortalContext';
import { listStateOf } from './listState';
import { useOccupationalBlock } from './occupationalBlock';
import {
  appointmentPagesQuery,
  availableDatesQuery,
  datesCriteriaKey,
  filterOptionsQuery,
  searchKeys,
  suggestionsQuery,
} from './queries';

const noOptions: SearchFilterOptions = { clinics: [], specialties: [], practitioners: [] };

/** What a list page shows and does, for its view. */
export interface ListSearch {
  today: string;
  filter: SearchFilter;
  onFilterChange: (change: FilterChange) => void;
  options: SearchFilterOptions | null;
  availableDates: ReadonlySet<string>;
  /** The start date's calendar shows this month, `yyyy-mm`: fetch its free days unless known. */
  showCalendarMonth: (month: string) => void;
  state: ListState<AppointmentWire>;
  retry: () => void;
  loadMore: () => void;
  /** Loads the next page of the times before the chosen day. */
  loadEarlier: () => void;
  /** Why the occupational list shows no times; `null` while it may. */
  block: OccupationalBlock | null;
}

/**
 * The search of one list page: the filter read from the address and written back to it without
 * navigating, and its reads from the query cache. Each filter has its own pages, so a new filter
 * leaves the old search, whose call is aborted. An occupational search refused by the server
 * becomes a block instead of an error.
 */
export function useListSearch(customerType: CustomerType): ListSearch {
  const { lang } = usePortal();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const today = helsinkiIsoDate(now);
  const filter = useMemo(() => queryToFilter(params, today, customerType), [params, today, customerType]);
  const filterKey = buildQuery(filterToQuery(filter));

  const optionsRead = useQuery(filterOptionsQuery());
  // Without the filter's options the search still runs, over the chosen clinics alone.
  const options = optionsRead.data ?? (optionsRead.isError ? noOptions : null);
  const clinics = options?.clinics ?? [];

  // The chosen day's times are read apart from the earlier days of its week and month, so that a
  // busy list shows them at once; the earlier days' pages come first in the list.
  const partParams = (part: 'beforeDay' | 'fromDay', offset: number) =>
    listPartParams(filter, part, { now, lang, clinics, offset });
  const splitsAtDay = options !== null && partParams('beforeDay', 0) !== null;
  const pages = useInfiniteQuery({
    ...appointmentPagesQuery(
      searchKeys.appointments(customerType, lang, filterKey, 'fromDay'),
      (offset) =>
        partParams('fromDay', offset) ?? searchRequestParams(filter, { now, lang, clinics, offset }),
    ),
    enabled: options !== null,
  });
  const earlierPages = useInfiniteQuery({
    ...appointmentPagesQuery(
      searchKeys.appointments(customerType, lang, filterKey, 'beforeDay'),
      (offset) =>
        partParams('beforeDay', offset) ?? searchRequestParams(filter, { now, lang, clinics, offset }),
    ),
    enabled: splitsAtDay,
  });
  const firstPage = pages.data?.pages[0];
  const nothingEarlier = !splitsAtDay || earlierPages.data?.pages[0]?.length === 0;
  const suggestions = useQuery({
    ...suggestionsQuery(searchKeys.suggestions(customerType, lang, filterKey), () =>
      searchRequestParams({ ...filter, ...suggestionRange(filter) }, { now, lang, clinics, offset: 0 }),
    ),
    enabled: firstPage !== undefined && firstPage.length === 0 && nothingEarlier,
  });
  const failed = pages.isError && pages.data === undefined;
  const block = useOccupationalBlock(customerType === 'occupational' && failed ? pages.error : null);

  const state = listStateOf({
    pages: pages.data?.pages,
    // An occupational refusal shows as its block once known, never as the list's error.
    failed: failed && customerType !== 'occupational',
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    moreFailed: pages.isFetchNextPageError,
    suggestions: suggestions.isError ? [] : suggestions.data,
    earlier: splitsAtDay
      ? {
          pages: earlierPages.data?.pages,
          failed: earlierPages.isError && earlierPages.data === undefined,
          hasMore: earlierPages.hasNextPage,
          loadingMore: earlierPages.isFetchingNextPage,
          moreFailed: earlierPages.isFetchNextPageError,
        }
      : null,
  });

  // The calendar marks the free days of the filter's month and of every month it was moved to;
  // months are kept per criteria, since the dates alone do not change them.
  const criteriaKey = datesCriteriaKey(customerType, filter, today);
  const ownMonth = filter.startDate.slice(0, 7);
  const [asked, setAsked] = useState<{ key: string; months: readonly string[] }>({ key: '', months: [] });
  const otherMonths = asked.key === criteriaKey ? asked.months.filter((month) => month !== ownMonth) : [];
  const monthReads = useQueries({
    queries: [ownMonth, ...otherMonths].map((month) => ({
      ...availableDatesQuery(searchKeys.availableDates(criteriaKey, month), () =>
        month === ownMonth
          ? availableDatesParams(filter, { now, clinics })
          : monthDatesParams(filter, month, { now, clinics }),
      ),
      enabled: options !== null,
    })),
  });
  const dates = monthReads.flatMap((read) => read.data ?? []).join(' ');
  // The same days keep the same set, so the calendar sees a change only when there is one.
  const availableDates = useMemo(() => new Set(dates === '' ? [] : dates.split(' ')), [dates]);
  const showCalendarMonth = (month: string) => {
    if (options === null || monthDatesParams(filter, month, { now, clinics }) === null) return;
    const index = [ownMonth, ...otherMonths].indexOf(month);
    // A failed month is asked again when the calendar comes back to it.
    if (index >= 0) {
      if (monthReads[index]?.isError) void monthReads[index].refetch();
      return;
    }
    setAsked({ key: criteriaKey, months: [...otherMonths, month] });
  };

  const onFilterChange = useCallback(
    (change: FilterChange) => {
      const next = applyFilterChange(filter, change, { today });
      if (next === filter) return;
      // The same page with a new query: the route keeps its data (see `shouldRevalidate`).
      setParams(new URLSearchParams(buildQuery(filterToQuery(next)).slice(1)), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [filter, today, setParams],
  );

  return {
    today,
    filter,
    onFilterChange,
    options,
    availableDates,
    showCalendarMonth,
    state,
    retry: () => {
      if (pages.isError) void pages.refetch();
      if (earlierPages.isError) void earlierPages.refetch();
    },
    loadMore: () => {
      if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
    },
    loadEarlier: () => {
      if (earlierPages.hasNextPage && !earlierPages.isFetchingNextPage) void earlierPages.fetchNextPage();
    },
    block,
  };
}
