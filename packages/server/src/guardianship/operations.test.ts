import type { OwnAppointmentWire, SessionAnswer, WardWire } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MAIJA = '150385-9024';
const MIKKO = '150385-913F';
const AINO = '010158-936L';
const EETU = '120518A958A';
const ELLA = '031111A969W';
const ONNI = '221009A9175';

type Lists = { future: OwnAppointmentWire[]; past: OwnAppointmentWire[] };

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  const session = async () => (await browser.json<SessionAnswer>('/api/session')).body;
  const token = (await session()).session.csrfToken ?? '';
  return {
    browser,
    token,
    session,
    children: () => browser.json<{ children: WardWire[] }>('/api/guardian/children'),
    actFor: (personalIdentityCode: string, csrfToken: string | null = token) =>
      browser.json<{ child: { firstName: string } }>(
        `/api/acting-for${csrfToken === null ? '' : `?csrfToken=${csrfToken}`}`,
        { method: 'POST', body: JSON.stringify({ personalIdentityCode }) },
      ),
    stop: (csrfToken: string | null = token) =>
      browser.json(`/api/acting-for${csrfToken === null ? '' : `?csrfToken=${csrfToken}`}`, {
        method: 'DELETE',
      }),
    lists: async () => (await browser.json<Lists>('/api/own-appointments?lang=en')).body,
  };
}

const patientId = async (ssn: string) => {
  const [row] = await server.database.db
    .select({ id: schema.patients.id })
    .from(schema.patients)
    .where(eq(schema.patients.ssn, ssn));
  return row?.id;
};

const lastAudit = async (actorSsn: string, action: string) => {
  const [row] = await server.database.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.actorSsn, actorSsn), eq(schema.auditLog.action, action)))
    .orderBy(desc(schema.auditLog.id))
    .limit(1);
  return row;
};

describe('GET /api/guardian/children', () => {
  describe('given Mikko, the guardian of Eetu (8) and Ella (15)', () => {
    it('should list both, youngest first, and that only Eetu may be acted for', async () => {
      const { status, body } = await (await signedIn(MIKKO)).children();
      expect(status).toBe(200);
      expect(body.children).toEqual([
        { personalIdentityCode: EETU, firstName: 'Eetu', lastName: 'Virtanen', age: 8, mayActFor: true },
        { personalIdentityCode: ELLA, firstName: 'Ella', lastName: 'Järvinen', age: 15, mayActFor: false },
      ]);
    });

    it('should record that the register was read', async () => {
      await (await signedIn(MIKKO)).children();
      expect(await lastAudit(MIKKO, 'read')).toMatchObject({
        resource: 'populationRegister.children',
        subjectPatientId: await patientId(MIKKO),
        detail: { count: 2 },
      });
    });
  });

  describe('given Aino, who is nobody’s guardian', () => {
    it('should list no children', async () => {
      const { body } = await (await signedIn(AINO)).children();
      expect(body.children).toEqual([]);
    });
  });

  describe('given no session', () => {
    it('should answer 401', async () => {
      const { status } = await server.browser().json('/api/guardian/children');
      expect(status).toBe(401);
    });
  });
});

describe('POST /api/acting-for', () => {
  describe('given Mikko choosing Eetu', () => {
    it('should make the session Eetu’s: his name in the session and his appointments', async () => {
      const mikko = await signedIn(MIKKO);
      const own = await mikko.lists();

      const { status, body } = await mikko.actFor(EETU);

      expect(status).toBe(200);
      expect(body.child).toEqual({ firstName: 'Eetu', lastName: 'Virtanen' });
      const after = await mikko.session();
      expect(after.actingFor).toEqual({ firstName: 'Eetu', lastName: 'Virtanen' });
      expect(after.user).toEqual({ firstName: 'Mikko', lastName: 'Korhonen' });
      expect(after.session.healthCareType).toBe('private');
      const eetus = await mikko.lists();
      expect(eetus.future.length).toBeGreaterThan(0);
      expect(eetus.future.map((a) => a.id)).not.toEqual(own.future.map((a) => a.id));
    });

    it('should audit the start and every read with both Mikko and Eetu', async () => {
      const mikko = await signedIn(MIKKO);
      await mikko.actFor(EETU);
      await mikko.lists();
      const eetu = await patientId(EETU);

      expect(await lastAudit(MIKKO, 'actForChild')).toMatchObject({
        subjectPatientId: eetu,
        onBehalfOfPatientId: eetu,
        detail: { guardianType: 'parent' },
      });
      expect(await lastAudit(MIKKO, 'read')).toMatchObject({
        resource: 'reservation',
        subjectPatientId: eetu,
        onBehalfOfPatientId: eetu,
      });
    });

    it('should refuse another patient’s appointment while acting for Eetu, and change nothing', async () => {
      const maija = await signedIn(MAIJA);
      const maijas = (await maija.lists()).future.find((a) => a.selfCheckInStatus === 'allowed');
      expect(maijas).toBeDefined();
      const mikko = await signedIn(MIKKO);
      await mikko.actFor(EETU);

      const read = await mikko.browser.json(`/api/own-appointments/${maijas?.id}?lang=en`);
      const checkIn = await mikko.browser.json(
        `/api/appointments/check-in/${maijas?.id}?csrfToken=${mikko.token}`,
        { method: 'POST' },
      );

      expect(read.status).toBe(404);
      expect(checkIn).toMatchObject({ status: 404, body: { type: 'notFound' } });
      const still = (await maija.lists()).future.find((a) => a.id === maijas?.id);
      expect(still?.selfCheckInStatus).toBe('allowed');
    });
  });

  describe('given Maija, Eetu’s other guardian', () => {
    it('should let her act for Eetu too', async () => {
      const maija = await signedIn(MAIJA);
      expect((await maija.actFor(EETU)).status).toBe(200);
      expect((await maija.session()).actingFor?.firstName).toBe('Eetu');
    });
  });

  describe.each([
    ['Ella, who is 15 and signs in herself', MIKKO, ELLA, 'signsInAlone'],
    ['Onni, who is not his child', MIKKO, ONNI, 'notGuardian'],
    ['Eetu, when she is not his guardian', AINO, EETU, 'notGuardian'],
  ])('given a choice of %s', (_, guardian, child, reason) => {
    it('should answer disallowed, leave the session as it was and record the refusal', async () => {
      const person = await signedIn(guardian);
      const before = await person.lists();

      const { status, body } = await person.actFor(child);

      expect(status).toBe(403);
      expect(body).toEqual({ type: 'disallowed' });
      expect((await person.session()).actingFor).toBeNull();
      expect(await person.lists()).toEqual(before);
      expect(await lastAudit(guardian, 'actForChildRefused')).toMatchObject({
        onBehalfOfPatientId: null,
        detail: { reason, child: `${child.slice(0, 7)}****` },
      });
    });
  });

  describe('given no csrf token', () => {
    it('should answer 403 and not act for the child', async () => {
      const mikko = await signedIn(MIKKO);
      const { status } = await mikko.actFor(EETU, null);
      expect(status).toBe(403);
      expect((await mikko.session()).actingFor).toBeNull();
    });
  });

  describe('given something that is not an identity code', () => {
    it.each(['120518A958B', 'DROP TABLE', ''])('should answer 400 for %j', async (code) => {
      const { status, body } = await (await signedIn(MIKKO)).actFor(code);
      expect(status).toBe(400);
      expect(body).toMatchObject({ type: 'ValidationError' });
    });
  });

  describe('given no session', () => {
    it('should answer 401', async () => {
      const { status } = await server.browser().json('/api/acting-for', {
        method: 'POST',
        body: JSON.stringify({ personalIdentityCode: EETU }),
      });
      expect(status).toBe(401);
    });
  });
});

describe('DELETE /api/acting-for', () => {
  describe('given Mikko acting for Eetu', () => {
    it('should make the session Mikko’s own again and record it', async () => {
      const mikko = await signedIn(MIKKO);
      const own = await mikko.lists();
      await mikko.actFor(EETU);

      const { status } = await mikko.stop();

      expect(status).toBe(200);
      expect((await mikko.session()).actingFor).toBeNull();
      expect(await mikko.lists()).toEqual(own);
      expect(await lastAudit(MIKKO, 'stopActingForChild')).toMatchObject({
        subjectPatientId: await patientId(EETU),
      });
    });

    it('should refuse without a csrf token and keep acting for Eetu', async () => {
      const mikko = await signedIn(MIKKO);
      await mikko.actFor(EETU);
      expect((await mikko.stop(null)).status).toBe(403);
      expect((await mikko.session()).actingFor?.firstName).toBe('Eetu');
    });
  });

  describe('given a person acting for themselves', () => {
    it('should answer success and change nothing', async () => {
      const aino = await signedIn(AINO);
      expect((await aino.stop()).status).toBe(200);
      expect((await aino.session()).actingFor).toBeNull();
    });
  });
});

const JUSSI = '090699-982V';
const LUMI = '150621A9043';

const childRegistration = {
  // The form shows the register's names disabled; the server takes the register's in any case.
  firstName: 'Someone',
  lastName: 'Else',
  streetAddress: 'Sibeliuksenkatu 22 as 3',
  postalCode: '04400',
  postOffice: 'Järvenpää',
  emailAddress: 'jussi.nieminen@example.fi',
  phoneNumber: '+358407654321',
  privacyPolicyRead: true,
  dataProcessingAccepted: true,
};

describe('POST /api/acting-for/registration', () => {
  describe('given Jussi, the guardian of Lumi (5), of whom the clinic has no record', () => {
    it('should answer noPatient to acting for her, then register her by the register’s names and act for her', async () => {
      const jussi = await signedIn(JUSSI);
      expect((await jussi.children()).body.children).toEqual([
        { personalIdentityCode: LUMI, firstName: 'Lumi', lastName: 'Nieminen', age: 5, mayActFor: true },
      ]);
      expect(await jussi.actFor(LUMI)).toMatchObject({ status: 403, body: { type: 'noPatient' } });

      const registered = await jussi.browser.json<{ child: { firstName: string; lastName: string } }>(
        `/api/acting-for/registration?csrfToken=${jussi.token}`,
        { method: 'POST', body: JSON.stringify({ ...childRegistration, personalIdentityCode: LUMI }) },
      );

      expect(registered.status).toBe(200);
      expect(registered.body.child).toEqual({ firstName: 'Lumi', lastName: 'Nieminen' });
      expect((await jussi.session()).actingFor).toEqual({ firstName: 'Lumi', lastName: 'Nieminen' });
      expect((await jussi.session()).user).toEqual({ firstName: 'Jussi', lastName: 'Nieminen' });
      const lumi = await patientId(LUMI);
      expect(lumi).toBeDefined();
      expect(await lastAudit(JUSSI, 'create')).toMatchObject({
        resource: 'patient',
        subjectPatientId: lumi,
        onBehalfOfPatientId: lumi,
      });

      const again = await jussi.browser.json(`/api/acting-for/registration?csrfToken=${jussi.token}`, {
        method: 'POST',
        body: JSON.stringify({ ...childRegistration, personalIdentityCode: LUMI }),
      });
      expect(again).toMatchObject({ status: 409, body: { type: 'userAlreadyExists' } });
    });
  });

  describe('given Maija, who is not Lumi’s guardian', () => {
    it('should refuse with disallowed and create nothing', async () => {
      const maija = await signedIn(MAIJA);
      const { status, body } = await maija.browser.json(
        `/api/acting-for/registration?csrfToken=${maija.token}`,
        {
          method: 'POST',
          body: JSON.stringify({ ...childRegistration, personalIdentityCode: '150621A9043' }),
        },
      );
      expect(status).toBe(403);
      expect(body).toEqual({ type: 'disallowed' });
    });
  });
});

describe('every request while acting for a child', () => {
  describe('given Maija acting for Eetu when the register ends her guardianship', () => {
    it('should refuse the next request with disallowed and make the session hers again', async () => {
      const maija = await signedIn(MAIJA);
      await maija.actFor(EETU);
      expect((await maija.browser.json('/api/own-appointments?lang=en')).status).toBe(200);
      const [maijaId, eetuId] = [await patientId(MAIJA), await patientId(EETU)];
      const row = and(
        eq(schema.guardianships.guardianPatientId, maijaId ?? ''),
        eq(schema.guardianships.childPatientId, eetuId ?? ''),
      );
      const [ended] = await server.database.db.delete(schema.guardianships).where(row).returning();
      try {
        const next = await maija.browser.json('/api/own-appointments?lang=en');

        expect(next).toMatchObject({ status: 403, body: { type: 'disallowed' } });
        const session = await maija.session();
        expect(session.actingFor).toBeNull();
        expect(session.user).toEqual({ firstName: 'Maija', lastName: 'Virtanen' });
        expect(await lastAudit(MAIJA, 'actingForChildEnded')).toMatchObject({
          subjectPatientId: eetuId,
          detail: { reason: 'notGuardian' },
        });
      } finally {
        if (ended) await server.database.db.insert(schema.guardianships).values(ended);
      }
    });
  });

  describe('given Mikko acting for Eetu while the guardianship stands', () => {
    it('should answer as Eetu on every request', async () => {
      const mikko = await signedIn(MIKKO);
      await mikko.actFor(EETU);
      expect((await mikko.browser.json('/api/own-appointments?lang=en')).status).toBe(200);
      expect((await mikko.session()).actingFor?.firstName).toBe('Eetu');
    });
  });
});
