import { DataAccessLog, type DataAccessLogState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dataAccessQuery } from './queries';

/** Who has seen my data, a page at a time. */
export function DataAccessSection() {
  const [page, setPage] = useState(1);
  const query = useQuery(dataAccessQuery(page));
  const state: DataAccessLogState = query.isPending
    ? { status: 'loading' }
    : query.isError
      ? { status: 'failed' }
      : {
          status: 'loaded',
          entries: query.data.entries,
          page: query.data.page,
          totalCount: query.data.totalCount,
        };
  return <DataAccessLog state={state} onPageChange={setPage} onRetry={() => void query.refetch()} />;
}
