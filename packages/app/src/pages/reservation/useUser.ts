import type { UserAnswer } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { userQuery } from '../../api/userQuery';

/** The signed-in person as booking reads them: loading, failed, or ready (patient null before registering). */
export type UserLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly user: UserAnswer };

/**
 * Reads `GET /api/user` through the cache; `retry` reads it again. A registration or a contact
 * update puts the record the server answered into the cache, so every page sees it.
 */
export function useUser(): { load: UserLoad; retry: () => void } {
  const read = useQuery(userQuery());
  const retry = () => void read.refetch();
  if (read.data !== undefined) return { load: { status: 'ready', user: read.data }, retry };
  return { load: { status: read.isError ? 'failed' : 'loading' }, retry };
}
