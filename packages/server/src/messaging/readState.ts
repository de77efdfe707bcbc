import { isThreadRead } from '@portal/domain';
import { and, inArray, isNull, max } from 'drizzle-orm';
import { type Db, schema } from '../db';
import type { ThreadModel } from './graphql/models';

const { threadAssignments, messages } = schema;

/** The open assignments of some threads, one statement for all. */
export async function currentAssignments(db: Pick<Db, 'select'>, threadIds: readonly number[]) {
  if (threadIds.length === 0) return [];
  return db
    .select()
    .from(threadAssignments)
    .where(and(inArray(threadAssignments.threadId, [...threadIds]), isNull(threadAssignments.endedAt)));
}

/** The newest message's time of each of some threads that has one, one statement for all. */
export async function latestMessageTimes(db: Pick<Db, 'select'>, threadIds: readonly number[]) {
  if (threadIds.length === 0) return [];
  return db
    .select({ threadId: messages.threadId, latest: max(messages.createdAt) })
    .from(messages)
    .where(inArray(messages.threadId, [...threadIds]))
    .groupBy(messages.threadId);
}

/** What the read-state rule needs of one thread, gathered in batches by the caller. */
export type ReadFacts = {
  latest: Date | null;
  assignment: { assigneeUserId: string; assignedAt: Date } | null;
  reads: readonly { userId: string; readAt: Date }[];
};

/** Whether a user has read a thread, by the read-state rule of the domain. */
export function isReadBy(thread: ThreadModel, facts: ReadFacts, userId: string): boolean {
  return isThreadRead(
    {
      // The rule compares the last read with the newest message only.
      messageTimes: facts.latest ? [facts.latest] : [],
      assignment: facts.assignment
        ? { assigneeId: facts.assignment.assigneeUserId, assignedAt: facts.assignment.assignedAt }
        : null,
      professionalsTimestamp: thread.professionalsChangedAt,
      readStatus: facts.reads,
    },
    userId,
  );
}
