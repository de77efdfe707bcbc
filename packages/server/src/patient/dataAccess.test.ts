import { type DataAccessAnswer, dataAccessPageSize, type UserAnswer } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../audit';
import { schema } from '../db';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  const log = (query = '') => browser.json<DataAccessAnswer>(`/api/user/data-access${query}`);
  return { browser, csrfToken: body.session.csrfToken, log };
}

async function patientIdOf(ssn: string): Promise<string> {
  const [row] = await server.database.db
    .select({ id: schema.patients.id })
    .from(schema.patients)
    .where(eq(schema.patients.ssn, ssn));
  if (!row) throw new Error(`no patient ${ssn}`);
  return row.id;
}

/** A line of one deed, done once. */
const once = { id: expect.any(Number), at: expect.any(String), firstAt: expect.any(String), count: 1 };

describe('GET /api/user/data-access', () => {
  describe('given Timo, who reads and changes his own details', () => {
    it('should list those, newest first, with this reading of the log itself on top', async () => {
      const timo = await signedIn('280275-971B');
      await timo.browser.json<UserAnswer>('/api/user');
      await timo.browser.json(`/api/user?csrfToken=${timo.csrfToken}`, {
        method: 'PUT',
        body: JSON.stringify({
          streetAddress: 'Hämeenkatu 5',
          postalCode: '33100',
          postOffice: 'Tampere',
          emailAddress: 'timo@example.fi',
          phoneNumber: '0401112233',
        }),
      });
      const { status, body } = await timo.log();
      expect(status).toBe(200);
      expect(body.entries.slice(0, 3)).toEqual([
        { ...once, actor: 'self', action: 'read', topic: 'accessLog' },
        { ...once, actor: 'self', action: 'update', topic: 'contactDetails' },
        { ...once, actor: 'self', action: 'read', topic: 'personalDetails' },
      ]);
      const times = body.entries.map((entry) => Date.parse(entry.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });
  });

  describe('given a clinic worker and the system touching Timo’s data', () => {
    it('should name them as clinic staff and the system, and not show them to anyone else', async () => {
      const timo = await signedIn('280275-971B');
      const timoId = await patientIdOf('280275-971B');
      const entry = { subjectPatientId: timoId, onBehalfOfPatientId: null, requestId: null };
      await recordAudit(server.database.db, {
        ...entry,
        actorSsn: null,
        action: 'update',
        resource: 'invoice',
      });
      await recordAudit(server.database.db, {
        ...entry,
        actorSsn: '010170-999R',
        action: 'read',
        resource: 'visit',
      });
      const { body } = await timo.log();
      expect(body.entries.slice(1, 3)).toEqual([
        { ...once, actor: 'staff', action: 'read', topic: 'records' },
        { ...once, actor: 'system', action: 'update', topic: 'invoices' },
      ]);

      const aino = await signedIn('010158-936L');
      const ainos = await aino.log();
      expect(ainos.body.entries.every((line) => line.actor === 'self')).toBe(true);
    });
  });

  describe('given someone using Maija’s identity code in the anonymous form and opening the link', () => {
    it('should show the tries, the booking and the read as someone not signed in, each with its time', async () => {
      const { body: free } = await server.browser().json<{
        availableAppointments: { appointments: { id: number }[] };
      }>(
        `/api/appointments?${new URLSearchParams({
          startDate: new Date(server.clock.now.getTime() + 72 * 3_600_000).toISOString(),
          endDate: new Date(server.clock.now.getTime() + 240 * 3_600_000).toISOString(),
        })}`,
      );
      const phone = '+358409990001';
      const form = {
        appointmentId: free.availableAppointments.appointments[0]?.id,
        internalOrganization: 'aava',
        emailAddress: 'someone@example.fi',
        phone,
        ssn: '150385-9024',
        firstName: 'Maija',
      };
      const reserve = (lastName: string) =>
        server.browser().json('/api/anon/reserve-appointment?lang=fi', {
          method: 'POST',
          body: JSON.stringify({ ...form, lastName }),
        });
      expect((await reserve('Laine')).status).toBe(409);
      expect((await reserve('Virtanen')).status).toBe(200);
      const [sms] = await server.database.db
        .select()
        .from(schema.outbox)
        .where(eq(schema.outbox.recipient, phone));
      const linkId = sms?.body.match(/\/fi\/oma-varaus\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
      expect((await server.browser().json(`/api/anon/appointments/${linkId}`)).status).toBe(200);

      const maija = await signedIn('150385-9024');
      const { body } = await maija.log();
      const appointments = body.entries.filter((line) => line.topic === 'appointments');
      // The booking is recorded between the two tries: no two of them follow each other.
      expect(appointments.map(({ actor, action, count }) => `${actor} ${action} ${count}`).sort()).toEqual([
        'anonymous attempt 1',
        'anonymous attempt 1',
        'anonymous create 1',
        'anonymous read 1',
      ]);
      for (const line of appointments) expect(Date.parse(line.at)).not.toBeNaN();
    });
  });

  describe('given more entries than one page holds', () => {
    it('should answer twenty a page and the rest on the next, with the count of all', async () => {
      const pekka = await signedIn('200956-9475');
      // Two deeds in turn: a deed repeated in a row would be one line.
      for (let i = 0; i < dataAccessPageSize / 2 + 2; i++) {
        await pekka.browser.json('/api/user');
        await pekka.log();
      }
      const first = await pekka.log();
      const second = await pekka.log('?page=2');
      expect(first.body.entries).toHaveLength(dataAccessPageSize);
      expect(second.body.totalCount).toBeGreaterThan(dataAccessPageSize);
      expect(second.body.entries).toHaveLength(second.body.totalCount - dataAccessPageSize);
      expect(second.body.page).toBe(2);
    });
  });

  describe('given Aino reading her details three times in a row', () => {
    it('should show one line of three, from the first time to the last', async () => {
      const aino = await signedIn('010158-936L');
      const before = Date.now();
      for (let i = 0; i < 3; i++) await aino.browser.json('/api/user');
      const { body } = await aino.log();
      const [reads] = body.entries.slice(1);
      expect(reads).toMatchObject({ actor: 'self', action: 'read', topic: 'personalDetails', count: 3 });
      const [first, last] = [Date.parse(reads?.firstAt ?? ''), Date.parse(reads?.at ?? '')];
      expect(first).toBeGreaterThanOrEqual(before - 1000);
      expect(last).toBeGreaterThan(first);
    });
  });

  describe('given a page outside the bounds', () => {
    it.each(['?page=0', '?page=101', '?page=abc', '?page=1.5'])('%s should answer 400', async (query) => {
      const timo = await signedIn('280275-971B');
      const { status, body } = await timo.log(query);
      expect(status).toBe(400);
      expect(body.type).toBe('ValidationError');
    });
  });

  describe('given no session', () => {
    it('should answer 401', async () => {
      const { status } = await server.browser().json('/api/user/data-access');
      expect(status).toBe(401);
    });
  });
});
