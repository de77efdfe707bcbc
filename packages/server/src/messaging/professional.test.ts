import {
  answerQuestionnaireDocument,
  closeThreadDocument,
  endAbsenceDocument,
  professionalsDocument,
  sendMessageDocument,
  setAbsenceDocument,
  takeThreadDocument,
  threadDocument,
  threadsDocument,
  unreadCountDocument,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, schema } from '../db';
import { openTestDatabase } from '../db/testing';
import { createQuestionnaireInvitation, questionnaireLists } from '../records/questionnaires/store';
import { testMessagingDeps } from '../testing/messagingDeps';
import { createPatientThread } from './createThread';
import { seedDemoStaff } from './demoMessaging';
import type { Viewer } from './graphql/context';
import { type GraphqlRunner, graphqlRunner } from './operations';
import { urlSigner } from './signedUrls';
import { customerMessagingUserId } from './users';

type Answer = { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] };

let database: Database;
let run: GraphqlRunner;
let now = new Date('2026-11-25T08:00:00Z');
let nurse: Viewer;
let doctor: Viewer;
let maija: Viewer;

beforeAll(async () => {
  database = await openTestDatabase();
  const staff = await seedDemoStaff(database.db);
  const [patient] = await database.db
    .insert(schema.patients)
    .values({
      ssn: '150385-9024',
      firstName: 'Maija',
      lastName: 'Virtanen',
      street: 'Katu 1',
      postalCode: '00100',
      postOffice: 'Helsinki',
    })
    .returning({ id: schema.patients.id });
  const patientId = patient?.id ?? '';
  nurse = {
    kind: 'professional',
    userId: staff.get('staff-nurse-helena') ?? '',
    staffSubject: 'staff-nurse-helena',
    lang: 'fi',
  };
  doctor = {
    kind: 'professional',
    userId: staff.get('staff-doctor-antti') ?? '',
    staffSubject: 'staff-doctor-antti',
    lang: 'fi',
  };
  maija = {
    kind: 'customer',
    userId: await customerMessagingUserId(database.db, patientId),
    patientId,
    actorSsn: '150385-9024',
    lang: 'fi',
  };
  await createPatientThread(database.db, {
    patientId,
    actorSsn: '150385-9024',
    title: 'Rokotukset',
    content: 'Tarvitsenko tehosteen?',
    requestId: null,
    now,
  });
  run = graphqlRunner(
    testMessagingDeps(database.db, { clock: () => now }),
    urlSigner('x'.repeat(32), { upload: 60_000, download: 60_000 }),
  );
});
afterAll(() => database.close());

const gql = async (viewer: Viewer, query: string, variables: object = {}) =>
  (await run({ query, variables: variables as Record<string, unknown> }, viewer, null)) as Answer;
type Listed = { id: string; title: string };
const threadsOf = async (viewer: Viewer, category?: string): Promise<Listed[]> =>
  ((await gql(viewer, threadsDocument, category ? { category } : {})).data?.threads?.paginatedThreads ??
    []) as Listed[];
const queue = async (viewer: Viewer, category: string) =>
  (await threadsOf(viewer, category)).map((t) => t.title);

describe('the clinic side of messaging', () => {
  it('should put a patient’s new thread in the unassigned queue, move it to the taker’s own, and show it to others as others', async () => {
    expect(await queue(nurse, 'unassigned')).toEqual(['Rokotukset']);
    expect(await queue(nurse, 'assignedToMe')).toEqual([]);
    const [thread] = await threadsOf(nurse, 'unassigned');
    await gql(nurse, takeThreadDocument, { threadId: thread?.id });
    expect(await queue(nurse, 'assignedToMe')).toEqual(['Rokotukset']);
    expect(await queue(nurse, 'unassigned')).toEqual([]);
    expect(await queue(doctor, 'others')).toEqual(['Rokotukset']);
    // Taken, unanswered: unread for the nurse until she opens it.
    expect((await gql(nurse, unreadCountDocument)).data?.unreadCount).toBe(1);
  });

  it('should let the nurse answer, making the thread unread for Maija', async () => {
    const [thread] = await threadsOf(nurse, 'assignedToMe');
    now = new Date(now.getTime() + 60_000);
    const sent = await gql(nurse, sendMessageDocument, {
      threadId: thread?.id,
      message: { content: 'Kyllä, viiden vuoden välein.' },
    });
    expect(sent.data?.sendMessage).toMatchObject({
      author: { firstName: 'Helena', kind: 'ProfessionalUser' },
    });
    expect((await gql(maija, unreadCountDocument)).data?.unreadCount).toBe(1);
  });

  it('should invite Maija to a questionnaire that is the one on her questionnaire list, answered once', async () => {
    const [thread] = await threadsOf(nurse, 'assignedToMe');
    const sent = await gql(nurse, sendMessageDocument, {
      threadId: thread?.id,
      message: { content: 'Täytäthän esitietolomakkeen.' },
    });
    await database.db.insert(schema.questionnaireForms).values({
      id: 'esitiedot',
      title: { fi: 'Esitiedot', sv: 'Förhandsuppgifter', en: 'Background' },
      form: {},
    });
    const taskId = await createQuestionnaireInvitation(database.db, {
      patientId: maija.kind === 'customer' ? maija.patientId : '',
      formId: 'esitiedot',
      sentDate: '2026-11-25',
      messageId: Number(sent.data?.sendMessage.id),
    });
    const read = await gql(maija, threadDocument, { id: thread?.id });
    const shown = (read.data?.thread.messages.paginatedMessages ?? []) as {
      questionnaireInvitations: unknown[];
    }[];
    const invited = shown.flatMap((message) => message.questionnaireInvitations);
    expect(invited).toEqual([
      { id: String(taskId), answeredAt: null, questionnaireForm: { title: 'Esitiedot' } },
    ]);

    const answered = await gql(maija, answerQuestionnaireDocument, {
      questionnaireInvitationId: String(taskId),
      answers: '{"allergiat":"ei"}',
    });
    expect(answered.data?.answerQuestionnaire).toEqual({ id: String(taskId), answeredAt: now.toISOString() });
    const again = await gql(maija, answerQuestionnaireDocument, {
      questionnaireInvitationId: String(taskId),
      answers: '{}',
    });
    expect(again.errors?.[0]?.extensions?.code).toBe('ValidationError');
    const lists = await questionnaireLists(
      database.db,
      maija.kind === 'customer' ? maija.patientId : '',
      'fi',
    );
    expect(lists.answerItems.map((item) => item.id)).toEqual([taskId]);
    // The professional cannot answer for the patient.
    const byNurse = await gql(nurse, answerQuestionnaireDocument, {
      questionnaireInvitationId: String(taskId),
      answers: '{}',
    });
    expect(byNurse.errors?.[0]?.extensions?.code).toBe('notFound');
  });

  it('should show the doctor the nurse’s threads as substitutions while she is absent, and tell Maija', async () => {
    const professionals = (await gql(nurse, professionalsDocument)).data?.professionals as { id: string }[];
    expect(professionals.map((p) => p.id)).toContain(doctor.userId);
    await gql(nurse, setAbsenceDocument, {
      startDate: '2026-11-25',
      endDate: '2026-11-27',
      substituteIds: [doctor.userId],
    });
    expect(await queue(doctor, 'substitutions')).toEqual(['Rokotukset']);
    expect(await queue(doctor, 'others')).toEqual([]);
    const [thread] = await threadsOf(maija);
    expect((await gql(maija, threadDocument, { id: thread?.id })).data?.thread.assigneeAbsent).toBe(true);
  });

  it('should refuse the clinic’s operations to a patient', async () => {
    const [thread] = await threadsOf(maija);
    for (const [document, variables] of [
      [takeThreadDocument, { threadId: thread?.id }],
      [closeThreadDocument, { threadId: thread?.id }],
      [professionalsDocument, {}],
      [threadsDocument, { category: 'unassigned' }],
    ] as const)
      expect((await gql(maija, document, variables)).errors?.[0]?.extensions?.code).toBe('forbidden');
  });

  it('should close the thread: into the closed list, and no more messages', async () => {
    const [thread] = await threadsOf(nurse, 'assignedToMe');
    expect((await gql(nurse, closeThreadDocument, { threadId: thread?.id })).data?.closeThread).toEqual({
      id: thread?.id,
      isActive: false,
    });
    expect(await queue(nurse, 'closed')).toEqual(['Rokotukset']);
    const reply = await gql(maija, sendMessageDocument, {
      threadId: thread?.id,
      message: { content: 'Kiitos' },
    });
    expect(reply.errors?.[0]?.extensions?.code).toBe('threadClosed');
  });
});

describe('a professional ending an absence', () => {
  const ownAbsences = async (viewer: Viewer) =>
    (await gql(viewer, 'query { me { absences { startDate endDate } } }')).data?.me.absences;

  describe('given the doctor has marked an absence that starts next month', () => {
    it('should call it off, answering true', async () => {
      await gql(doctor, setAbsenceDocument, {
        startDate: '2026-12-10',
        endDate: '2026-12-20',
        substituteIds: [],
      });
      expect(await ownAbsences(doctor)).toEqual([{ startDate: '2026-12-10', endDate: '2026-12-20' }]);
      const ended = await gql(doctor, endAbsenceDocument);
      expect(ended).toEqual({ data: { endAbsence: true } });
      expect(await ownAbsences(doctor)).toEqual([]);
    });
  });

  describe('given the doctor has an absence that began last week and one that starts today', () => {
    it('should end the first yesterday and call off the second', async () => {
      await gql(doctor, setAbsenceDocument, {
        startDate: '2026-11-18',
        endDate: '2026-11-30',
        substituteIds: [],
      });
      await gql(doctor, setAbsenceDocument, {
        startDate: '2026-11-25',
        endDate: '2026-11-26',
        substituteIds: [],
      });
      const ended = await gql(doctor, endAbsenceDocument);
      expect(ended).toEqual({ data: { endAbsence: true } });
      expect(await ownAbsences(doctor)).toEqual([]);
      const [kept] = await database.db
        .select({
          startDate: schema.professionalAbsences.startDate,
          endDate: schema.professionalAbsences.endDate,
        })
        .from(schema.professionalAbsences)
        .where(eq(schema.professionalAbsences.absenteeUserId, doctor.userId));
      expect(kept).toEqual({ startDate: '2026-11-18', endDate: '2026-11-24' });
    });
  });
});
