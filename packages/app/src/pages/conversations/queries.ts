import { messagingPollMs } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import type { MessagingCalls } from './messagingCalls';

/** The keys of the messaging reads; the menu's unread count shares the first. */
export const messagingKeys = {
  all: ['messaging'] as const,
  unread: ['messaging', 'unread'] as const,
  threads: (page: number) => ['messaging', 'threads', page] as const,
  thread: (id: string) => ['messaging', 'thread', id] as const,
  me: ['messaging', 'me'] as const,
  info: ['messaging', 'info'] as const,
};

/**
 * Polled every 120 s (messaging-invoices-shell.md §4) until a read fails: then polling stops and the
 * page says so, rather than trying again behind the person's back.
 */
export const pollUntilError = (query: { state: { status: string } }): number | false =>
  query.state.status === 'error' ? false : messagingPollMs;

export const threadsQuery = (calls: MessagingCalls, page: number) =>
  queryOptions({
    queryKey: messagingKeys.threads(page),
    queryFn: ({ signal }) => calls.threads(page, signal),
    refetchInterval: pollUntilError,
    retry: false,
  });

export const threadQuery = (calls: MessagingCalls, id: string) =>
  queryOptions({
    queryKey: messagingKeys.thread(id),
    queryFn: ({ signal }) => calls.thread(id, signal),
    refetchInterval: pollUntilError,
    retry: false,
  });

export const meQuery = (calls: MessagingCalls) =>
  queryOptions({
    queryKey: messagingKeys.me,
    queryFn: ({ signal }) => calls.me(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const infoQuery = (calls: MessagingCalls) =>
  queryOptions({ queryKey: messagingKeys.info, queryFn: ({ signal }) => calls.info(signal), retry: false });
