import type { AppointmentWire } from '@portal/domain';
import { and, arrayContains, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import type { TestBrowser } from '../testing/httpClient';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Session = { session: { csrfToken: string } };
type Outbox = { messages: { channel: string; recipient: string; subject: string | null; body: string }[] };

/** Free times of a customer type, taken one by one so tests never reach for the same time. */
let taken = 0;
async function freeTimes(n: number, params: Record<string, string> = {}): Promise<AppointmentWire[]> {
  const start = server.clock.now.toISOString();
  const end = new Date(server.clock.now.getTime() + 14 * 86_400_000).toISOString();
  const query = new URLSearchParams({ startDate: start, endDate: end, offset: String(taken), ...params });
  const { body } = await server
    .browser()
    .json<{ availableAppointments: { appointments: AppointmentWire[] } }>(`/api/appointments?${query}`);
  taken += n;
  return body.availableAppointments.appointments.slice(0, n);
}

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  const { body } = await browser.json<Session>('/api/session');
  const reserve = (payload: Record<string, unknown>) =>
    browser.json<Record<string, unknown>>(
      `/api/reserve-appointment?csrfToken=${body.session.csrfToken}&lang=en`,
      {
        method: 'POST',
        body: JSON.stringify(payload),
      },
    );
  return { browser, reserve };
}

const contact = {
  internalOrganization: 'aava',
  emailAddress: 'maija.virtanen@example.fi',
  phone: '+358401112233',
};

async function isListed(browser: TestBrowser, id: number) {
  return (await browser.json(`/api/appointments/${id}`)).status === 200;
}

describe('POST /api/reserve-appointment', () => {
  describe('given Maija and a free time', () => {
    it('should reserve it once, confirm by SMS and e-mail, and audit it', async () => {
      const [time] = await freeTimes(1);
      const { browser, reserve } = await signedIn('150385-9024');
      const { status, body } = await reserve({ ...contact, appointmentId: time?.id });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        type: 'success',
        reservationDetails: {
          appointment: { id: time?.id },
          emailAddress: contact.emailAddress,
          phone: contact.phone,
        },
      });
      expect(await isListed(browser, time?.id ?? 0)).toBe(false);
      expect(await reserve({ ...contact, appointmentId: time?.id })).toEqual({
        status: 409,
        body: { type: 'appointmentNotAvailable' },
      });

      const { body: outbox } = await browser.json<Outbox>('/dev/outbox.json');
      const sms = outbox.messages.find((m) => m.channel === 'sms' && m.recipient === contact.phone);
      const mail = outbox.messages.find((m) => m.channel === 'email' && m.recipient === contact.emailAddress);
      expect(sms?.body).toContain('Your appointment at Aava is booked');
      expect(sms?.body).toContain(time?.clinic.name);
      expect(mail?.subject).toMatch(/^Appointment confirmation \d{1,2}\.\d{1,2}\.\d{4} at \d{2}:\d{2}$/);
      expect(mail?.body).toContain('Hello Maija,');

      const audit = await server.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.resource, 'reservation'));
      expect(audit.some((row) => row.action === 'create' && row.actorSsn === '150385-9024')).toBe(true);
    });
  });

  describe('given a search answered a moment ago', () => {
    it('should leave the reserved time out of the same search at once', async () => {
      const [time] = await freeTimes(1);
      if (!time) throw new Error('no free time in the demo data');
      const idsFromItsStart = async () => {
        const end = new Date(Date.parse(time.startDate) + 86_400_000).toISOString();
        const query = new URLSearchParams({ startDate: time.startDate, endDate: end });
        const { body } = await server
          .browser()
          .json<{ availableAppointments: { appointments: AppointmentWire[] } }>(`/api/appointments?${query}`);
        return body.availableAppointments.appointments.map((listed) => listed.id);
      };
      expect(await idsFromItsStart()).toContain(time.id);
      const { reserve } = await signedIn('150385-9024');
      expect((await reserve({ ...contact, appointmentId: time.id })).status).toBe(200);
      expect(await idsFromItsStart()).not.toContain(time.id);
    });
  });

  describe('given bad input', () => {
    it('should answer ValidationError naming the fields and reserve nothing', async () => {
      const [time] = await freeTimes(1);
      const { browser, reserve } = await signedIn('150385-9024');
      const { status, body } = await reserve({
        ...contact,
        appointmentId: time?.id,
        phone: '123',
        emailAddress: 'a@b',
      });
      expect(status).toBe(400);
      const paths = (body.details as { path: string; message: string }[]).map(
        (d) => `${d.path}:${d.message}`,
      );
      expect(paths).toEqual(expect.arrayContaining(['phone:format', 'emailAddress:format']));
      expect(await isListed(browser, time?.id ?? 0)).toBe(true);
    });

    it('should refuse without the csrfToken and without a session', async () => {
      const [time] = await freeTimes(1);
      const { browser } = await signedIn('150385-9024');
      const noToken = await browser.json('/api/reserve-appointment', {
        method: 'POST',
        body: JSON.stringify({ ...contact, appointmentId: time?.id }),
      });
      expect(noToken.status).toBe(403);
      const noSession = await server.browser().json('/api/reserve-appointment', {
        method: 'POST',
        body: JSON.stringify({ ...contact, appointmentId: time?.id }),
      });
      expect(noSession.status).toBe(401);
      expect(await isListed(browser, time?.id ?? 0)).toBe(true);
    });
  });

  describe('given a patient at the limit of future reservations', () => {
    it('should answer tooManyReservations for the eleventh', async () => {
      const times = await freeTimes(11);
      const { reserve } = await signedIn('010158-936L');
      for (const time of times.slice(0, 10)) {
        expect((await reserve({ ...contact, appointmentId: time.id })).status).toBe(200);
      }
      expect(await reserve({ ...contact, appointmentId: times[10]?.id })).toEqual({
        status: 409,
        body: { type: 'tooManyReservations' },
      });
    });
  });

  describe.each([
    ['Timo, who never filled the consent form', '280275-971B', 403, 'patientDataConsentRequired'],
    ['Laura, who has no patient record', '040790-9259', 403, 'noPatient'],
    ['Pekka, who is not credit-worthy', '200956-9475', 403, 'notCreditWorthy'],
  ])('given %s', (_who, code, status, type) => {
    it(`should answer ${type}`, async () => {
      const [time] = await freeTimes(1);
      const { reserve } = await signedIn(code);
      expect(await reserve({ ...contact, appointmentId: time?.id })).toEqual({ status, body: { type } });
    });
  });

  describe('given occupational bookings', () => {
    it('should refuse Jussi, whose contract has no web reservation', async () => {
      const [time] = await freeTimes(1);
      const jussi = await signedIn('090699-982V');
      const refused = await jussi.reserve({
        ...contact,
        appointmentId: time?.id,
        healthCareType: 'occupational',
      });
      expect(refused).toEqual({ status: 403, body: { type: 'webReservationNotAllowed' } });
    });

    it('should book an occupational time for Mikko', async () => {
      const mikko = await signedIn('150385-913F');
      const start = server.clock.now.toISOString();
      const end = new Date(server.clock.now.getTime() + 14 * 86_400_000).toISOString();
      const query = new URLSearchParams({ startDate: start, endDate: end, isOccupationalHealthcare: 'true' });
      const { body } = await mikko.browser.json<{
        availableAppointments: { appointments: AppointmentWire[] };
      }>(`/api/appointments?${query}`);
      const time = body.availableAppointments.appointments.at(-1);
      expect(time).toBeDefined();
      const booked = await mikko.reserve({
        ...contact,
        appointmentId: time?.id,
        healthCareType: 'occupational',
      });
      expect(booked.status).toBe(200);
    });
  });
});

describe('POST /api/anon/reserve-appointment', () => {
  const anonymous = (payload: Record<string, unknown>) =>
    server.browser().json<Record<string, unknown>>('/api/anon/reserve-appointment?lang=fi', {
      method: 'POST',
      body: JSON.stringify({ ...contact, ...payload }),
    });

  it('should reserve for Maija when her names match, in Finnish', async () => {
    const [time] = await freeTimes(1);
    const { status } = await anonymous({
      appointmentId: time?.id,
      ssn: '150385-9024',
      firstName: 'maija',
      lastName: 'Virtanen',
    });
    expect(status).toBe(200);
    const { body } = await server.browser().json<Outbox>('/dev/outbox.json');
    expect(body.messages.some((m) => m.body.startsWith('Aikasi on varattu (Aava)'))).toBe(true);
  });

  it.each([
    [
      'names that are not hers',
      { ssn: '150385-9024', firstName: 'Liisa', lastName: 'Virtanen' },
      409,
      'patientInfoConflict',
    ],
    [
      'a person with no record',
      { ssn: '040790-9259', firstName: 'Laura', lastName: 'Mäkinen' },
      403,
      'noPatient',
    ],
    [
      'a person without consent',
      { ssn: '280275-971B', firstName: 'Timo', lastName: 'Heikkinen' },
      403,
      'patientDataConsentRequired',
    ],
  ])(
    'should answer, given %s, the code that asks for strong sign-in',
    async (_given, person, status, type) => {
      const [time] = await freeTimes(1);
      expect(await anonymous({ appointmentId: time?.id, ...person })).toEqual({ status, body: { type } });
    },
  );

  it('should answer ValidationError for an identity code that fails its check character', async () => {
    const [time] = await freeTimes(1);
    const { status, body } = await anonymous({
      appointmentId: time?.id,
      ssn: '150385-9025',
      firstName: 'Maija',
      lastName: 'Virtanen',
    });
    expect(status).toBe(400);
    expect(body.details).toEqual([{ path: 'ssn', message: 'checkCharacter' }]);
  });

  it('should refuse a time that needs strong identification, and a kela65 time', async () => {
    const [guarded] = await server.database.db
      .select({ id: schema.appointmentSlots.id })
      .from(schema.appointmentSlots)
      .where(
        and(
          eq(schema.appointmentSlots.requiresAuthToReserve, true),
          arrayContains(schema.appointmentSlots.customerTypes, ['private']),
          gt(schema.appointmentSlots.startAt, server.clock.now),
        ),
      )
      .limit(1);
    const [kela] = await freeTimes(1, { isKela65: 'true' });
    for (const slot of [guarded, kela]) {
      const answer = await anonymous({
        appointmentId: slot?.id,
        ssn: '150385-9024',
        firstName: 'Maija',
        lastName: 'Virtanen',
      });
      expect(answer).toEqual({ status: 403, body: { type: 'authenticationRequired' } });
    }
  });
});
