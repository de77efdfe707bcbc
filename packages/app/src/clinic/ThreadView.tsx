import { type ClinicView, clinicPath } from '@portal/domain';
import { type ClinicThreadActionStatus, ClinicThreadActions, ConversationThread, useWords } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useThreadReply } from '../messaging/useThreadReply';
import type { ClinicCalls } from './clinicCalls';
import { clinicKeys, clinicThreadQuery } from './queries';

/**
 * One conversation as a professional works it: the same thread view as the patient's, with who
 * handles it, taking it and closing it; the answer takes attachments like the patient's message.
 */
export function ThreadView({
  calls,
  view,
  viewerId,
}: {
  calls: ClinicCalls;
  view: Extract<ClinicView, { view: 'thread' }>;
  viewerId: string;
}) {
  const words = useWords().conversations.clinic;
  const id = view.threadId;
  const read = useQuery(clinicThreadQuery(calls, id));
  const thread = useThreadReply(calls, id, read, clinicKeys.all);

  const take = useMutation({ mutationFn: () => calls.take(id), onSuccess: thread.refresh });
  const close = useMutation({ mutationFn: () => calls.close(id), onSuccess: thread.refresh });
  const actionStatus: ClinicThreadActionStatus = take.isPending
    ? 'taking'
    : close.isPending
      ? 'closing'
      : take.isError || close.isError
        ? 'failed'
        : 'idle';

  return (
    <ConversationThread
      state={thread.state}
      viewerId={viewerId}
      announcement={null}
      backHref={clinicPath({ view: 'queues', lang: view.lang, queue: 'assignedToMe' })}
      backLabel={words.thread.back()}
      showResponseTime={false}
      actions={
        read.data && (
          <ClinicThreadActions
            thread={read.data.thread}
            viewerId={viewerId}
            status={actionStatus}
            onTake={() => take.mutate()}
            onClose={() => close.mutate()}
          />
        )
      }
      {...thread.replyProps}
    />
  );
}
