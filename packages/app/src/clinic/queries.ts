import { type ClinicQueue, clinicSessionAnswer, messagingPollMs } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { requestJson } from '../api/request';
import type { ClinicCalls } from './clinicCalls';

/** The workspace's reads, apart from the patients' messaging cache. */
export const clinicKeys = {
  all: ['clinic'] as const,
  session: ['clinic', 'session'] as const,
  queue: (queue: ClinicQueue) => ['clinic', 'queue', queue] as const,
  thread: (id: string) => ['clinic', 'thread', id] as const,
  me: ['clinic', 'me'] as const,
  professionals: ['clinic', 'professionals'] as const,
};

/** The staff session; `unauthorized` means signing in first. */
export const clinicSessionQuery = () =>
  queryOptions({
    queryKey: clinicKeys.session,
    queryFn: ({ signal }) => requestJson('/api/clinic/session', clinicSessionAnswer, { signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

const poll = (query: { state: { status: string } }): number | false =>
  query.state.status === 'error' ? false : messagingPollMs;

export const queueQuery = (calls: ClinicCalls, queue: ClinicQueue) =>
  queryOptions({
    queryKey: clinicKeys.queue(queue),
    queryFn: ({ signal }) => calls.queue(queue, signal),
    refetchInterval: poll,
    retry: false,
  });

export const clinicThreadQuery = (calls: ClinicCalls, id: string) =>
  queryOptions({
    queryKey: clinicKeys.thread(id),
    queryFn: ({ signal }) => calls.thread(id, signal),
    refetchInterval: poll,
    retry: false,
  });

export const clinicMeQuery = (calls: ClinicCalls) =>
  queryOptions({ queryKey: clinicKeys.me, queryFn: ({ signal }) => calls.me(signal), retry: false });

export const professionalsQuery = (calls: ClinicCalls) =>
  queryOptions({
    queryKey: clinicKeys.professionals,
    queryFn: ({ signal }) => calls.professionals(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
