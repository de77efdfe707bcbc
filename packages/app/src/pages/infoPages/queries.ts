import { accessibilityAudit } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { requestJson } from '../../api/request';

/**
 * The results file that `npm run audit:a11y` writes beside the app's files; a missing or malformed
 * one leaves the statement without figures rather than with wrong ones.
 */
export const auditResultsQuery = () =>
  queryOptions({
    queryKey: ['accessibilityAudit'] as const,
    queryFn: ({ signal }) => requestJson('/accessibility-audit.json', accessibilityAudit, { signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
