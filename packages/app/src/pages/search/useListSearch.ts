import {
  type AppointmentWire,
  applyFilterChange,
  availableDatesParams,
  buildQuery,
  type CustomerType,
  type FilterChange,
  filterToQuery,
  helsinkiIsoDate,
  initialListState,
  type ListEvent,
  type ListState,
  monthDatesParams,
  nextListState,
  type OccupationalBlock,
  occupationalBlockOf,
  pendingListRequest,
  queryToFilter,
  type SearchFilter,
  searchRequestParams,
  suggestionRange,
} from '@portal/domain';
import type { SearchFilterOptions } from '@portal/ui';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  fetchAvailableDates,
  fetchContractProducts,
  fetchFilterOptions,
  searchAppointments,
} from '../../api/appointments';
import { ApiError } from '../../api/request';
import { usePortal } from '../../router/PortalContext';

const noOptions: SearchFilterOptions = { clinics: [], specialties: [], practitioners: [] };

/** The free days fetched per calendar month, `yyyy-mm`, for the criteria of `key`. */
interface CalendarMonths {
  key: string;
  months: ReadonlyMap<string, readonly string[]>;
}
const noMonths: ReadonlyMap<string, readonly string[]> = new Map();

const reduceList = (state: ListState<AppointmentWire>, event: ListEvent<AppointmentWire>) =>
  nextListState(state, event);

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
  /** Why the occupational list shows no times; `null` while it may. */
  block: OccupationalBlock | null;
}

/**
 * The search of one list page: the filter read from the address and written back to it without
 * navigating, the list kept by the domain's machine, and its calls (a new search aborts the call
 * in flight). An occupational search refused by the server becomes a block instead of an error.
 */
export function useListSearch(customerType: CustomerType): ListSearch {
  const { lang, session } = usePortal();
  const [params, setParams] = useSearchParams();
  const today = helsinkiIsoDate(new Date());
  const filter = useMemo(() => queryToFilter(params, today, customerType), [params, today, customerType]);
  const filterKey = buildQuery(filterToQuery(filter));
  const [state, dispatch] = useReducer(reduceList, initialListState as ListState<AppointmentWire>);
  const [options, setOptions] = useState<SearchFilterOptions | null>(null);
  // The free days of each month fetched for the same criteria; dates alone do not change them.
  const criteriaKey = `${customerType}${buildQuery(filterToQuery({ ...filter, startDate: today, endDate: today }))}`;
  const [calendar, setCalendar] = useState<CalendarMonths>({ key: criteriaKey, months: new Map() });
  const months = calendar.key === criteriaKey ? calendar.months : noMonths;
  const availableDates = useMemo(() => new Set([...months.values()].flat()), [months]);
  const addMonth = useCallback((key: string, month: string, dates: readonly string[]) => {
    setCalendar((current) => {
      const known = new Map(current.key === key ? current.months : noMonths);
      return { key, months: known.set(month, dates) };
    });
  }, []);
  const monthsAsked = useRef({ key: criteriaKey, months: new Set<string>() });
  const monthCalls = useRef(new AbortController());
  const [block, setBlock] = useState<OccupationalBlock | null>(null);

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

  useEffect(() => {
    const controller = new AbortController();
    fetchFilterOptions(controller.signal).then(setOptions, () => {
      if (!controller.signal.aborted) setOptions(noOptions);
    });
    return () => controller.abort();
  }, []);

  // Every new filter starts a new search; the key changes only when the filter does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the filter
  useEffect(() => {
    dispatch({ type: 'search' });
  }, [filterKey]);

  const pending = pendingListRequest(state);
  const pendingKey = pending === null ? null : `${pending.kind}:${pending.requestId}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one call per pending request
  useEffect(() => {
    if (pending === null || options === null) return;
    const controller = new AbortController();
    const base = { now: new Date(), lang, clinics: options.clinics };
    const { requestId } = pending;
    if (pending.kind === 'page') {
      const request = searchRequestParams(filter, { ...base, offset: pending.offset });
      searchAppointments(request, controller.signal).then(
        (appointments) => dispatch({ type: 'pageLoaded', requestId, appointments }),
        async (error: unknown) => {
          if (controller.signal.aborted) return;
          if (customerType === 'occupational' && pending.offset === 0) {
            const type = error instanceof ApiError ? error.type : 'unknownError';
            const products =
              type === 'webReservationNotAllowed' ? await fetchContractProducts().catch(() => []) : [];
            setBlock(occupationalBlockOf(type, products, session.sessionScope));
            return;
          }
          dispatch({ type: 'pageFailed', requestId });
        },
      );
    } else {
      const request = searchRequestParams({ ...filter, ...suggestionRange(filter) }, { ...base, offset: 0 });
      searchAppointments(request, controller.signal).then(
        (appointments) => dispatch({ type: 'suggestionsLoaded', requestId, appointments }),
        () => {
          if (!controller.signal.aborted) dispatch({ type: 'suggestionsFailed', requestId });
        },
      );
    }
    return () => controller.abort();
  }, [pendingKey, options === null]);

  // The calendar marks the days with free times of the filter's month.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the filter
  useEffect(() => {
    if (options === null) return;
    const controller = new AbortController();
    const request = availableDatesParams(filter, { now: new Date(), clinics: options.clinics });
    fetchAvailableDates(request, controller.signal).then(
      (dates) => addMonth(criteriaKey, filter.startDate.slice(0, 7), dates),
      () => {},
    );
    return () => controller.abort();
  }, [filterKey, options === null]);

  // Other months the calendar moves to are fetched once per criteria; new criteria drop them.
  useEffect(() => {
    const controller = new AbortController();
    monthCalls.current = controller;
    monthsAsked.current = { key: criteriaKey, months: new Set() };
    return () => controller.abort();
  }, [criteriaKey]);

  const showCalendarMonth = (month: string) => {
    const asked = monthsAsked.current;
    if (options === null || months.has(month) || asked.key !== criteriaKey || asked.months.has(month)) return;
    const request = monthDatesParams(filter, month, { now: new Date(), clinics: options.clinics });
    if (request === null) return;
    asked.months.add(month);
    const key = criteriaKey;
    fetchAvailableDates(request, monthCalls.current.signal).then(
      (dates) => addMonth(key, month, dates),
      // A failed month may be asked again when the calendar comes back to it.
      () => asked.months.delete(month),
    );
  };

  return {
    today,
    filter,
    onFilterChange,
    options,
    availableDates,
    showCalendarMonth,
    state,
    retry: () => dispatch({ type: 'retry' }),
    loadMore: () => dispatch({ type: 'loadMore' }),
    block,
  };
}
