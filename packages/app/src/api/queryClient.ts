import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './request';

/** How often a read is tried again after the server could not be reached at all. */
const networkRetries = 2;

/**
 * Tries a read again only when no answer arrived (`networkError`): an answer of the server, a
 * refusal or a failure, is what the page shows, and its own Try again asks anew.
 */
function retryRead(failures: number, error: unknown): boolean {
  return failures < networkRetries && error instanceof ApiError && error.type === 'networkError';
}

export interface QueryClientOptions {
  /** Never try a failed read again, so a test sees a failure at once. Default `false`. */
  noRetries?: boolean;
}

/**
 * The one cache of the app's server reads (docs/decisions/2026-11-24-data-layer.md). Reads are
 * fresh for half a minute and are not read again when the window regains focus: a page that must
 * stay current (messages) polls with `refetchInterval`, and an action invalidates what it changed.
 * Writes are never retried: a reservation must not be sent twice.
 */
export function createQueryClient({ noRetries = false }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: noRetries ? false : retryRead,
      },
      mutations: { retry: false },
    },
  });
}
