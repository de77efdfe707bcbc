import type { QuestionnaireAnswer, QuestionnairesAnswer } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { LAURA, MAIJA, MIKKO, patientIdOf, recordReadsOf, signedIn } from '../testing';
import { createQuestionnaireInvitation } from './store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function listOf(code: string, lang = 'fi') {
  const { browser } = await signedIn(server, code);
  const { body } = await browser.json<Extract<QuestionnairesAnswer, { status: 'ok' }>>(
    `/api/questionnaires?lang=${lang}`,
  );
  return body;
}

describe('GET /api/questionnaires', () => {
  it('should answer Maija’s open task and her own answer in the page language', async () => {
    const body = await listOf(MAIJA, 'sv');
    expect(body.status).toBe('ok');
    expect(body.newTaskItems.map((item) => [item.title, item.answeredAt])).toEqual([['Hälsoenkät', null]]);
    expect(body.answerItems.map((item) => item.title)).toEqual(['Sömnenkät']);
    expect(body.answerItems[0]?.answeredAt).not.toBeNull();
    expect(await recordReadsOf(server, MAIJA)).toContain('questionnaires');
  });

  it('should answer empty lists to a person without a patient record', async () => {
    expect(await listOf(LAURA)).toEqual({ type: 'success', status: 'ok', newTaskItems: [], answerItems: [] });
  });
});

describe('GET /api/questionnaires/{id}', () => {
  it('should answer the open invitation with its survey definition and no answer', async () => {
    const [task] = (await listOf(MAIJA)).newTaskItems;
    const { browser } = await signedIn(server, MAIJA);
    const { status, body } = await browser.json<Extract<QuestionnaireAnswer, { status: 'ok' }>>(
      `/api/questionnaires/${task?.id}?lang=en`,
    );
    expect(status).toBe(200);
    expect(body.invitation).toMatchObject({
      id: task?.id,
      title: 'Health questionnaire',
      questionnaireAnswers: [],
    });
    expect(body.invitation.questionnaireForm.form).toHaveProperty('pages');
    expect(await recordReadsOf(server, MAIJA)).toContain('questionnaire');
  });

  it('should answer the answered one with its answers as the JSON string', async () => {
    const [answered] = (await listOf(MAIJA)).answerItems;
    const { browser } = await signedIn(server, MAIJA);
    const { body } = await browser.json<Extract<QuestionnaireAnswer, { status: 'ok' }>>(
      `/api/questionnaires/${answered?.id}`,
    );
    expect(JSON.parse(body.invitation.questionnaireAnswers[0]?.answers ?? '')).toEqual({
      sleepQuality: 'fair',
      snoring: 'no',
    });
  });

  it('should answer not found for another patient’s invitation', async () => {
    const [task] = (await listOf(MAIJA)).newTaskItems;
    const { browser } = await signedIn(server, MIKKO);
    expect(await browser.json(`/api/questionnaires/${task?.id}`)).toEqual({
      status: 404,
      body: { type: 'notFound' },
    });
  });
});

describe('POST /api/questionnaires/answers', () => {
  it('should store Mikko’s answer once, then show it read-only and refuse a second', async () => {
    const patientId = await patientIdOf(server, MIKKO);
    const id = await createQuestionnaireInvitation(server.database.db, {
      patientId,
      formId: 'sleep',
      sentDate: '2026-01-01',
    });
    const { browser, csrfToken } = await signedIn(server, MIKKO);
    const answers = JSON.stringify({ sleepQuality: 'well' });
    const send = () =>
      browser.json(`/api/questionnaires/answers?csrfToken=${csrfToken}`, {
        method: 'POST',
        body: JSON.stringify({ questionnaireInvitationId: id, answers }),
      });
    expect(await send()).toEqual({ status: 200, body: { type: 'success' } });
    const { body } = await browser.json<Extract<QuestionnaireAnswer, { status: 'ok' }>>(
      `/api/questionnaires/${id}`,
    );
    expect(body.invitation.questionnaireAnswers[0]?.answers).toBe(answers);
    expect(await send()).toEqual({ status: 409, body: { type: 'questionnaireAlreadyAnswered' } });
    const list = await listOf(MIKKO);
    expect(list.answerItems.map((item) => item.id)).toEqual([id]);
  });

  it('should answer not found for another patient’s invitation and store nothing', async () => {
    const [task] = (await listOf(MAIJA)).newTaskItems;
    const { browser, csrfToken } = await signedIn(server, MIKKO);
    const answer = await browser.json(`/api/questionnaires/answers?csrfToken=${csrfToken}`, {
      method: 'POST',
      body: JSON.stringify({ questionnaireInvitationId: task?.id, answers: '{"smoking":"no"}' }),
    });
    expect(answer).toEqual({ status: 404, body: { type: 'notFound' } });
    expect((await listOf(MAIJA)).newTaskItems.map((item) => item.id)).toEqual([task?.id]);
  });

  it.each(['[1]', 'not json', '"text"', ''])('should refuse the answers %j', async (answers) => {
    const [task] = (await listOf(MAIJA)).newTaskItems;
    const { browser, csrfToken } = await signedIn(server, MAIJA);
    const answer = await browser.json(`/api/questionnaires/answers?csrfToken=${csrfToken}`, {
      method: 'POST',
      body: JSON.stringify({ questionnaireInvitationId: task?.id, answers }),
    });
    expect(answer).toMatchObject({ status: 400, body: { type: 'ValidationError' } });
  });

  it('should refuse a send without the CSRF token', async () => {
    const [task] = (await listOf(MAIJA)).newTaskItems;
    const { browser } = await signedIn(server, MAIJA);
    const answer = await browser.json('/api/questionnaires/answers', {
      method: 'POST',
      body: JSON.stringify({ questionnaireInvitationId: task?.id, answers: '{}' }),
    });
    expect(answer.status).toBe(403);
  });
});

describe('given the surveys are in maintenance', () => {
  let down: TestServer;
  beforeAll(async () => {
    down = await startTestServer({ SURVEYS_MAINTENANCE: 'on' });
  });
  afterAll(() => down.close());

  it('should answer maintenance mode to the list and the page, and refuse an answer', async () => {
    const browser = down.browser();
    await browser.signIn(MAIJA);
    const { body: session } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
    expect((await browser.json('/api/questionnaires')).body).toEqual({
      type: 'success',
      status: 'maintenance-mode',
    });
    expect((await browser.json('/api/questionnaires/1')).body).toEqual({
      type: 'success',
      status: 'maintenance-mode',
    });
    const answer = await browser.json(`/api/questionnaires/answers?csrfToken=${session.session.csrfToken}`, {
      method: 'POST',
      body: JSON.stringify({ questionnaireInvitationId: 1, answers: '{}' }),
    });
    expect(answer).toEqual({ status: 503, body: { type: 'maintenanceMode' } });
  });
});
