import type { AppointmentWire } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Session = { session: { csrfToken: string } };
type Outbox = { messages: { channel: string; recipient: string; subject: string | null; body: string }[] };
type Listing = { availableAppointments: { appointments: AppointmentWire[] } };

/** Free times between `fromHours` and `toHours` from now, as the search lists them. */
async function listed(fromHours: number, toHours: number): Promise<AppointmentWire[]> {
  const at = (hours: number) => new Date(server.clock.now.getTime() + hours * 3_600_000).toISOString();
  const query = new URLSearchParams({ startDate: at(fromHours), endDate: at(toHours) });
  const { body } = await server.browser().json<Listing>(`/api/appointments?${query}`);
  return body.availableAppointments.appointments;
}

/** Free times well outside the 24-hour cancellation deadline, taken one by one. */
let taken = 0;
async function laterTime(): Promise<AppointmentWire> {
  const time = (await listed(48, 14 * 24))[taken];
  taken += 1;
  if (!time) throw new Error('no free time in the demo data');
  return time;
}

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  const { body } = await browser.json<Session>('/api/session');
  const token = body.session.csrfToken;
  const reserve = async (time: AppointmentWire) => {
    const answer = await browser.json<{ reservationDetails: { cancellableUntil: string } }>(
      `/api/reserve-appointment?csrfToken=${token}&lang=en`,
      {
        method: 'POST',
        body: JSON.stringify({
          appointmentId: time.id,
          internalOrganization: 'aava',
          emailAddress: 'maija.virtanen@example.fi',
          phone: '+358401112233',
        }),
      },
    );
    expect(answer.status).toBe(200);
    return answer.body.reservationDetails;
  };
  const cancel = (id: number, csrfToken: string | null = token) =>
    browser.json<Record<string, unknown>>(
      `/api/appointments/${id}${csrfToken === null ? '' : `?csrfToken=${csrfToken}`}`,
      { method: 'DELETE' },
    );
  return { reserve, cancel };
}

const MAIJA = '150385-9024';
const MATTI = '010158-936L';

describe('DELETE /api/appointments/{id}', () => {
  describe('given Maija has just booked a time', () => {
    it('should cancel it, list the time again at once and audit it', async () => {
      const time = await laterTime();
      const maija = await signedIn(MAIJA);
      await maija.reserve(time);
      const ids = async () => (await listed(48, 14 * 24)).map((t) => t.id);
      expect(await ids()).not.toContain(time.id);

      expect(await maija.cancel(time.id)).toEqual({ status: 200, body: { type: 'success' } });

      expect(await ids()).toContain(time.id);
      const [row] = await server.database.db
        .select()
        .from(schema.reservations)
        .where(eq(schema.reservations.slotId, time.id));
      expect(row?.status).toBe('cancelled');
      expect(row?.cancelledAt).toEqual(server.clock.now);
      const audit = await server.database.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.resource, 'reservation'), eq(schema.auditLog.action, 'delete')));
      expect(audit.some((entry) => entry.actorSsn === MAIJA)).toBe(true);
    });

    it('should send the cancellation by SMS and e-mail to the contact details of the booking, in the asked language', async () => {
      const time = await laterTime();
      const maija = await signedIn(MAIJA);
      await maija.reserve(time);
      const browser = server.browser();
      await browser.signIn(MAIJA);
      const { body: session } = await browser.json<Session>('/api/session');

      const answer = await browser.json(
        `/api/appointments/${time.id}?csrfToken=${session.session.csrfToken}&lang=sv`,
        { method: 'DELETE' },
      );

      expect(answer.status).toBe(200);
      const { body: outbox } = await server.browser().json<Outbox>('/dev/outbox.json');
      const sms = outbox.messages.filter((m) => m.channel === 'sms' && m.recipient === '+358401112233');
      const mail = outbox.messages.filter(
        (m) => m.channel === 'email' && m.recipient === 'maija.virtanen@example.fi',
      );
      expect(sms.some((m) => m.body.startsWith('Din tid (Aava)') && m.body.includes(time.clinic.name))).toBe(
        true,
      );
      expect(sms.some((m) => m.body.endsWith('är avbokad.'))).toBe(true);
      expect(mail.some((m) => m.subject?.startsWith('Tiden avbokad') && m.body.includes('Hej Maija,'))).toBe(
        true,
      );
    });

    it('should answer notFound to a second cancel', async () => {
      const time = await laterTime();
      const maija = await signedIn(MAIJA);
      await maija.reserve(time);
      expect((await maija.cancel(time.id)).status).toBe(200);
      expect(await maija.cancel(time.id)).toEqual({ status: 404, body: { type: 'notFound' } });
    });

    it('should refuse without the csrfToken and keep the reservation', async () => {
      const time = await laterTime();
      const maija = await signedIn(MAIJA);
      await maija.reserve(time);
      expect((await maija.cancel(time.id, null)).status).toBe(403);
      expect((await maija.cancel(time.id, 'not-the-token')).status).toBe(403);
      expect((await listed(48, 14 * 24)).map((t) => t.id)).not.toContain(time.id);
    });

    it('should refuse a caller who is not signed in', async () => {
      const time = await laterTime();
      const maija = await signedIn(MAIJA);
      await maija.reserve(time);
      const anonymous = await server.browser().json(`/api/appointments/${time.id}`, { method: 'DELETE' });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('given someone else’s reservation', () => {
    it('should answer notFound and leave it booked', async () => {
      const time = await laterTime();
      await (await signedIn(MAIJA)).reserve(time);
      const matti = await signedIn(MATTI);
      expect(await matti.cancel(time.id)).toEqual({ status: 404, body: { type: 'notFound' } });
      expect((await listed(48, 14 * 24)).map((t) => t.id)).not.toContain(time.id);
    });
  });

  describe('given a time within the brand’s 24-hour cancellation deadline', () => {
    it('should answer cancelTooLate and keep the reservation', async () => {
      const time = await laterTime();
      await (await signedIn(MAIJA)).reserve(time);
      // Two hours before the start, with a session of that moment.
      const shift = Date.parse(time.startDate) - 2 * 3_600_000 - server.clock.now.getTime();
      server.clock.advance(shift);
      try {
        const maija = await signedIn(MAIJA);
        expect(await maija.cancel(time.id)).toEqual({ status: 409, body: { type: 'cancelTooLate' } });
        const [row] = await server.database.db
          .select()
          .from(schema.reservations)
          .where(eq(schema.reservations.slotId, time.id));
        expect(row?.status).toBe('active');
      } finally {
        server.clock.advance(-shift);
      }
    });
  });

  describe('given the confirmation’s cancellableUntil', () => {
    it('should cancel at that moment and refuse a second later, as the confirmation said', async () => {
      const [first, second] = [await laterTime(), await laterTime()];
      const maija = await signedIn(MAIJA);
      const until = (await maija.reserve(first)).cancellableUntil;
      expect(Date.parse(first.startDate) - Date.parse(until)).toBe(24 * 3_600_000);
      await maija.reserve(second);

      const shift = Date.parse(until) - server.clock.now.getTime();
      server.clock.advance(shift);
      try {
        expect((await (await signedIn(MAIJA)).cancel(first.id)).status).toBe(200);
        const late = Date.parse(second.startDate) - 24 * 3_600_000 + 1000 - server.clock.now.getTime();
        server.clock.advance(late);
        try {
          expect(await (await signedIn(MAIJA)).cancel(second.id)).toEqual({
            status: 409,
            body: { type: 'cancelTooLate' },
          });
        } finally {
          server.clock.advance(-late);
        }
      } finally {
        server.clock.advance(-shift);
      }
    });
  });
});
