import { isThreadRead } from '@portal/domain';
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';
import type { Viewer } from './graphql/context';
import type { ThreadModel } from './graphql/models';

const {
  messageThreads,
  threadParticipants,
  threadAssignments,
  messages,
  threadReads,
  professionalAbsences,
  messagingUsers,
} = schema;

/** The Helsinki calendar date of an instant, `yyyy-mm-dd`, for comparing with absence dates. */
export function helsinkiDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(now);
}

/**
 * A thread the viewer may see, or `notFound`: a patient sees only threads they take part in (so
 * another patient's thread id answers exactly as a thread that does not exist); a professional of
 * the clinic sees the customer threads.
 */
export async function visibleThread(db: Db, viewer: Viewer, threadId: string): Promise<ThreadModel> {
  if (!/^\d{1,15}$/.test(threadId)) throw new ApiError('notFound');
  const id = Number(threadId);
  const [thread] =
    viewer.kind === 'customer'
      ? await db
          .select({ thread: messageThreads })
          .from(messageThreads)
          .innerJoin(
            threadParticipants,
            and(
              eq(threadParticipants.threadId, messageThreads.id),
              eq(threadParticipants.userId, viewer.userId),
            ),
          )
          .where(eq(messageThreads.id, id))
          .then((rows) => rows.map((row) => row.thread))
      : await db.select().from(messageThreads).where(eq(messageThreads.id, id));
  if (!thread) throw new ApiError('notFound');
  return thread;
}

export async function currentAssignment(db: Db, threadId: number) {
  const [assignment] = await db
    .select()
    .from(threadAssignments)
    .where(and(eq(threadAssignments.threadId, threadId), isNull(threadAssignments.endedAt)));
  return assignment ?? null;
}

/** Whether a user has read a thread, by the read-state rule of the domain. */
export async function threadReadBy(db: Db, thread: ThreadModel, userId: string): Promise<boolean> {
  const [times, assignment, reads] = await Promise.all([
    db.select({ createdAt: messages.createdAt }).from(messages).where(eq(messages.threadId, thread.id)),
    currentAssignment(db, thread.id),
    db.select().from(threadReads).where(eq(threadReads.threadId, thread.id)),
  ]);
  return isThreadRead(
    {
      messageTimes: times.map((row) => row.createdAt),
      assignment: assignment
        ? { assigneeId: assignment.assigneeUserId, assignedAt: assignment.assignedAt }
        : null,
      professionalsTimestamp: thread.professionalsChangedAt,
      readStatus: reads.map((read) => ({ userId: read.userId, readAt: read.readAt })),
    },
    userId,
  );
}

/** Threads, the one with the newest message first. */
const byLatestActivity = desc(
  sql`coalesce((select max(${messages.createdAt}) from ${messages} where ${messages.threadId} = ${messageThreads.id}), ${messageThreads.createdAt})`,
);

/** Professionals whose absence today names the viewer a substitute. */
async function absenteesSubstitutedBy(db: Db, userId: string, today: string): Promise<string[]> {
  const rows = await db
    .select({ absentee: professionalAbsences.absenteeUserId })
    .from(professionalAbsences)
    .where(
      and(
        lte(professionalAbsences.startDate, today),
        gte(professionalAbsences.endDate, today),
        sql`${userId}::uuid = any(${professionalAbsences.substituteUserIds})`,
      ),
    );
  return [...new Set(rows.map((row) => row.absentee))];
}

/** The clinic's queues (messaging-invoices-shell.md §6) and the closed threads. */
export type Queue = 'assignedToMe' | 'substitutions' | 'unassigned' | 'others' | 'closed';

/**
 * The threads a viewer lists: a patient's own threads, or one queue of the clinic. A professional's
 * open threads fall in exactly one queue: theirs, an absent colleague's they substitute for,
 * nobody's yet, or someone else's.
 */
export async function listThreads(
  db: Db,
  viewer: Viewer,
  queue: Queue | null,
  now: Date,
): Promise<ThreadModel[]> {
  if (viewer.kind === 'customer') {
    if (queue !== null) throw new ApiError('forbidden');
    const rows = await db
      .select({ thread: messageThreads })
      .from(messageThreads)
      .innerJoin(threadParticipants, eq(threadParticipants.threadId, messageThreads.id))
      .where(eq(threadParticipants.userId, viewer.userId))
      .orderBy(byLatestActivity, desc(messageThreads.id));
    return rows.map((row) => row.thread);
  }
  const current = db
    .select({ threadId: threadAssignments.threadId, assignee: threadAssignments.assigneeUserId })
    .from(threadAssignments)
    .where(isNull(threadAssignments.endedAt))
    .as('current');
  const rows = await db
    .select({ thread: messageThreads, assignee: current.assignee })
    .from(messageThreads)
    .leftJoin(current, eq(current.threadId, messageThreads.id))
    .where(eq(messageThreads.threadType, 'customer'))
    .orderBy(byLatestActivity, desc(messageThreads.id));
  const substituted = new Set(await absenteesSubstitutedBy(db, viewer.userId, helsinkiDate(now)));
  const queueOf = (thread: ThreadModel, assignee: string | null): Queue => {
    if (!thread.isActive) return 'closed';
    if (assignee === null) return 'unassigned';
    if (assignee === viewer.userId) return 'assignedToMe';
    return substituted.has(assignee) ? 'substitutions' : 'others';
  };
  return rows
    .filter((row) => queueOf(row.thread, row.assignee) === (queue ?? 'assignedToMe'))
    .map((row) => row.thread);
}

/** How many of the viewer's threads (a professional: their own queue) the viewer has not read. */
export async function unreadCount(db: Db, viewer: Viewer, now: Date): Promise<number> {
  const threads = await listThreads(db, viewer, viewer.kind === 'customer' ? null : 'assignedToMe', now);
  const read = await Promise.all(threads.map((thread) => threadReadBy(db, thread, viewer.userId)));
  return read.filter((isRead) => !isRead).length;
}

/** Records that the user has read the thread now (the latest read wins). */
export async function markRead(db: Pick<Db, 'insert'>, threadId: number, userId: string, now: Date) {
  await db
    .insert(threadReads)
    .values({ threadId, userId, readAt: now })
    .onConflictDoUpdate({
      target: [threadReads.threadId, threadReads.userId],
      set: { readAt: sql`greatest(${threadReads.readAt}, excluded.read_at)` },
    });
}

export async function usersByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(messagingUsers)
    .where(inArray(messagingUsers.id, [...ids]));
}

export async function threadMessages(
  db: Db,
  threadId: number,
  page: { limit: number; offset: number; order: 'asc' | 'desc' },
) {
  const order = page.order === 'asc' ? asc : desc;
  return db
    .select()
    .from(messages)
    .where(eq(messages.threadId, threadId))
    .orderBy(order(messages.createdAt), order(messages.id))
    .limit(page.limit)
    .offset(page.offset);
}
