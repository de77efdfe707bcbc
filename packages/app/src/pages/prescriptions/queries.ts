import type { Lang } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { fetchPrescriptions } from '../../api/prescriptions';

/** The keys of the prescription pages' reads. */
export const prescriptionKeys = {
  all: ['prescriptions'] as const,
  list: (lang: Lang) => [...prescriptionKeys.all, 'list', lang] as const,
};

export const prescriptionsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: prescriptionKeys.list(lang),
    queryFn: ({ signal }) => fetchPrescriptions(lang, signal),
  });
