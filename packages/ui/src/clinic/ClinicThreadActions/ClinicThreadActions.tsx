import type { MessagingApi } from '@portal/domain';
import { Button } from '../../Button';
import * as listStyles from '../../conversations/conversations.css';
import { useWords } from '../../i18n';
import { Notice } from '../../Notice';

type Thread = Pick<MessagingApi.ThreadQuery['thread'], 'isActive' | 'assignments'>;

/** Where a change of the thread's handling stands. */
export type ClinicThreadActionStatus = 'idle' | 'taking' | 'closing' | 'failed';

export interface ClinicThreadActionsProps {
  thread: Thread;
  /** The professional's messaging user id. */
  viewerId: string;
  /** Default `'idle'`. */
  status?: ClinicThreadActionStatus;
  onTake: () => void;
  onClose: () => void;
}

/**
 * Who handles a conversation, and what the professional can do with it: take it for themselves
 * (unless it is theirs already) and close it. A closed conversation has nothing to do.
 */
export function ClinicThreadActions({
  thread,
  viewerId,
  status = 'idle',
  onTake,
  onClose,
}: ClinicThreadActionsProps) {
  const words = useWords().conversations.clinic.thread;
  const assignee = thread.assignments[0]?.assignee;
  const busy = status === 'taking' || status === 'closing';
  return (
    <section aria-label={words.actions()} data-status={status}>
      <p className={listStyles.muted}>
        {assignee === undefined
          ? words.unassigned()
          : words.assignedTo({ name: `${assignee.firstName} ${assignee.lastName}`.trim() })}
      </p>
      {thread.isActive && (
        <p className={listStyles.toolbar}>
          {assignee?.id !== viewerId && (
            <Button
              onPress={onTake}
              isDisabled={busy && status !== 'taking'}
              busy={status === 'taking'}
              busyLabel={words.taking()}
            >
              {words.take()}
            </Button>
          )}
          <Button
            variant="secondary"
            onPress={onClose}
            isDisabled={busy && status !== 'closing'}
            busy={status === 'closing'}
            busyLabel={words.closing()}
          >
            {words.close()}
          </Button>
        </p>
      )}
      {status === 'failed' && <Notice tone="danger">{words.actionFailed()}</Notice>}
    </section>
  );
}
