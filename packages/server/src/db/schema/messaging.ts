import { type MessagingUserType, messagingUserTypes, type ThreadType, threadTypes } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, type LocalizedText, sqlList } from './columns';
import { patients } from './patients';

/** Roles of clinic staff in the messaging workspace. */
export const staffRoles = ['nurse', 'doctor'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * Everyone who takes part in threads: a patient (`CustomerUser`, tied to the patient row), an HR
 * user, or a professional of the clinic (tied to the subject the identity provider signs staff in
 * with, and a role).
 */
export const messagingUsers = pgTable(
  'messaging_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<MessagingUserType>().notNull(),
    patientId: uuid('patient_id')
      .unique()
      .references(() => patients.id, { onDelete: 'cascade' }),
    staffSubject: text('staff_subject').unique(),
    staffRole: text('staff_role').$type<StaffRole>(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title'),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    check('messaging_users_kind_check', sql`${table.kind} in (${sqlList(messagingUserTypes)})`),
    check(
      'messaging_users_customer_check',
      sql`(${table.kind} = 'CustomerUser') = (${table.patientId} is not null)`,
    ),
    check(
      'messaging_users_professional_check',
      sql`(${table.kind} = 'ProfessionalUser') = (${table.staffSubject} is not null and ${table.staffRole} is not null)`,
    ),
    check(
      'messaging_users_role_check',
      sql`${table.staffRole} is null or ${table.staffRole} in (${sqlList(staffRoles)})`,
    ),
  ],
);

/** A professional's absence; while it lasts, the substitutes see the absentee's threads. */
export const professionalAbsences = pgTable(
  'professional_absences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    absenteeUserId: uuid('absentee_user_id')
      .notNull()
      .references(() => messagingUsers.id, { onDelete: 'cascade' }),
    substituteUserIds: uuid('substitute_user_ids').array().notNull().default(sql`'{}'::uuid[]`),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    internalMessage: text('internal_message'),
    createdAt: createdAt(),
  },
  (table) => [
    index('professional_absences_absentee_idx').on(table.absenteeUserId, table.endDate),
    check('professional_absences_period_check', sql`${table.startDate} <= ${table.endDate}`),
  ],
);

/**
 * A conversation. The numeric id is the one in the thread's address. `professionals_changed_at`
 * is the professionals timestamp of the read-state rule: it moves whenever the professionals with
 * access change, so everyone sees the thread as changed.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    threadType: text('thread_type').$type<ThreadType>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    closedAt: instant('closed_at'),
    professionalsChangedAt: instant('professionals_changed_at'),
  },
  (table) => [
    check('message_threads_type_check', sql`${table.threadType} in (${sqlList(threadTypes)})`),
    check('message_threads_closed_check', sql`${table.isActive} = (${table.closedAt} is null)`),
  ],
);

/** The customers and HR users a thread is with. */
export const threadParticipants = pgTable(
  'thread_participants',
  {
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => messagingUsers.id, { onDelete: 'cascade' }),
    addedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.threadId, table.userId] }),
    index('thread_participants_user_idx').on(table.userId),
  ],
);

/**
 * Who a thread is assigned to. The history stays; the current assignment is the one row without
 * `ended_at`, at most one a thread. A thread without a current assignment is in the unassigned queue.
 */
export const threadAssignments = pgTable(
  'thread_assignments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    assigneeUserId: uuid('assignee_user_id')
      .notNull()
      .references(() => messagingUsers.id, { onDelete: 'cascade' }),
    assignedAt: instant('assigned_at').notNull().defaultNow(),
    endedAt: instant('ended_at'),
  },
  (table) => [
    uniqueIndex('thread_assignments_one_current').on(table.threadId).where(sql`${table.endedAt} is null`),
    index('thread_assignments_assignee_idx').on(table.assigneeUserId),
  ],
);

/** Professionals who may read and answer a thread beside its assignee. */
export const threadProfessionals = pgTable(
  'thread_professionals',
  {
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => messagingUsers.id, { onDelete: 'cascade' }),
    grantedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.userId] })],
);

/**
 * One message. A deleted message keeps its row (who deleted it, when and why) but loses its
 * content, so it reads as "This message has been deleted." and nothing of it can be recovered.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => messagingUsers.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
    deletedAt: instant('deleted_at'),
    deletedByUserId: uuid('deleted_by_user_id').references(() => messagingUsers.id),
    deletedReason: text('deleted_reason'),
  },
  (table) => [
    index('messages_thread_created_idx').on(table.threadId, table.createdAt),
    check('messages_deleted_empty_check', sql`${table.deletedAt} is null or ${table.content} = ''`),
  ],
);

/**
 * An attachment: an upload slot first (key, declared name, type and size), then its bytes once PUT
 * to the signed address, then the message it belongs to. The bytes live in the object store under
 * `message-attachment/{id}`, never here. The address works once: `uploadStartedAt` is set when it is
 * first used, `uploadedAt` once the bytes are stored. Only a sent message's participants may
 * download it; an unreferenced slot belongs to its uploader alone, and is swept a day later.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    uploaderUserId: uuid('uploader_user_id')
      .notNull()
      .references(() => messagingUsers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes'),
    uploadStartedAt: instant('upload_started_at'),
    uploadedAt: instant('uploaded_at'),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('message_attachments_message_idx').on(table.messageId),
    index('message_attachments_unsent_idx')
      .on(table.uploaderUserId, table.createdAt)
      .where(sql`${table.messageId} is null`),
    check(
      'message_attachments_uploaded_check',
      sql`${table.uploadedAt} is null or (${table.uploadStartedAt} is not null and ${table.sizeBytes} is not null)`,
    ),
    check(
      'message_attachments_sent_check',
      sql`${table.messageId} is null or ${table.uploadedAt} is not null`,
    ),
  ],
);

/** The last time each user read a thread. */
export const threadReads = pgTable(
  'thread_reads',
  {
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => messagingUsers.id, { onDelete: 'cascade' }),
    readAt: instant('read_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.userId] })],
);

/** Kinds of messaging announcement banner. */
export const announcementTypes = ['info', 'warning'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** The messaging info banner shown above a thread while active; its description is markdown. */
export const messagingAnnouncements = pgTable(
  'messaging_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    active: boolean('active').notNull(),
    heading: jsonb('heading').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    announcementType: text('announcement_type').$type<AnnouncementType>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'messaging_announcements_type_check',
      sql`${table.announcementType} in (${sqlList(announcementTypes)})`,
    ),
  ],
);
