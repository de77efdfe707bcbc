import { Writable } from 'node:stream';
import { type AppointmentWire, encodeAnonymousLinkId } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createLogger } from './logging';

// Everything the server logs, line by line, as an operator's log store would keep it.
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { logger: createLogger('debug', sink) });
});
afterAll(() => server.close());

// Maija as the demo data holds her, and the contact details the requests below send.
const maija = {
  ssn: '150385-9024',
  firstName: 'Maija',
  lastName: 'Virtanen',
  street: 'Runeberginkatu 43 B 18',
  phone: '+358401112233',
};
const sent = {
  streetAddress: 'Salakuja 7 C 31',
  postalCode: '00970',
  postOffice: 'Helsinki',
  emailAddress: 'maija.salainen@example.fi',
  phoneNumber: '0405556677',
};
const personal = [
  ...Object.values(maija),
  sent.streetAddress,
  sent.emailAddress,
  sent.phoneNumber,
  '405556677',
];

/** Makes every write to a table fail inside the database, as a broken disk or a bad migration would. */
async function breakWritesTo(table: string) {
  await server.database.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION refuse_write() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'forced failure'; END $$ LANGUAGE plpgsql`),
  );
  await server.database.db.execute(
    sql.raw(`CREATE TRIGGER refuse_write BEFORE INSERT OR UPDATE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION refuse_write()`),
  );
}

async function mendWritesTo(table: string) {
  await server.database.db.execute(sql.raw(`DROP TRIGGER refuse_write ON ${table}`));
}

function logOf(requestId: string) {
  return lines.filter((line) => line.includes(requestId));
}

function expectNothingPersonal(log: string[]) {
  const text = log.join('\n');
  for (const value of personal) expect(text).not.toContain(value);
}

describe('given a database failure while saving Maija contact details', () => {
  it('should log the request id and the failure, but none of her data', async () => {
    const browser = server.browser();
    await browser.signIn(maija.ssn);
    const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
    await breakWritesTo('patients');
    let requestId = '';
    try {
      const response = await browser.fetch(`/api/user?csrfToken=${body.session.csrfToken}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-request-id': 'contact-update-1' },
        body: JSON.stringify(sent),
      });
      expect(response.status).toBe(500);
      requestId = response.headers.get('x-request-id') ?? '';
    } finally {
      await mendWritesTo('patients');
    }
    const log = logOf(requestId);
    const failure = log.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
    // The kind of failure and PostgreSQL's code for a raised exception, with no statement.
    expect(failure?.err).toMatchObject({ type: 'DrizzleQueryError', cause: { code: 'P0001' } });
    expectNothingPersonal(log);
    expectNothingPersonal(lines);
  });
});

describe('given a database failure while booking anonymously as Maija', () => {
  it('should log the request id and the failure, but none of the form', async () => {
    const query = new URLSearchParams({
      startDate: server.clock.now.toISOString(),
      endDate: new Date(server.clock.now.getTime() + 7 * 86_400_000).toISOString(),
    });
    const { body } = await server
      .browser()
      .json<{ availableAppointments: { appointments: AppointmentWire[] } }>(`/api/appointments?${query}`);
    await breakWritesTo('reservations');
    let requestId = '';
    try {
      const response = await server.browser().fetch('/api/anon/reserve-appointment?lang=fi', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'anonymous-booking-1' },
        body: JSON.stringify({
          internalOrganization: 'aava',
          appointmentId: body.availableAppointments.appointments[0]?.id,
          ssn: maija.ssn,
          firstName: maija.firstName,
          lastName: maija.lastName,
          emailAddress: sent.emailAddress,
          phone: sent.phoneNumber,
        }),
      });
      expect(response.status).toBe(500);
      requestId = response.headers.get('x-request-id') ?? '';
    } finally {
      await mendWritesTo('reservations');
    }
    const log = logOf(requestId);
    expect(log.some((line) => line.includes('"unhandled error"'))).toBe(true);
    expectNothingPersonal(log);
    expectNothingPersonal(lines);
  });
});

describe('a request id sent by the client', () => {
  it.each(['req-12345678', 'a.b_c-D.9876543', 'x'.repeat(64)])(
    'should be logged apart from ours when it is an id: %j',
    async (id) => {
      const response = await server.browser().fetch('/api/version', { headers: { 'x-request-id': id } });
      const ours = response.headers.get('x-request-id') ?? '';
      expect(ours).toMatch(/^[0-9a-f-]{36}$/);
      const entry = logOf(ours)
        .map((line) => JSON.parse(line))
        .find((logged) => logged.req?.id === ours);
      expect(entry?.req).toMatchObject({ id: ours, forwardedRequestId: id });
    },
  );

  it.each([
    ['too short', 'short'],
    ['too long', 'x'.repeat(65)],
    ['an identity code with a space', '150385-9024 Maija'],
    ['a forged log line', 'id","msg":"signed in as admin'],
    ['a slash', 'req/12345678'],
  ])('should be left out of the log when it is %s', async (_name, id) => {
    const response = await server.browser().fetch('/api/version', { headers: { 'x-request-id': id } });
    const given = response.headers.get('x-request-id') ?? '';
    expect(given).not.toBe(id);
    expect(given).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.join('\n')).not.toContain(id);
  });

  it('should never be written into an audit row as the request that did it', async () => {
    const browser = server.browser();
    await browser.signIn(maija.ssn);
    const response = await browser.fetch('/api/user', { headers: { 'x-request-id': 'forged-audit-row-1' } });
    expect(response.status).toBe(200);
    const ours = response.headers.get('x-request-id');
    const rows = await server.database.db.execute<{ request_id: string }>(
      sql`select request_id from audit_log where resource = 'patient' order by id desc limit 1`,
    );
    expect(rows.rows[0]?.request_id).toBe(ours);
    const forged = await server.database.db.execute(
      sql`select id from audit_log where request_id = 'forged-audit-row-1'`,
    );
    expect(forged.rows).toEqual([]);
  });
});

describe('given requests with an appointment link or a patient id in their path', () => {
  const secret = '5e0c2d7a9b1f4c6e8a3d0b2f4e6c8a1d';
  const linkId = encodeAnonymousLinkId({ reservationId: '4711', secret });

  async function maijasId() {
    const [row] = await server.database.db
      .select({ id: schema.patients.id })
      .from(schema.patients)
      .where(eq(schema.patients.ssn, maija.ssn));
    return row?.id ?? '';
  }

  it.each([
    ['the link read', () => `/api/anon/appointments/${linkId}?lang=fi`, '/api/anon/appointments/:linkId'],
    ['the link page', () => `/fi/oma-varaus/${linkId}`, '/fi/oma-varaus/:id'],
    ['the link page in English', () => `/en/my-appointment/${linkId}`, '/en/my-appointment/:id'],
    ['a path that is no page', () => `/en/my-appointment/${linkId}/more`, '/en/my-appointment/:value/more'],
    [
      'an unknown API path',
      () => `/api/anon/appointments/${linkId}/more`,
      '/api/anon/appointments/:value/more',
    ],
  ])('should log %s by its pattern, without the link', async (_name, path, logged) => {
    const id = `link-path-${logged.length}-${path().length}`;
    await server.browser().fetch(path(), { headers: { 'x-request-id': id } });
    const log = logOf(id);
    expect(log.map((line) => JSON.parse(line).req?.path)).toContain(logged);
    expect(log.join('\n')).not.toContain(linkId);
    expect(log.join('\n')).not.toContain(secret);
  });

  it.each([
    ['an upload address', (patient: string) => `/api/kela-card/uploads/${patient}/n0nce123/front/image`],
    ['an unknown API path', (patient: string) => `/api/patients/${patient}`],
    ['a path outside the API', (patient: string) => `/objects/kela-card/${patient}/front.png`],
  ])('should leave no patient id of %s in the log', async (name, path) => {
    const patient = await maijasId();
    expect(patient).not.toBe('');
    const id = `patient-path-${name.length}-${path(patient).length}`;
    await server.browser().fetch(path(patient), { method: 'PUT', headers: { 'x-request-id': id } });
    const log = logOf(id);
    expect(log.length).toBeGreaterThan(0);
    expect(log.join('\n')).not.toContain(patient);
    expect(lines.join('\n')).not.toContain(patient);
  });
});
