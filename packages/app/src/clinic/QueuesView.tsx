import { type ClinicView, clinicPath } from '@portal/domain';
import { type ClinicQueueState, ClinicQueues } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { MessagingError } from '../messaging/graphqlClient';
import { AbsenceView } from './AbsenceView';
import type { ClinicCalls } from './clinicCalls';
import { queueQuery } from './queries';

/** One queue of the workspace, polled like the patients' list, with the professional's absence beside it. */
export function QueuesView({
  calls,
  view,
  viewerId,
}: {
  calls: ClinicCalls;
  view: Extract<ClinicView, { view: 'queues' }>;
  viewerId: string;
}) {
  const read = useQuery(queueQuery(calls, view.queue));
  const state: ClinicQueueState =
    read.error instanceof MessagingError && read.error.code === 'messagingMaintenance'
      ? { status: 'maintenance' }
      : read.isError
        ? { status: 'failed' }
        : read.data
          ? { status: 'loaded', threads: read.data.threads.paginatedThreads }
          : { status: 'loading' };
  return (
    <ClinicQueues
      queue={view.queue}
      state={state}
      queueHref={(queue) => clinicPath({ view: 'queues', lang: view.lang, queue })}
      threadHref={(threadId) => clinicPath({ view: 'thread', lang: view.lang, threadId })}
      aside={<AbsenceView calls={calls} viewerId={viewerId} />}
    />
  );
}
