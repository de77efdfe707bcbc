import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, schema } from '../db';
import { openTestDatabase } from '../db/testing';
import { createPatientThread } from './createThread';
import { customerMessagingUserId } from './users';

const { patients, messageThreads, threadAssignments, threadParticipants, messages, threadReads, auditLog } =
  schema;

let database: Database;
let maija: string;
let pekka: string;
beforeAll(async () => {
  database = await openTestDatabase();
  const address = { street: 'Mannerheimintie 1', postalCode: '00100', postOffice: 'Helsinki' };
  const rows = await database.db
    .insert(patients)
    .values([
      { ssn: '150385-9024', firstName: 'Maija', lastName: 'Virtanen', ...address },
      { ssn: '200956-9475', firstName: 'Pekka', lastName: 'Koskinen', ...address },
    ])
    .returning({ id: patients.id });
  [maija, pekka] = rows.map((row) => row.id) as [string, string];
});
afterAll(() => database.close());

const base = { actorSsn: '150385-9024', requestId: 'test' };

describe('createPatientThread', () => {
  it('should start an unassigned customer thread with the patient and the first message', async () => {
    const now = new Date('2026-11-25T08:00:00Z');
    const { threadId, messageId } = await createPatientThread(database.db, {
      ...base,
      patientId: maija,
      title: '  Reseptin uusintapyyntö ',
      content: 'Pyydän uusimaan reseptin.',
      now,
    });
    const db = database.db;
    const [thread] = await db.select().from(messageThreads).where(eq(messageThreads.id, threadId));
    expect(thread).toMatchObject({ title: 'Reseptin uusintapyyntö', threadType: 'customer', isActive: true });
    expect(await db.select().from(threadAssignments).where(eq(threadAssignments.threadId, threadId))).toEqual(
      [],
    );
    const userId = await customerMessagingUserId(db, maija);
    expect(
      await db
        .select({ userId: threadParticipants.userId })
        .from(threadParticipants)
        .where(eq(threadParticipants.threadId, threadId)),
    ).toEqual([{ userId }]);
    const [message] = await db.select().from(messages).where(eq(messages.id, messageId));
    expect(message).toMatchObject({ threadId, authorUserId: userId, content: 'Pyydän uusimaan reseptin.' });
    expect(await db.select().from(threadReads).where(eq(threadReads.threadId, threadId))).toEqual([
      { threadId, userId, readAt: now },
    ]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.resource, 'messageThread'));
    expect(audit.at(-1)).toMatchObject({
      action: 'create',
      subjectPatientId: maija,
      actorSsn: '150385-9024',
    });
  });

  it('should give each patient one messaging user however many threads they start', async () => {
    await createPatientThread(database.db, { ...base, patientId: maija, title: 'Toinen', content: 'Hei' });
    const users = await database.db
      .select()
      .from(schema.messagingUsers)
      .where(eq(schema.messagingUsers.patientId, maija));
    expect(users).toHaveLength(1);
  });

  it.each([
    ['', 'Hei', 'title'],
    ['x'.repeat(71), 'Hei', 'title'],
    ['Aihe', '  \n', 'content'],
  ])('should refuse the subject %j with the message %j and store nothing', async (title, content, path) => {
    const before = await database.db.select().from(messageThreads);
    await expect(
      createPatientThread(database.db, { ...base, patientId: maija, title, content }),
    ).rejects.toMatchObject({
      type: 'ValidationError',
      details: [{ path }],
    });
    expect(await database.db.select().from(messageThreads)).toHaveLength(before.length);
  });

  it("should refuse another patient's attachment and store nothing", async () => {
    const pekkaUser = await customerMessagingUserId(database.db, pekka);
    const [upload] = await database.db
      .insert(schema.messageAttachments)
      .values({
        key: 'pekka-upload',
        uploaderUserId: pekkaUser,
        fileName: 'lausunto.pdf',
        contentType: 'application/pdf',
        sizeBytes: 4,
        uploadStartedAt: new Date(),
        uploadedAt: new Date(),
      })
      .returning({ id: schema.messageAttachments.id });
    const before = await database.db.select().from(messageThreads);
    await expect(
      createPatientThread(database.db, {
        ...base,
        patientId: maija,
        title: 'Liite',
        content: 'Hei',
        attachmentIds: [upload?.id ?? ''],
      }),
    ).rejects.toMatchObject({ type: 'ValidationError', details: [{ path: 'attachments' }] });
    expect(await database.db.select().from(messageThreads)).toHaveLength(before.length);
    const [still] = await database.db
      .select()
      .from(schema.messageAttachments)
      .where(eq(schema.messageAttachments.key, 'pekka-upload'));
    expect(still?.messageId).toBeNull();
  });
});
