import { arrivalReasonPrefix, type OwnAppointmentWire } from '@portal/domain';
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
const AINO = '010158-936L';
const TIMO = '280275-971B';
const LAURA = '040790-9259';

type Lists = { future: OwnAppointmentWire[]; past: OwnAppointmentWire[] };

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  const token = body.session.csrfToken;
  return {
    browser,
    token,
    lists: async (lang = 'en') => (await browser.json<Lists>(`/api/own-appointments?lang=${lang}`)).body,
    byIds: (ids: string) =>
      browser.json<{ appointments: OwnAppointmentWire[] }>(`/api/own-appointments/${ids}?lang=en`),
    checkIn: (id: number, csrfToken: string | null = token) =>
      browser.json(`/api/appointments/check-in/${id}${csrfToken === null ? '' : `?csrfToken=${csrfToken}`}`, {
        method: 'POST',
      }),
    saveReason: (id: number, arrivalReason: string) =>
      browser.json(`/api/appointments/${id}/arrival-reason?csrfToken=${token}`, {
        method: 'POST',
        body: JSON.stringify({ arrivalReason }),
      }),
  };
}

const minutesFromNow = (appointment: OwnAppointmentWire) =>
  (Date.parse(appointment.startDate) - server.clock.now.getTime()) / 60_000;

describe('GET /api/own-appointments', () => {
  describe('given Maija with her demo appointments', () => {
    it('should list her future times soonest first and her past ones newest first', async () => {
      const { future, past } = await (await signedIn(MAIJA)).lists();

      expect(future.length).toBeGreaterThanOrEqual(6);
      const starts = future.map((a) => Date.parse(a.startDate));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(past.length).toBeGreaterThanOrEqual(2);
      expect(Date.parse(past[0]?.startDate ?? '')).toBeGreaterThan(Date.parse(past[1]?.startDate ?? ''));
    });

    it('should tell each time’s check-in status, cancellability and the provider’s cancellation', async () => {
      const { future } = await (await signedIn(MAIJA)).lists();

      const due = future.find((a) => a.selfCheckInStatus === 'allowed');
      expect(due && minutesFromNow(due)).toBeLessThanOrEqual(30);
      expect(due?.mayCancel).toBe(true);
      const checkedIn = future.find((a) => a.selfCheckInStatus === 'checkedIn');
      expect(checkedIn?.room).toEqual({ location: '2. krs, huone 214' });
      expect(checkedIn?.mayCancel).toBe(false);
      expect(future.filter((a) => a.hasAppointeeCanceled)).toHaveLength(1);
      expect(future.find((a) => a.isRemote)?.selfCheckInStatus).toBe('onlyAtReception');
      expect(future.some((a) => a.selfCheckInStatus === 'tooEarly' && a.mayCancel)).toBe(true);
    });

    it('should name the specialty in the asked language', async () => {
      const maija = await signedIn(MAIJA);
      const [fi, sv] = [(await maija.lists('fi')).future[0], (await maija.lists('sv')).future[0]];
      expect(fi?.id).toBe(sv?.id);
      expect(fi?.specialty.name).not.toBe(sv?.specialty.name);
    });
  });

  describe('given a person without a patient record', () => {
    it('should answer two empty lists', async () => {
      expect(await (await signedIn(LAURA)).lists()).toEqual({ type: 'success', future: [], past: [] });
    });
  });

  it('should refuse a caller who is not signed in', async () => {
    expect((await server.browser().json('/api/own-appointments')).status).toBe(401);
  });
});

describe('GET /api/own-appointments/{ids}', () => {
  it('should answer the named times in the order named', async () => {
    const maija = await signedIn(MAIJA);
    const [first, second] = (await maija.lists()).future;
    const answer = await maija.byIds(`${second?.id},${first?.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.appointments.map((a) => a.id)).toEqual([second?.id, first?.id]);
  });

  it('should answer appointmentNotFound to another patient’s time and tell nothing of it', async () => {
    const theirs = (await (await signedIn(MAIJA)).lists()).future[0];
    const aino = await signedIn(AINO);
    expect(await aino.byIds(String(theirs?.id))).toEqual({
      status: 404,
      body: { type: 'appointmentNotFound' },
    });
    expect(await aino.byIds('999999999')).toEqual({ status: 404, body: { type: 'appointmentNotFound' } });
  });

  it.each(['0', 'a', '1,1', '1,2,3,4,5,6,7,8,9,10,11'])('should refuse the ids %j with 400', async (ids) => {
    const answer = await (await signedIn(MAIJA)).byIds(ids);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'ValidationError' });
  });
});

describe('POST /api/appointments/check-in/{id}', () => {
  it('should check Maija in to the time that is due, once, and audit it', async () => {
    const maija = await signedIn(MAIJA);
    const due = (await maija.lists()).future.find((a) => a.selfCheckInStatus === 'allowed');
    if (!due) throw new Error('no due time in the demo');

    expect(await maija.checkIn(due.id)).toEqual({ status: 200, body: { type: 'Success' } });
    expect(await maija.checkIn(due.id)).toEqual({ status: 200, body: { type: 'AlreadyCheckedIn' } });

    const [shown] = (await maija.byIds(String(due.id))).body.appointments;
    expect(shown?.selfCheckInStatus).toBe('checkedIn');
    expect(shown?.mayCancel).toBe(false);
    const audit = await server.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.resource, 'reservation.checkIn'));
    expect(audit.some((entry) => entry.actorSsn === MAIJA)).toBe(true);
  });

  it('should answer TooEarly before the opening half hour and change nothing', async () => {
    const maija = await signedIn(MAIJA);
    const later = (await maija.lists()).future.find((a) => a.selfCheckInStatus === 'tooEarly' && !a.isRemote);
    if (!later) throw new Error('no later time in the demo');
    expect(await maija.checkIn(later.id)).toEqual({ status: 200, body: { type: 'TooEarly' } });
    expect((await maija.byIds(String(later.id))).body.appointments[0]?.selfCheckInStatus).toBe('tooEarly');
  });

  it('should answer checkInOnlyAtReception to a remote time', async () => {
    const maija = await signedIn(MAIJA);
    const remote = (await maija.lists()).future.find((a) => a.isRemote);
    expect(await maija.checkIn(remote?.id ?? 0)).toEqual({
      status: 409,
      body: { type: 'checkInOnlyAtReception' },
    });
  });

  it('should ask Timo, who never filled the consent form, to fill it first', async () => {
    const [slot] = await server.database.db
      .select({ id: schema.appointmentSlots.id })
      .from(schema.appointmentSlots)
      .limit(1);
    const timo = await signedIn(TIMO);
    const [patient] = await server.database.db
      .select({ id: schema.patients.id })
      .from(schema.patients)
      .where(eq(schema.patients.ssn, TIMO));
    // A time of Timo's starting in ten minutes.
    const startAt = new Date(server.clock.now.getTime() + 10 * 60_000);
    await server.database.db
      .update(schema.appointmentSlots)
      .set({ startAt })
      .where(eq(schema.appointmentSlots.id, slot?.id ?? 0));
    await server.database.db.insert(schema.reservations).values({
      slotId: slot?.id ?? 0,
      patientId: patient?.id ?? '',
      reservedBySsn: TIMO,
      channel: 'signedIn',
      healthCareType: 'private',
      internalOrganization: 'aava',
    });

    expect(await timo.checkIn(slot?.id ?? 0)).toEqual({
      status: 200,
      body: { type: 'ConfidentialityFormNotFilled' },
    });
    const [row] = await server.database.db
      .select({ checkedInAt: schema.reservations.checkedInAt })
      .from(schema.reservations)
      .where(eq(schema.reservations.slotId, slot?.id ?? 0));
    expect(row?.checkedInAt).toBeNull();
  });

  it('should answer notFound to another patient’s time and leave it unchecked', async () => {
    const due = (await (await signedIn(MAIJA)).lists()).future.find((a) => a.mayCancel);
    const aino = await signedIn(AINO);
    expect(await aino.checkIn(due?.id ?? 0)).toEqual({ status: 404, body: { type: 'notFound' } });
  });

  it('should refuse without the csrfToken', async () => {
    const maija = await signedIn(MAIJA);
    const due = (await maija.lists()).future[0];
    expect((await maija.checkIn(due?.id ?? 0, null)).status).toBe(403);
  });

  it('should refuse a caller who is not signed in', async () => {
    expect((await server.browser().json('/api/appointments/check-in/1', { method: 'POST' })).status).toBe(
      401,
    );
  });
});

describe('POST /api/appointments/{id}/arrival-reason', () => {
  it('should save the reason after the fixed prefix and show it without', async () => {
    const maija = await signedIn(MAIJA);
    const time = (await maija.lists()).future[0];
    const id = time?.id ?? 0;

    expect(await maija.saveReason(id, `${arrivalReasonPrefix}Kurkkukipu`)).toEqual({
      status: 200,
      body: { type: 'success' },
    });

    expect((await maija.byIds(String(id))).body.appointments[0]?.arrivalReason).toBe('Kurkkukipu');
    const [row] = await server.database.db
      .select({ arrivalReason: schema.reservations.arrivalReason })
      .from(schema.reservations)
      .where(and(eq(schema.reservations.slotId, id), eq(schema.reservations.status, 'active')));
    expect(row?.arrivalReason).toBe(`${arrivalReasonPrefix}Kurkkukipu`);
  });

  it.each([
    ['without the prefix', 'Kurkkukipu'],
    ['past 300 characters', `${arrivalReasonPrefix}${'a'.repeat(301)}`],
    ['empty after the prefix', `${arrivalReasonPrefix}   `],
  ])('should refuse a reason %s with 400', async (_, reason) => {
    const maija = await signedIn(MAIJA);
    const time = (await maija.lists()).future[0];
    const answer = await maija.saveReason(time?.id ?? 0, reason);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'ValidationError' });
  });

  it('should answer notFound to another patient’s time', async () => {
    const time = (await (await signedIn(MAIJA)).lists()).future[0];
    const aino = await signedIn(AINO);
    expect(await aino.saveReason(time?.id ?? 0, `${arrivalReasonPrefix}x`)).toEqual({
      status: 404,
      body: { type: 'notFound' },
    });
  });
});
