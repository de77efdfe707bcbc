import type { Lang } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchImagingReferrals, fetchImagingResults } from '../../api/labAndSurveys';
import { ApiError } from '../../api/request';

/**
 * One record read as the record pages show it: loading, loaded, not found (another patient's or a
 * missing record, which the server answers alike) or failed with a retry.
 */
export function useRecordRead<T>(key: readonly unknown[], read: (signal?: AbortSignal) => Promise<T>) {
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => read(signal), retry: false });
  const retry = () => void query.refetch();
  if (query.data !== undefined) return { status: 'loaded' as const, data: query.data, retry };
  if (query.error instanceof ApiError && query.error.type === 'notFound')
    return { status: 'notFound' as const, retry };
  if (query.isError) return { status: 'failed' as const, isRetrying: query.isFetching, retry };
  return { status: 'loading' as const, retry };
}

/** The record keys, so a sent answer can refresh what it changed. */
export const recordKeys = {
  laboratory: ['records', 'laboratory'] as const,
  imaging: ['records', 'imaging'] as const,
  vaccinations: ['records', 'vaccinations'] as const,
  questionnaires: ['records', 'questionnaires'] as const,
};

/** The imaging page's two reads, which the front page's imaging section shares. */
export const imagingReads = {
  referrals: (lang: Lang) =>
    [
      [...recordKeys.imaging, 'referrals', lang],
      async (signal?: AbortSignal) => ({ items: (await fetchImagingReferrals(lang)(signal)).referrals }),
    ] as const,
  results: (lang: Lang) =>
    [
      [...recordKeys.imaging, 'results', lang],
      async (signal?: AbortSignal) => ({ items: (await fetchImagingResults(lang)(signal)).results }),
    ] as const,
};
