import type { VisitAnswer, VisitsAnswer } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MAIJA = '150385-9024';
const MIKKO = '150385-913F';
const LAURA = '040790-9259';

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  return browser;
}

async function visitsOf(code: string, lang = 'fi') {
  const browser = await signedIn(code);
  const { status, body } = await browser.json<VisitsAnswer>(`/api/visits?lang=${lang}`);
  expect(status).toBe(200);
  return { browser, visits: body.visits };
}

describe('GET /api/visits', () => {
  describe('given Maija with her demo visits', () => {
    it('should list them newest first with practitioner, specialty and diagnoses', async () => {
      const { visits } = await visitsOf(MAIJA, 'sv');
      const times = visits.map((visit) => Date.parse(visit.dateTime));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(visits[0]).toMatchObject({
        practitioner: { name: 'Anna Lahtinen' },
        specialty: { name: 'Allmänmedicin' },
        diagnoses: [{ code: 'J06.9', description: 'Ylähengitystieinfektio' }],
      });
      expect(visits.flatMap((visit) => visit.diagnoses)).toContainEqual({
        code: null,
        description: 'Kausiluonteinen allerginen nuha',
      });
    });

    it('should never list a report restricted to professionals', async () => {
      const { visits } = await visitsOf(MAIJA);
      expect(visits).toHaveLength(4);
      expect(visits.flatMap((visit) => visit.diagnoses.map((d) => d.description))).not.toContain(
        'Sopeutumishäiriö',
      );
    });

    it('should write who read whose visits to the audit log', async () => {
      const { visits } = await visitsOf(MAIJA);
      const rows = await server.database.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.resource, 'visits'), eq(schema.auditLog.actorSsn, MAIJA)));
      expect(rows.at(-1)).toMatchObject({ action: 'read', detail: { ids: visits.map((visit) => visit.id) } });
      expect(rows.at(-1)?.subjectPatientId).toEqual(expect.any(String));
    });
  });

  it('should answer an empty list to a signed-in person without a patient record', async () => {
    const { visits } = await visitsOf(LAURA);
    expect(visits).toEqual([]);
  });

  it('should answer unauthorized to a caller who is not signed in', async () => {
    expect(await server.browser().json('/api/visits')).toEqual({
      status: 401,
      body: { type: 'unauthorized' },
    });
  });
});

describe('GET /api/visits/{id}', () => {
  it('should answer the visit with its texts and the patient’s name and identity code', async () => {
    const { browser, visits } = await visitsOf(MAIJA, 'en');
    const newest = visits[0];
    const { status, body } = await browser.json<VisitAnswer>(`/api/visits/${newest?.id}?lang=en`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      type: 'success',
      fullName: 'Maija Virtanen',
      personalIdentityCode: MAIJA,
      visit: { id: newest?.id, specialty: { name: 'General practice' } },
    });
    expect(body.visit.texts.map((text) => text.title)).toEqual(['Tulosyy', 'Tutkimukset', 'Hoito ja jatko']);
    const [audit] = await server.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.resource, 'visit'), eq(schema.auditLog.actorSsn, MAIJA)));
    expect(audit).toMatchObject({ action: 'read', detail: { ids: [newest?.id] } });
  });

  it('should answer notFound for another patient’s visit, as for one that does not exist', async () => {
    const { visits } = await visitsOf(MIKKO);
    const mikkos = visits[0]?.id;
    const maija = await signedIn(MAIJA);
    expect(await maija.json(`/api/visits/${mikkos}`)).toEqual({ status: 404, body: { type: 'notFound' } });
    expect(await maija.json('/api/visits/999999')).toEqual({ status: 404, body: { type: 'notFound' } });
  });

  it('should answer notFound for her own visit restricted to professionals', async () => {
    const [restricted] = await server.database.db
      .select({ id: schema.visits.id })
      .from(schema.visits)
      .where(eq(schema.visits.externalId, 'demo-visit-maija-5'));
    const maija = await signedIn(MAIJA);
    expect(await maija.json(`/api/visits/${restricted?.id}`)).toEqual({
      status: 404,
      body: { type: 'notFound' },
    });
  });

  it.each(['0', 'abc', '1.5', '99999999999'])('should refuse the id %s', async (id) => {
    const maija = await signedIn(MAIJA);
    expect(await maija.json(`/api/visits/${id}`)).toMatchObject({
      status: 400,
      body: { type: 'ValidationError' },
    });
  });
});
