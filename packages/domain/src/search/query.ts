import type { CustomerType } from '../catalogue/customer';
import { forcesIncludeRemote } from '../catalogue/places';
import type { Lang } from '../locale';
import { buildPath } from '../routes/build';
import type { Query, QueryValue } from '../routes/query';
import type { PageId } from '../routes/table';
import { defaultTimeOfDay, isTimeOfDay } from '../time/time-of-day';
import {
  isSpecialtyFilterDisabled,
  kela65SpecialtyIds,
  laterDate,
  type SearchFilter,
  uniqueIds,
} from './filter';

/** The query of a list address: our {@link Query}, or anything with `getAll` (`URLSearchParams`). */
export type SearchQuery = Query | { readonly getAll: (name: string) => readonly string[] };

/** The list page of each customer type (booking.md §2 item 2). */
export const listPages: Readonly<Record<CustomerType, PageId>> = {
  private: 'privateList',
  occupational: 'occupationalList',
  insurance: 'insuranceList',
  kela65: 'kela65List',
};

/**
 * The query parameters of a filter (booking.md §2 item 2): `startDate` always, `endDate` when
 * it differs, one parameter per id, `includeRemote=true` only when on, `time` unless `all`.
 * The kela65 list's fixed specialty is implied by its page and left out.
 */
export function filterToQuery(filter: SearchFilter): Query {
  return {
    startDate: filter.startDate,
    endDate: filter.endDate === filter.startDate ? undefined : filter.endDate,
    clinicIds: filter.clinicIds,
    specialtyIds: isSpecialtyFilterDisabled(filter) ? [] : filter.specialtyIds,
    practitionerIds: filter.practitionerIds,
    includeRemote: filter.includeRemote ? true : undefined,
    time: filter.timeOfDay === defaultTimeOfDay ? undefined : filter.timeOfDay,
  };
}

function valuesOf(query: SearchQuery, key: string): string[] {
  if (typeof query.getAll === 'function') return [...(query.getAll as (name: string) => string[])(key)];
  const raw = (query as Query)[key];
  const list: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
  return list.filter((value) => value !== undefined && value !== null).map(String);
}

function idsOf(query: SearchQuery, key: string): string[] {
  // Comma-separated lists are read too: older links and hand-typed addresses use them.
  return uniqueIds(valuesOf(query, key).flatMap((value) => value.split(',').map((id) => id.trim())));
}

/**
 * The filter of a list address. Whatever the address says, the answer keeps the filter rules:
 * a missing, unreadable or past start date is today, an end date before the start is the
 * start, unknown times of day are `all`, a remote-list specialty turns remote times on, and
 * the kela65 list has its fixed specialty. The inverse of {@link filterToQuery} for every
 * filter that keeps the rules.
 */
export function queryToFilter(query: SearchQuery, today: string, customerType: CustomerType): SearchFilter {
  const startDate = laterDate(valuesOf(query, 'startDate')[0] ?? today, today);
  const endDate = laterDate(valuesOf(query, 'endDate')[0] ?? startDate, startDate);
  const specialtyIds = customerType === 'kela65' ? kela65SpecialtyIds : idsOf(query, 'specialtyIds');
  const time = valuesOf(query, 'time')[0];
  return {
    startDate,
    endDate,
    clinicIds: idsOf(query, 'clinicIds'),
    specialtyIds,
    practitionerIds: idsOf(query, 'practitionerIds'),
    includeRemote: valuesOf(query, 'includeRemote')[0] === 'true' || specialtyIds.some(forcesIncludeRemote),
    timeOfDay: isTimeOfDay(time) ? time : defaultTimeOfDay,
    customerType,
  };
}

/**
 * The address of a list: its page by customer type, in `lang`, with the filter as query.
 * Changing the filter rewrites the address to this without navigating.
 *
 * @example listPath('fi', filter) // '/fi/ajanvaraus/yksityisasiakas?startDate=2025-03-30&time=morning'
 */
export function listPath(lang: Lang, filter: SearchFilter): string {
  return buildPath(listPages[filter.customerType], lang, undefined, filterToQuery(filter));
}
