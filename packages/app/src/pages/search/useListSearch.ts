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
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
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

const reduceList = (state: ListState<AppointmentWire>, event: ListEvent<AppointmentWire>) =>
  nextListState(state, event);

/** What a list page shows and does, for its view. */
export interface ListSearch {
  today: string;
  filter: SearchFilter;
  onFilterChange: (change: FilterChange) => void;
  options: SearchFilterOptions | null;
  availableDates: ReadonlySet<string>;
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
  const [availableDates, setAvailableDates] = useState<ReadonlySet<string>>(new Set());
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
      (dates) => setAvailableDates(new Set(dates)),
      () => {
        if (!controller.signal.aborted) setAvailableDates(new Set());
      },
    );
    return () => controller.abort();
  }, [filterKey, options === null]);

  return {
    today,
    filter,
    onFilterChange,
    options,
    availableDates,
    state,
    retry: () => dispatch({ type: 'retry' }),
    loadMore: () => dispatch({ type: 'loadMore' }),
    block,
  };
}
