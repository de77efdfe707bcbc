import {
  appointmentAnswer,
  appointmentsAnswer,
  availableDatesAnswer,
  availableDatesParams,
  buildQuery,
  type CustomerType,
  filterOptionsAnswer,
  filterToQuery,
  helsinkiIsoDate,
  type Lang,
  listPartParams,
  matchPath,
  type PageId,
  queryToFilter,
  searchRequestParams,
} from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { appointmentsPath, availableDatesPath, filterOptionsPath } from '../api/appointments';
import { appointmentPath } from '../api/reservation';
import { appointmentQuery } from '../pages/reservation/queries';
import {
  appointmentPagesQuery,
  availableDatesQuery,
  datesCriteriaKey,
  filterOptionsQuery,
  searchKeys,
} from '../pages/search/queries';

/** Reads a public answer of the server that draws the page; rejects when there is none in time. */
export type ReadApi = (path: string) => Promise<unknown>;

// The anonymous reservation too: its page draws the form's fields only once the app has taken it over.
const reservationPages: readonly PageId[] = [
  'reserve',
  'reserveInsurance',
  'reserveOccupational',
  'reserveAnonymous',
];

/** The list pages a visitor may open, with the customer type each lists for (as `ListPages.tsx`). */
const listPages: Partial<Record<PageId, CustomerType>> = {
  privateList: 'private',
  anonymousAvailable: 'private',
  insuranceList: 'insurance',
  kela65List: 'kela65',
};

/**
 * Puts into the cache the public reads a drawn page shows first, so that the server draws them
 * instead of a skeleton: on a phone the reservation page's time and a list's first times are then in
 * the first paint, not a script, a call and a render later. The answers are checked as the browser's
 * reads check them, under the same keys. A read that fails leaves the page to draw its skeleton and
 * ask in the browser, as before.
 */
export async function prefetchFirstReads(
  queryClient: QueryClient,
  page: PageId,
  lang: Lang,
  url: URL,
  readApi: ReadApi,
): Promise<void> {
  const customerType = listPages[page];
  if (customerType !== undefined) {
    await prefetchList(queryClient, customerType, lang, url, readApi);
    return;
  }
  if (!reservationPages.includes(page)) return;
  const id = (matchPath(url.pathname)?.params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'number') return;
  await queryClient.prefetchQuery({
    ...appointmentQuery(id, lang),
    queryFn: async () => appointmentAnswer.parse(await readApi(appointmentPath(id, lang))).appointment,
    retry: false,
  });
}

/**
 * A list's first page of times, read as `useListSearch` reads it: the filter of the address, the
 * filter's options first (the search runs over the chosen clinics), then the first page and the free
 * days of the calendar's month. The calendar is drawn only in the browser, but with its days at hand
 * the page needs no call, and no second render of the whole list, right after the take-over.
 */
async function prefetchList(
  queryClient: QueryClient,
  customerType: CustomerType,
  lang: Lang,
  url: URL,
  readApi: ReadApi,
): Promise<void> {
  const now = new Date();
  const today = helsinkiIsoDate(now);
  const filter = queryToFilter(url.searchParams, today, customerType);
  const filterKey = buildQuery(filterToQuery(filter));
  const options = await queryClient
    .fetchQuery({
      ...filterOptionsQuery(),
      queryFn: async () => {
        const { type: _, ...read } = filterOptionsAnswer.parse(await readApi(filterOptionsPath));
        return read;
      },
      retry: false,
    })
    .catch(() => null);
  if (options === null) return;
  const clinics = options.clinics;
  // The list's two parts when the range starts before the chosen day (`listPartParams`), as the page reads them.
  const partParams = (part: 'beforeDay' | 'fromDay', offset: number) =>
    listPartParams(filter, part, { now, lang, clinics, offset }) ??
    searchRequestParams(filter, { now, lang, clinics, offset });
  const parts = (['beforeDay', 'fromDay'] as const).filter(
    (part) => listPartParams(filter, part, { now, lang, clinics, offset: 0 }) !== null,
  );
  const datesParams = availableDatesParams(filter, { now, clinics });
  const datesKey = searchKeys.availableDates(
    datesCriteriaKey(customerType, filter, today),
    filter.startDate.slice(0, 7),
  );
  await Promise.all([
    queryClient.prefetchQuery({
      ...availableDatesQuery(datesKey, () => datesParams),
      queryFn: async () =>
        datesParams === null
          ? []
          : availableDatesAnswer.parse(await readApi(availableDatesPath(datesParams))).dates,
      retry: false,
    }),
    ...parts.map((part) =>
      queryClient.prefetchInfiniteQuery({
        ...appointmentPagesQuery(searchKeys.appointments(customerType, lang, filterKey, part), (offset) =>
          partParams(part, offset),
        ),
        queryFn: async ({ pageParam }) =>
          appointmentsAnswer.parse(await readApi(appointmentsPath(partParams(part, pageParam))))
            .availableAppointments.appointments,
        retry: false,
      }),
    ),
  ]);
}
