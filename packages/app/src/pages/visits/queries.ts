import type { Lang } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { fetchVisit, fetchVisits } from '../../api/visits';

/** The keys of the visit pages' reads. */
export const visitKeys = {
  all: ['visits'] as const,
  list: (lang: Lang) => [...visitKeys.all, 'list', lang] as const,
  one: (id: number, lang: Lang) => [...visitKeys.all, 'one', id, lang] as const,
};

export const visitsQuery = (lang: Lang) =>
  queryOptions({ queryKey: visitKeys.list(lang), queryFn: ({ signal }) => fetchVisits(lang, signal) });

/** One visit; a visit not found is an answer, not something to try again. */
export const visitQuery = (id: number, lang: Lang) =>
  queryOptions({
    queryKey: visitKeys.one(id, lang),
    queryFn: ({ signal }) => fetchVisit(id, lang, signal),
    retry: false,
  });
