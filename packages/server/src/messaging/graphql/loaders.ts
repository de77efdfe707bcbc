import DataLoader from 'dataloader';
import { and, eq, getTableColumns, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, schema } from '../../db';
import { currentAssignments, latestMessageTimes } from '../readState';
import type { AbsenceModel, InvitationModel, MessageModel, UserModel } from './models';

const {
  messagingUsers,
  messages,
  messageAttachments,
  threadParticipants,
  threadProfessionals,
  threadReads,
  professionalAbsences,
  questionnaireTasks,
  questionnaireTaskAnswers,
  questionnaireForms,
} = schema;

/** One page of a thread's messages. */
export type MessagePageKey = { threadId: number; limit: number; offset: number; order: 'asc' | 'desc' };

/** Rows grouped under the key each belongs to, every asked key answered (with `[]` when none). */
function groupedBy<K, R>(keys: readonly K[], rows: readonly R[], keyOf: (row: R) => K): R[][] {
  const groups = new Map<K, R[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

/** A loader of lists per key: `load(keys)` reads all keys' rows in one statement. */
function listLoader<K, R>(load: (keys: K[]) => Promise<R[]>, keyOf: (row: R) => K) {
  return new DataLoader<K, R[]>(async (keys) => groupedBy(keys, await load([...keys]), keyOf));
}

/**
 * The loaders of one GraphQL request: each field of a listed thread or message asks its loader,
 * which reads what every item of the list asked for in one statement, so a list of n threads
 * costs the same few statements whatever n is (`docs/security.md`). Made anew for each request,
 * so nothing read is kept between requests or viewers.
 */
export function messagingLoaders(db: Db, today: string) {
  const users = new DataLoader<string, UserModel | null>(async (ids) => {
    const rows = await db
      .select()
      .from(messagingUsers)
      .where(inArray(messagingUsers.id, [...ids]));
    return ids.map((id) => rows.find((row) => row.id === id) ?? null);
  });
  const usersOf = async (ids: readonly string[]) =>
    (await users.loadMany(ids)).filter(
      (user): user is UserModel => user !== null && !(user instanceof Error),
    );

  const participants = listLoader(
    (ids: number[]) =>
      db
        .select({ threadId: threadParticipants.threadId, user: messagingUsers })
        .from(threadParticipants)
        .innerJoin(messagingUsers, eq(messagingUsers.id, threadParticipants.userId))
        .where(inArray(threadParticipants.threadId, ids)),
    (row) => row.threadId,
  );
  const professionals = listLoader(
    (ids: number[]) =>
      db
        .select({ threadId: threadProfessionals.threadId, user: messagingUsers })
        .from(threadProfessionals)
        .innerJoin(messagingUsers, eq(messagingUsers.id, threadProfessionals.userId))
        .where(inArray(threadProfessionals.threadId, ids)),
    (row) => row.threadId,
  );
  const reads = listLoader(
    (ids: number[]) => db.select().from(threadReads).where(inArray(threadReads.threadId, ids)),
    (row) => row.threadId,
  );
  const assignment = new DataLoader<number, { assigneeUserId: string; assignedAt: Date } | null>(
    async (ids) => {
      const rows = await currentAssignments(db, ids);
      return ids.map((id) => rows.find((row) => row.threadId === id) ?? null);
    },
  );
  const latestMessageAt = new DataLoader<number, Date | null>(async (ids) => {
    const rows = await latestMessageTimes(db, ids);
    return ids.map((id) => rows.find((row) => row.threadId === id)?.latest ?? null);
  });
  const messageCount = new DataLoader<number, number>(async (ids) => {
    const rows = await db
      .select({ threadId: messages.threadId, n: sql<number>`count(*)::int` })
      .from(messages)
      .where(inArray(messages.threadId, [...ids]))
      .groupBy(messages.threadId);
    return ids.map((id) => rows.find((row) => row.threadId === id)?.n ?? 0);
  });
  const messagePage = new DataLoader<MessagePageKey, MessageModel[], string>(
    async (keys) => {
      // Keys of one request share their paging (the list asks each thread alike): one statement each.
      const pagings = [...new Set(keys.map(({ limit, offset, order }) => `${limit}:${offset}:${order}`))];
      const pages = await Promise.all(
        pagings.map(async (paging) => {
          const asked = keys.filter((key) => `${key.limit}:${key.offset}:${key.order}` === paging);
          const [first] = asked;
          if (!first) return [];
          return messagePages(
            db,
            asked.map((key) => key.threadId),
            first,
          );
        }),
      );
      const rows = pages.flat();
      return keys.map((key) =>
        rows.filter(
          (row) => row.threadId === key.threadId && row.paging === `${key.limit}:${key.offset}:${key.order}`,
        ),
      );
    },
    { cacheKeyFn: (key) => `${key.threadId}:${key.limit}:${key.offset}:${key.order}` },
  );
  const attachments = listLoader(
    (ids: number[]) =>
      db
        .select({
          messageId: messageAttachments.messageId,
          id: messageAttachments.id,
          fileName: messageAttachments.fileName,
          contentType: messageAttachments.contentType,
        })
        .from(messageAttachments)
        .where(inArray(messageAttachments.messageId, ids))
        .orderBy(messageAttachments.id),
    (row) => row.messageId ?? -1,
  );
  const invitations = listLoader(
    (ids: number[]) => invitationsWhere(db, inArray(questionnaireTasks.messageId, ids)),
    (row) => row.messageId ?? -1,
  );
  const absences = listLoader(
    (ids: string[]): Promise<AbsenceModel[]> =>
      db
        .select()
        .from(professionalAbsences)
        .where(
          and(inArray(professionalAbsences.absenteeUserId, ids), gte(professionalAbsences.endDate, today)),
        ),
    (row) => row.absenteeUserId,
  );
  return {
    users,
    usersOf,
    participants,
    professionals,
    reads,
    assignment,
    latestMessageAt,
    messageCount,
    messagePage,
    attachments,
    invitations,
    absences,
  };
}

export type MessagingLoaders = ReturnType<typeof messagingLoaders>;

/** One page of each of some threads' messages in one statement, numbered within each thread. */
async function messagePages(db: Db, threadIds: number[], page: Omit<MessagePageKey, 'threadId'>) {
  const direction = page.order === 'asc' ? sql`asc` : sql`desc`;
  const ranked = db
    .select({
      ...getTableColumns(messages),
      place:
        sql<number>`row_number() over (partition by ${messages.threadId} order by ${messages.createdAt} ${direction}, ${messages.id} ${direction})`.as(
          'place',
        ),
    })
    .from(messages)
    .where(inArray(messages.threadId, threadIds))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(and(gt(ranked.place, page.offset), lte(ranked.place, page.offset + page.limit)))
    .orderBy(ranked.threadId, ranked.place);
  const paging = `${page.limit}:${page.offset}:${page.order}`;
  return rows.map(({ place: _place, ...message }) => ({ ...message, paging }));
}

/**
 * The questionnaire tasks some messages invite to, as the API shows them: one table holds every
 * questionnaire sent to a patient, on their questionnaire list and in a conversation alike.
 */
export async function invitationsWhere(
  db: Pick<Db, 'select'>,
  where: SQL,
): Promise<(InvitationModel & { messageId: number | null })[]> {
  return db
    .select({
      id: questionnaireTasks.id,
      messageId: questionnaireTasks.messageId,
      title: questionnaireForms.title,
      answeredAt: questionnaireTaskAnswers.answeredAt,
    })
    .from(questionnaireTasks)
    .innerJoin(questionnaireForms, eq(questionnaireForms.id, questionnaireTasks.formId))
    .leftJoin(questionnaireTaskAnswers, eq(questionnaireTaskAnswers.invitationId, questionnaireTasks.id))
    .where(where)
    .orderBy(questionnaireTasks.id);
}
