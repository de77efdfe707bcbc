import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, not, type SQL, sql } from 'drizzle-orm';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';
import type { Viewer } from './graphql/context';
import type { ThreadModel } from './graphql/models';
import { currentAssignments, isReadBy, latestMessageTimes } from './readState';

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

/** One page of a list: what it holds and how many there are in all. */
export type Page = { limit: number; offset: number };

/** The open assignment of each thread, as a table to join. */
function currentAssignees(db: Db) {
  return db
    .select({ threadId: threadAssignments.threadId, assignee: threadAssignments.assigneeUserId })
    .from(threadAssignments)
    .where(isNull(threadAssignments.endedAt))
    .as('current');
}

/**
 * The threads a viewer lists, one page of them read in SQL: a patient's own threads, or one queue
 * of the clinic. A professional's open threads fall in exactly one queue: theirs, an absent
 * colleague's they substitute for, nobody's yet, or someone else's.
 */
export async function listThreads(
  db: Db,
  viewer: Viewer,
  queue: Queue | null,
  now: Date,
  page: Page,
): Promise<{ threads: ThreadModel[]; totalCount: number }> {
  const current = currentAssignees(db);
  const where = await listedWhere(db, viewer, queue, now, current);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ thread: messageThreads })
      .from(messageThreads)
      .leftJoin(current, eq(current.threadId, messageThreads.id))
      .where(where)
      .orderBy(byLatestActivity, desc(messageThreads.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(messageThreads)
      .leftJoin(current, eq(current.threadId, messageThreads.id))
      .where(where),
  ]);
  return { threads: rows.map((row) => row.thread), totalCount: counted?.n ?? 0 };
}

/** Which threads a viewer's list holds, as a condition on the threads and their assignee. */
async function listedWhere(
  db: Db,
  viewer: Viewer,
  queue: Queue | null,
  now: Date,
  current: ReturnType<typeof currentAssignees>,
): Promise<SQL | undefined> {
  if (viewer.kind === 'customer') {
    if (queue !== null) throw new ApiError('forbidden');
    return sql`exists (select 1 from ${threadParticipants} where ${threadParticipants.threadId} = ${messageThreads.id} and ${threadParticipants.userId} = ${viewer.userId})`;
  }
  const customer = eq(messageThreads.threadType, 'customer');
  const open = and(customer, eq(messageThreads.isActive, true));
  const mine = eq(current.assignee, viewer.userId);
  const chosen = queue ?? 'assignedToMe';
  if (chosen === 'closed') return and(customer, eq(messageThreads.isActive, false));
  if (chosen === 'unassigned') return and(open, isNull(current.assignee));
  if (chosen === 'assignedToMe') return and(open, mine);
  const substituted = await absenteesSubstitutedBy(db, viewer.userId, helsinkiDate(now));
  const theirs = substituted.length > 0 ? inArray(current.assignee, substituted) : sql`false`;
  if (chosen === 'substitutions') return and(open, not(mine), theirs);
  return and(open, isNotNull(current.assignee), not(mine), not(theirs));
}

/** How many of the viewer's threads (a professional: their own queue) the viewer has not read. */
export async function unreadCount(db: Db, viewer: Viewer, now: Date): Promise<number> {
  const current = currentAssignees(db);
  const where = await listedWhere(
    db,
    viewer,
    viewer.kind === 'customer' ? null : 'assignedToMe',
    now,
    current,
  );
  const threads = await db
    .select({ thread: messageThreads })
    .from(messageThreads)
    .leftJoin(current, eq(current.threadId, messageThreads.id))
    .where(where)
    .then((rows) => rows.map((row) => row.thread));
  const ids = threads.map((thread) => thread.id);
  if (ids.length === 0) return 0;
  const [latest, assignments, reads] = await Promise.all([
    latestMessageTimes(db, ids),
    currentAssignments(db, ids),
    db
      .select()
      .from(threadReads)
      .where(and(inArray(threadReads.threadId, ids), eq(threadReads.userId, viewer.userId))),
  ]);
  return threads.filter(
    (thread) =>
      !isReadBy(
        thread,
        {
          latest: latest.find((row) => row.threadId === thread.id)?.latest ?? null,
          assignment: assignments.find((row) => row.threadId === thread.id) ?? null,
          reads: reads.filter((row) => row.threadId === thread.id),
        },
        viewer.userId,
      ),
  ).length;
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
