import { buildPath, canSendInThread } from '@portal/domain';
import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { recordAudit } from '../../audit';
import { type Db, schema } from '../../db';
import { ApiError } from '../../http/apiError';
import { createUploadSlot } from '../attachments';
import { attachToMessage, createPatientThread } from '../createThread';
import { isReadBy } from '../readState';
import { helsinkiDate, listThreads, markRead, unreadCount, visibleThread } from '../threadStore';
import type { MessagingContext, Viewer } from './context';
import { countAgainst } from './limits';
import { invitationsWhere } from './loaders';
import type { ThreadModel } from './models';
import type { Resolvers } from './resolvers.generated';
import { withTextRule } from './textInputs';

const {
  messagingUsers,
  messages,
  messageAttachments,
  threadParticipants,
  threadAssignments,
  threadProfessionals,
  messageThreads,
  professionalAbsences,
  questionnaireTasks,
  questionnaireTaskAnswers,
  messagingAnnouncements,
} = schema;

const iso = (date: Date) => date.toISOString();

function professionalOnly(viewer: Viewer): Extract<Viewer, { kind: 'professional' }> {
  if (viewer.kind !== 'professional') throw new ApiError('forbidden');
  return viewer;
}

function auditSubject(viewer: Viewer) {
  return viewer.kind === 'customer'
    ? { actorSsn: viewer.actorSsn, subjectPatientId: viewer.patientId }
    : { actorSsn: `staff:${viewer.staffSubject}`, subjectPatientId: null };
}

/** The patient a thread is with, for a professional's audit entries. */
async function threadPatientId(db: Pick<Db, 'select'>, threadId: number): Promise<string | null> {
  const [row] = await db
    .select({ patientId: messagingUsers.patientId })
    .from(threadParticipants)
    .innerJoin(messagingUsers, eq(messagingUsers.id, threadParticipants.userId))
    .where(and(eq(threadParticipants.threadId, threadId), eq(messagingUsers.kind, 'CustomerUser')));
  return row?.patientId ?? null;
}

async function audit(
  ctx: MessagingContext,
  action: 'read' | 'create' | 'update',
  resource: string,
  detail: Record<string, unknown>,
  threadId?: number,
) {
  const who = auditSubject(ctx.viewer);
  const subjectPatientId =
    who.subjectPatientId ?? (threadId === undefined ? null : await threadPatientId(ctx.db, threadId));
  await recordAudit(ctx.db, {
    actorSsn: who.actorSsn,
    subjectPatientId,
    onBehalfOfPatientId: null,
    action,
    resource,
    detail,
    requestId: ctx.requestId,
  });
}

function notInMaintenance(ctx: MessagingContext) {
  if (ctx.maintenance) throw new ApiError('messagingMaintenance');
}

/**
 * The largest pages a caller may ask: a page of threads (the patients' list shows ten, a clinic's
 * queue at most this), and a conversation's messages. Asking for more is refused, not shortened.
 */
export const maxThreadPage = 50;
export const maxMessagePage = 100;
const maxOffset = 1_000_000;

const bounded = (path: string, value: number | null | undefined, fallback: number, max: number) => {
  const chosen = value ?? fallback;
  if (!Number.isInteger(chosen) || chosen < 0 || chosen > max)
    throw new ApiError('ValidationError', [{ path, message: 'outOfRange' }]);
  return chosen;
};

/** Sends a message in a thread the viewer may see and answers it. */
async function sendInThread(
  ctx: MessagingContext,
  thread: ThreadModel,
  input: { content: string; attachments: readonly string[] },
) {
  if (!thread.isActive) throw new ApiError('threadClosed');
  if (!canSendInThread(input.content, input.attachments.length, false))
    throw new ApiError('ValidationError', [{ path: 'message.content', message: 'messageMissing' }]);
  return ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({
        threadId: thread.id,
        authorUserId: ctx.viewer.userId,
        content: input.content,
        createdAt: ctx.now,
      })
      .returning();
    if (!message) throw new ApiError('unknownError');
    await attachToMessage(tx, ctx.viewer.userId, message.id, input.attachments);
    await markRead(tx, thread.id, ctx.viewer.userId, ctx.now);
    const who = auditSubject(ctx.viewer);
    await recordAudit(tx, {
      actorSsn: who.actorSsn,
      // Inside the transaction: the embedded database has one connection, which the transaction holds.
      subjectPatientId: who.subjectPatientId ?? (await threadPatientId(tx, thread.id)),
      onBehalfOfPatientId: null,
      action: 'create',
      resource: 'message',
      detail: { threadId: thread.id, messageId: message.id, attachments: input.attachments.length },
      requestId: ctx.requestId,
    });
    return message;
  });
}

const dateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
      throw new GraphQLError('Not a date-time');
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(Date.parse(ast.value)))
      throw new GraphQLError('Not a date-time');
    return ast.value;
  },
});

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const resolvers: Resolvers = {
  DateTime: dateTime,
  // Every string argument follows the REST API's text rule (`textInputs.ts`).
  Query: withTextRule({
    me: async (_root, _args, ctx) => {
      const user = await ctx.loaders.users.load(ctx.viewer.userId);
      if (!user) throw new ApiError('notFound');
      return user;
    },
    threads: async (_root, args, ctx) => {
      notInMaintenance(ctx);
      const limit = bounded('limit', args.limit, maxThreadPage, maxThreadPage);
      const offset = bounded('offset', args.offset, 0, maxOffset);
      const page = await listThreads(ctx.db, ctx.viewer, args.category ?? null, ctx.now, { limit, offset });
      await audit(ctx, 'read', 'messageThreads', {
        category: args.category ?? null,
        offset,
        count: page.threads.length,
      });
      return { totalCount: page.totalCount, paginatedThreads: page.threads };
    },
    thread: async (_root, args, ctx) => {
      notInMaintenance(ctx);
      const thread = await visibleThread(ctx.db, ctx.viewer, args.id);
      await audit(ctx, 'read', 'messageThread', { threadId: thread.id }, thread.id);
      return thread;
    },
    attachmentDownloadUrl: async (_root, args, ctx) => {
      notInMaintenance(ctx);
      if (!/^[0-9a-f-]{36}$/i.test(args.id)) throw new ApiError('notFound');
      const [attachment] = await ctx.db
        .select({ id: messageAttachments.id, threadId: messages.threadId })
        .from(messageAttachments)
        .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
        .where(and(eq(messageAttachments.id, args.id), isNull(messages.deletedAt)));
      if (!attachment) throw new ApiError('notFound');
      // The same answer as for a thread the viewer cannot see: the file does not exist for them.
      await visibleThread(ctx.db, ctx.viewer, String(attachment.threadId));
      await audit(ctx, 'read', 'messageAttachment', { attachmentId: attachment.id }, attachment.threadId);
      return `/api/customer-messaging/attachments/${attachment.id}/content?${ctx.signer.sign('download', attachment.id, ctx.now)}`;
    },
    unreadCount: async (_root, _args, ctx) =>
      ctx.maintenance ? 0 : unreadCount(ctx.db, ctx.viewer, ctx.now),
    messagingInfo: async (_root, _args, ctx) => {
      const [announcement] = await ctx.db
        .select()
        .from(messagingAnnouncements)
        .where(eq(messagingAnnouncements.active, true))
        .limit(1);
      const lang = ctx.viewer.lang;
      return {
        status: ctx.maintenance ? 'maintenanceMode' : 'ok',
        announcement: announcement
          ? {
              active: announcement.active,
              heading: announcement.heading[lang],
              description: announcement.description[lang],
              announcementType: announcement.announcementType,
            }
          : null,
      };
    },
    professionals: async (_root, _args, ctx) => {
      professionalOnly(ctx.viewer);
      return ctx.db.select().from(messagingUsers).where(eq(messagingUsers.kind, 'ProfessionalUser'));
    },
  }),
  Mutation: withTextRule({
    createAttachmentUpload: async (_root, args, ctx) => {
      notInMaintenance(ctx);
      return createUploadSlot(ctx, args);
    },
    sendMessageInNewThread: async (_root, args, ctx) => {
      notInMaintenance(ctx);
      const viewer = ctx.viewer;
      if (viewer.kind !== 'customer') throw new ApiError('forbidden');
      // A patient writes to the clinic in their own name only.
      if (
        args.type !== 'customer' ||
        args.participantIds.length !== 1 ||
        args.participantIds[0] !== viewer.userId
      )
        throw new ApiError('forbidden');
      if ((args.firstMessage.questionnaireInvitations ?? []).length > 0) throw new ApiError('forbidden');
      await countAgainst(viewer, ctx.limits.conversations);
      const created = await createPatientThread(ctx.db, {
        patientId: viewer.patientId,
        actorSsn: viewer.actorSsn,
        title: args.title,
        content: args.firstMessage.content,
        attachmentIds: args.firstMessage.attachments ?? [],
        requestId: ctx.requestId,
        now: ctx.now,
      });
      return [buildPath('conversation', viewer.lang, { id: created.threadId })];
    },
    sendMessage: async (_root, args, ctx) => {
      notInMaintenance(ctx);
      const thread = await visibleThread(ctx.db, ctx.viewer, args.threadId);
      if ((args.message.questionnaireInvitations ?? []).length > 0) throw new ApiError('forbidden');
      await countAgainst(ctx.viewer, ctx.limits.messages);
      return sendInThread(ctx, thread, {
        content: args.message.content,
        attachments: args.message.attachments ?? [],
      });
    },
    markAsRead: async (_root, args, ctx) => {
      notInMaintenance(ctx);
      const thread = await visibleThread(ctx.db, ctx.viewer, args.threadId);
      await markRead(ctx.db, thread.id, ctx.viewer.userId, ctx.now);
      return thread;
    },
    answerQuestionnaire: async (_root, args, ctx) => {
      notInMaintenance(ctx);
      const viewer = ctx.viewer;
      if (!/^\d{1,12}$/.test(args.questionnaireInvitationId) || viewer.kind !== 'customer')
        throw new ApiError('notFound');
      if (args.answers.length > 100_000) throw new ApiError('payloadTooLarge');
      const [invitation] = await ctx.db
        .select({ id: questionnaireTasks.id, threadId: messages.threadId })
        .from(questionnaireTasks)
        .innerJoin(messages, eq(messages.id, questionnaireTasks.messageId))
        .where(
          and(
            eq(questionnaireTasks.id, Number(args.questionnaireInvitationId)),
            eq(questionnaireTasks.patientId, viewer.patientId),
          ),
        );
      if (!invitation) throw new ApiError('notFound');
      await visibleThread(ctx.db, viewer, String(invitation.threadId));
      // One answer per invitation, as on the questionnaire page: the database keeps the first.
      const [answered] = await ctx.db
        .insert(questionnaireTaskAnswers)
        .values({ invitationId: invitation.id, answers: args.answers, answeredAt: ctx.now })
        .onConflictDoNothing()
        .returning();
      if (!answered)
        throw new ApiError('ValidationError', [
          { path: 'questionnaireInvitationId', message: 'alreadyAnswered' },
        ]);
      await audit(
        ctx,
        'update',
        'questionnaireInvitation',
        { invitationId: invitation.id },
        invitation.threadId,
      );
      const [model] = await invitationsWhere(ctx.db, eq(questionnaireTasks.id, invitation.id));
      if (!model) throw new ApiError('unknownError');
      return model;
    },
    takeThread: async (_root, args, ctx) => {
      const viewer = professionalOnly(ctx.viewer);
      const thread = await visibleThread(ctx.db, viewer, args.threadId);
      if (!thread.isActive) throw new ApiError('threadClosed');
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(threadAssignments)
          .set({ endedAt: ctx.now })
          .where(and(eq(threadAssignments.threadId, thread.id), isNull(threadAssignments.endedAt)));
        await tx
          .insert(threadAssignments)
          .values({ threadId: thread.id, assigneeUserId: viewer.userId, assignedAt: ctx.now });
        await tx
          .insert(threadProfessionals)
          .values({ threadId: thread.id, userId: viewer.userId, grantedAt: ctx.now })
          .onConflictDoNothing();
      });
      await audit(ctx, 'update', 'messageThread', { threadId: thread.id, took: true }, thread.id);
      return thread;
    },
    closeThread: async (_root, args, ctx) => {
      const viewer = professionalOnly(ctx.viewer);
      const thread = await visibleThread(ctx.db, viewer, args.threadId);
      const [closed] = await ctx.db
        .update(messageThreads)
        .set({ isActive: false, closedAt: ctx.now })
        .where(eq(messageThreads.id, thread.id))
        .returning();
      await audit(ctx, 'update', 'messageThread', { threadId: thread.id, closed: true }, thread.id);
      return closed ?? thread;
    },
    setAbsence: async (_root, args, ctx) => {
      const viewer = professionalOnly(ctx.viewer);
      if (!isoDate.test(args.startDate) || !isoDate.test(args.endDate) || args.startDate > args.endDate)
        throw new ApiError('ValidationError', [{ path: 'endDate', message: 'period' }]);
      const substitutes = [...new Set(args.substituteIds)].filter((id) => id !== viewer.userId);
      if (!substitutes.every((id) => /^[0-9a-f-]{36}$/i.test(id))) throw new ApiError('notFound');
      const found = substitutes.length
        ? await ctx.db
            .select({ id: messagingUsers.id })
            .from(messagingUsers)
            .where(and(inArray(messagingUsers.id, substitutes), eq(messagingUsers.kind, 'ProfessionalUser')))
        : [];
      if (found.length !== substitutes.length) throw new ApiError('notFound');
      const [absence] = await ctx.db
        .insert(professionalAbsences)
        .values({
          absenteeUserId: viewer.userId,
          substituteUserIds: substitutes,
          startDate: args.startDate,
          endDate: args.endDate,
          internalMessage: args.internalMessage?.slice(0, 2000) ?? null,
        })
        .returning();
      if (!absence) throw new ApiError('unknownError');
      await audit(ctx, 'create', 'professionalAbsence', { absenceId: absence.id });
      return absence;
    },
    endAbsence: async (_root, _args, ctx) => {
      const viewer = professionalOnly(ctx.viewer);
      const today = helsinkiDate(ctx.now);
      const yesterday = helsinkiDate(new Date(ctx.now.getTime() - 86_400_000));
      const mine = and(
        eq(professionalAbsences.absenteeUserId, viewer.userId),
        gte(professionalAbsences.endDate, today),
      );
      const ended = await ctx.db.transaction(async (tx) => {
        // An absence that has not begun before today is called off altogether: ending it yesterday
        // would put its end before its start, which the table's period check refuses.
        const cancelled = await tx
          .delete(professionalAbsences)
          .where(and(mine, gte(professionalAbsences.startDate, today)))
          .returning({ id: professionalAbsences.id });
        const shortened = await tx
          .update(professionalAbsences)
          .set({ endDate: yesterday })
          .where(and(mine, lte(professionalAbsences.startDate, yesterday)))
          .returning({ id: professionalAbsences.id });
        return cancelled.length + shortened.length;
      });
      await audit(ctx, 'update', 'professionalAbsence', { ended });
      return ended > 0;
    },
  }),
  MessagingThread: {
    id: (thread) => String(thread.id),
    created: (thread) => iso(thread.createdAt),
    participants: async (thread, _args, ctx) =>
      (await ctx.loaders.participants.load(thread.id)).map((row) => row.user),
    assignments: async (thread, _args, ctx) => {
      const assignment = await ctx.loaders.assignment.load(thread.id);
      if (!assignment) return [];
      const assignee = await ctx.loaders.users.load(assignment.assigneeUserId);
      return assignee ? [{ assignee, assigned: iso(assignment.assignedAt) }] : [];
    },
    professionalsWithAccess: async (thread, _args, ctx) =>
      (await ctx.loaders.professionals.load(thread.id)).map((row) => row.user),
    readStatus: async (thread, _args, ctx) =>
      (await ctx.loaders.reads.load(thread.id)).map((read) => ({
        readBy: read.userId,
        readAt: iso(read.readAt),
      })),
    isRead: async (thread, _args, ctx) => {
      const [latest, assignment, reads] = await Promise.all([
        ctx.loaders.latestMessageAt.load(thread.id),
        ctx.loaders.assignment.load(thread.id),
        ctx.loaders.reads.load(thread.id),
      ]);
      return isReadBy(thread, { latest, assignment, reads }, ctx.viewer.userId);
    },
    assigneeAbsent: async (thread, _args, ctx) => {
      const assignment = await ctx.loaders.assignment.load(thread.id);
      if (!assignment) return false;
      const today = helsinkiDate(ctx.now);
      const absences = await ctx.loaders.absences.load(assignment.assigneeUserId);
      return absences.some((absence) => absence.startDate <= today && absence.endDate >= today);
    },
    messages: async (thread, args, ctx) => {
      const limit = bounded('limit', args.limit, maxMessagePage, maxMessagePage);
      const offset = bounded('offset', args.offset, 0, maxOffset);
      const [totalCount, paginatedMessages] = await Promise.all([
        ctx.loaders.messageCount.load(thread.id),
        ctx.loaders.messagePage.load({ threadId: thread.id, limit, offset, order: args.order ?? 'asc' }),
      ]);
      return { totalCount, paginatedMessages };
    },
  },
  Message: {
    id: (message) => String(message.id),
    created: (message) => iso(message.createdAt),
    content: (message) => (message.deletedAt === null ? message.content : null),
    deleted: (message) => message.deletedAt !== null,
    deletedAt: (message) => (message.deletedAt ? iso(message.deletedAt) : null),
    author: async (message, _args, ctx) => {
      const author = await ctx.loaders.users.load(message.authorUserId);
      if (!author) throw new ApiError('unknownError');
      return author;
    },
    deletedBy: (message, _args, ctx) =>
      message.deletedByUserId ? ctx.loaders.users.load(message.deletedByUserId) : null,
    attachments: async (message, _args, ctx) => {
      if (message.deletedAt !== null) return [];
      return ctx.loaders.attachments.load(message.id);
    },
    questionnaireInvitations: (message, _args, ctx) => ctx.loaders.invitations.load(message.id),
  },
  QuestionnaireInvitation: {
    id: (invitation) => String(invitation.id),
    answeredAt: (invitation) => (invitation.answeredAt ? iso(invitation.answeredAt) : null),
    questionnaireForm: (invitation, _args, ctx) => ({
      title: invitation.title[ctx.viewer.lang],
    }),
  },
  MessagingUser: {
    absences: async (user, _args, ctx) => {
      if (user.kind !== 'ProfessionalUser') return [];
      return ctx.loaders.absences.load(user.id);
    },
  },
  Absence: {
    internalMessage: (absence, _args, ctx) =>
      ctx.viewer.kind === 'professional' ? absence.internalMessage : null,
    substitutes: (absence, _args, ctx) => ctx.loaders.usersOf(absence.substituteUserIds),
  },
};
