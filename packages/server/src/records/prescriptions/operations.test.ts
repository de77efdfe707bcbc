import type { PrescriptionsAnswer, RenewalAnswers } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { messagingLimits } from '../../http/rateLimit';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MAIJA = '150385-9024';
const AINO = '010158-936L';

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  const { body: list } = await browser.json<PrescriptionsAnswer>('/api/prescriptions');
  return {
    browser,
    list,
    renew: (
      prescriptionIds: number[],
      answers: RenewalAnswers,
      csrfToken: string | null = body.session.csrfToken,
    ) =>
      browser.json<{ threadId: number }>(
        `/api/prescriptions/renewal${csrfToken === null ? '' : `?csrfToken=${csrfToken}`}`,
        { method: 'POST', body: JSON.stringify({ prescriptionIds, answers }) },
      ),
  };
}

const answered = (...ids: number[]): RenewalAnswers => ({
  general: { otherMedicines: 'D-vitamiini', additionalInfo: '' },
  prescriptions: ids.map((prescriptionId) => ({
    prescriptionId,
    purpose: 'Verenpaineeseen',
    hasRunOut: false,
    amountLeft: 'Viikon annos',
    hasSideEffects: false,
  })),
});

const idOf = (list: PrescriptionsAnswer, name: string) => {
  const found = list.prescriptions.find((prescription) => prescription.medicineName === name);
  if (!found) throw new Error(`no ${name}`);
  return found.id;
};

describe('GET /api/prescriptions', () => {
  it('should list Maija’s prescriptions newest first, renewable and not, with renewal open', async () => {
    const { list } = await signedIn(MAIJA);
    expect(list.renewal).toBe('enabled');
    expect(list.prescriptions.map((p) => [p.medicineName, p.isRenewable])).toEqual([
      ['Cetirizin Sandoz', true],
      ['Amlodipin Orion', true],
      ['Ibuprofen Orion', false],
      ['Amoxin', false],
      ['Ventoline Evohaler', true],
    ]);
    expect(list.prescriptions[1]).toMatchObject({
      strength: '5 mg',
      packageSize: 100,
      packageCount: 1,
      packageUnit: 'kpl',
      dosageGuide: '1 tabletti kerran päivässä aamulla',
    });
    const [audit] = await server.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.resource, 'prescriptions'), eq(schema.auditLog.actorSsn, MAIJA)));
    expect(audit).toMatchObject({ action: 'read' });
  });

  it('should answer unauthorized to a caller who is not signed in', async () => {
    expect(await server.browser().json('/api/prescriptions')).toEqual({
      status: 401,
      body: { type: 'unauthorized' },
    });
  });
});

describe('POST /api/prescriptions/renewal', () => {
  describe('given a complete form for two of Maija’s renewable prescriptions', () => {
    it('should start a conversation with the Finnish request composed from the stored prescriptions', async () => {
      const maija = await signedIn(MAIJA);
      const amlodipin = idOf(maija.list, 'Amlodipin Orion');
      const ventoline = idOf(maija.list, 'Ventoline Evohaler');
      const answers = answered(amlodipin, ventoline);
      const { status, body } = await maija.renew([amlodipin, ventoline], answers);
      expect(status).toBe(201);
      const db = server.database.db;
      const [thread] = await db
        .select()
        .from(schema.messageThreads)
        .where(eq(schema.messageThreads.id, body.threadId));
      expect(thread).toMatchObject({ title: 'Reseptin uusimispyyntö', threadType: 'customer' });
      const [message] = await db
        .select()
        .from(schema.messages)
        .where(eq(schema.messages.threadId, body.threadId));
      expect(message?.content).toBe(
        [
          'Reseptin uusimispyyntö',
          'Muut käytössä olevat lääkkeet: D-vitamiini',
          'Lisätietoja: -',
          '------------------------------',
          'Lääke: Amlodipin Orion 5 mg',
          'Annostusohje: 1 tabletti kerran päivässä aamulla',
          'Käyttöohje: Verenpaineen hoitoon',
          'Käyttötarkoitus: Verenpaineeseen',
          'Lääke on loppunut: ei',
          'Lääkettä jäljellä: Viikon annos',
          'Haittavaikutuksia: ei',
          '------------------------------',
          'Lääke: Ventoline Evohaler 0,1 mg/annos',
          'Annostusohje: 1–2 inhalaatiota tarvittaessa, enintään 8 vuorokaudessa',
          'Käyttöohje: Hengenahdistukseen',
          'Käyttötarkoitus: Verenpaineeseen',
          'Lääke on loppunut: ei',
          'Lääkettä jäljellä: Viikon annos',
          'Haittavaikutuksia: ei',
        ].join('\n'),
      );
      const [audit] = await db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.resource, 'prescriptionRenewal'), eq(schema.auditLog.actorSsn, MAIJA)));
      expect(audit).toMatchObject({ action: 'read', detail: { ids: [amlodipin, ventoline] } });
    });
  });

  it('should refuse an incomplete form and start no conversation', async () => {
    const maija = await signedIn(MAIJA);
    const amlodipin = idOf(maija.list, 'Amlodipin Orion');
    const before = await server.database.db.select().from(schema.messageThreads);
    const answers = answered(amlodipin);
    const [first] = answers.prescriptions;
    if (first) first.hasSideEffects = true;
    expect(await maija.renew([amlodipin], answers)).toMatchObject({
      status: 400,
      body: { type: 'ValidationError', details: [{ path: 'answers', message: 'incomplete' }] },
    });
    expect(await server.database.db.select().from(schema.messageThreads)).toHaveLength(before.length);
  });

  it('should refuse a non-renewable prescription', async () => {
    const maija = await signedIn(MAIJA);
    const ibuprofen = idOf(maija.list, 'Ibuprofen Orion');
    expect(await maija.renew([ibuprofen], answered(ibuprofen))).toEqual({
      status: 409,
      body: { type: 'prescriptionNotRenewable' },
    });
  });

  it('should answer notFound for another patient’s prescription', async () => {
    const aino = await signedIn(AINO);
    const metformin = idOf(aino.list, 'Metformin Actavis');
    const maija = await signedIn(MAIJA);
    expect(await maija.renew([metformin], answered(metformin))).toEqual({
      status: 404,
      body: { type: 'notFound' },
    });
  });

  it('should refuse without the csrfToken', async () => {
    const maija = await signedIn(MAIJA);
    const amlodipin = idOf(maija.list, 'Amlodipin Orion');
    expect(await maija.renew([amlodipin], answered(amlodipin), null)).toEqual({
      status: 403,
      body: { type: 'forbidden' },
    });
  });

  it('should refuse an empty list and more than twenty prescriptions', async () => {
    const maija = await signedIn(MAIJA);
    expect(await maija.renew([], answered())).toMatchObject({
      status: 400,
      body: { type: 'ValidationError' },
    });
    const many = Array.from({ length: 21 }, (_, index) => index + 1);
    expect(await maija.renew(many, answered())).toMatchObject({
      status: 400,
      body: { type: 'ValidationError' },
    });
  });
});

describe('given renewals in maintenance', () => {
  let maintenance: TestServer;
  beforeAll(async () => {
    maintenance = await startTestServer({ PRESCRIPTION_RENEWAL: 'maintenance' });
  });
  afterAll(() => maintenance.close());

  it('should say so with the list and refuse a renewal', async () => {
    const browser = maintenance.browser();
    await browser.signIn(MAIJA);
    const { body: session } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
    const { body: list } = await browser.json<PrescriptionsAnswer>('/api/prescriptions');
    expect(list.renewal).toBe('maintenance');
    const amlodipin = idOf(list, 'Amlodipin Orion');
    expect(
      await browser.json(`/api/prescriptions/renewal?csrfToken=${session.session.csrfToken}`, {
        method: 'POST',
        body: JSON.stringify({ prescriptionIds: [amlodipin], answers: answered(amlodipin) }),
      }),
    ).toEqual({ status: 503, body: { type: 'prescriptionRenewalUnavailable' } });
  });
});

describe('given Maija has asked for renewals many times this hour', () => {
  let fresh: TestServer;
  beforeAll(async () => {
    fresh = await startTestServer();
  });
  afterAll(() => fresh.close());

  const [perHour] = messagingLimits.renewals;

  it(`should take ${perHour.points}, then answer 429 tooManyRequests with Retry-After and start no conversation`, async () => {
    const browser = fresh.browser();
    await browser.signIn(MAIJA);
    const { body: session } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
    const { body: list } = await browser.json<PrescriptionsAnswer>('/api/prescriptions');
    const amlodipin = idOf(list, 'Amlodipin Orion');
    const renew = () =>
      browser.fetch(`/api/prescriptions/renewal?csrfToken=${session.session.csrfToken}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prescriptionIds: [amlodipin], answers: answered(amlodipin) }),
      });
    const threads = () => fresh.database.db.select().from(schema.messageThreads);
    const before = (await threads()).length;
    for (let n = 1; n <= perHour.points; n++) expect((await renew()).status).toBe(201);
    const refused = await renew();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ type: 'tooManyRequests' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await threads()).length).toBe(before + perHour.points);
  });
});
