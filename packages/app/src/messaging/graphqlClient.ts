import { backgroundCallHeader, messagingRequestTimeoutMs } from '@portal/domain';

/** Why a messaging request failed: a code of the API's list, or the client's own. */
export class MessagingError extends Error {
  constructor(
    /** `notFound`, `forbidden`, `messagingMaintenance`, ...; `networkError` or `timeout` when no answer came. */
    readonly code: string,
    /** With `tooManyRequests`: after how many seconds sending is possible again. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`Messaging request failed: ${code}`);
    this.name = 'MessagingError';
  }

  /** No answer came in time or at all (messaging-invoices-shell.md §8): worth trying again. */
  get isConnectivity(): boolean {
    return this.code === 'networkError' || this.code === 'timeout';
  }
}

export interface GraphqlClientOptions {
  endpoint?: string;
  /** The session's CSRF token; every request carries it. */
  csrfToken: string;
  /** Milliseconds before a request is given up. Default 10 s. */
  timeoutMs?: number;
  /** How many times a connectivity failure is tried again. Default none. */
  retries?: number;
  /** The wait before the first retry, doubled before each next one. Default 300 ms. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
  /**
   * Requests made with nobody at the keyboard (polls): marked so that they do not keep the session
   * alive (docs/decisions/2026-11-29-sessions-a-person-can-keep.md). Default `false`.
   */
  background?: boolean;
  /** Waits; tests pass a fake clock's. */
  sleep?: (ms: number) => Promise<void>;
}

export type GraphqlClient = <TData, TVariables extends object = Record<string, never>>(
  document: string,
  variables?: TVariables,
  signal?: AbortSignal,
) => Promise<TData>;

type Answer<T> = {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; retryAfter?: number } }[];
};

/**
 * A small GraphQL client for the messaging API (messaging-invoices-shell.md §7): POST with the CSRF
 * token, a 10 s time-out, and the configured retries with doubling back-off for connectivity
 * failures only; an answer with errors fails with the first error's code. Typed by the documents'
 * generated types at each call.
 */
export function createGraphqlClient(options: GraphqlClientOptions): GraphqlClient {
  const endpoint = options.endpoint ?? '/api/customer-messaging';
  const timeoutMs = options.timeoutMs ?? messagingRequestTimeoutMs;
  const retries = options.retries ?? 0;
  const retryDelayMs = options.retryDelayMs ?? 300;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function once<T>(body: string, signal?: AbortSignal): Promise<T> {
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-csrf-token': options.csrfToken,
            ...(options.background ? { [backgroundCallHeader]: 'poll' } : {}),
          },
          body,
          signal: controller.signal,
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new MessagingError(timedOut ? 'timeout' : 'networkError');
      }
      const answer = (await response.json().catch(() => null)) as Answer<T> | { type?: string } | null;
      if (!response.ok)
        throw new MessagingError((answer as { type?: string } | null)?.type ?? 'unknownError');
      const graphql = answer as Answer<T> | null;
      const first = graphql?.errors?.[0];
      if (first)
        throw new MessagingError(
          first.extensions?.code ?? 'unknownError',
          first.extensions?.retryAfter ?? null,
        );
      if (graphql?.data == null) throw new MessagingError('invalidAnswer');
      return graphql.data;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  return async (document, variables, signal) => {
    const body = JSON.stringify({ query: document, variables: variables ?? {} });
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(body, signal);
      } catch (error) {
        const retry = error instanceof MessagingError && error.isConnectivity && attempt < retries;
        if (!retry || signal?.aborted) throw error;
        await sleep(retryDelayMs * 2 ** attempt);
      }
    }
  };
}
