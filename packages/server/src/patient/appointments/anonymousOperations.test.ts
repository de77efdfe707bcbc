import { encodeAnonymousLinkId } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MAIJA = '150385-9024';

/** Maija's demo reservations at the general brand, with their link ids. */
async function maijasTimes() {
  const rows = await server.database.db
    .select({
      slotId: schema.reservations.slotId,
      patientId: schema.reservations.patientId,
      startAt: schema.appointmentSlots.startAt,
      isRemote: schema.appointmentSlots.isRemote,
      checkedInAt: schema.reservations.checkedInAt,
      status: schema.reservations.status,
    })
    .from(schema.reservations)
    .innerJoin(schema.appointmentSlots, eq(schema.appointmentSlots.id, schema.reservations.slotId))
    .innerJoin(schema.patients, eq(schema.patients.id, schema.reservations.patientId))
    .innerJoin(schema.clinics, eq(schema.clinics.id, schema.appointmentSlots.clinicId))
    .where(and(eq(schema.patients.ssn, MAIJA), sql`'general' = any(${schema.clinics.brands})`))
    .orderBy(schema.appointmentSlots.startAt);
  return rows.map((row) => ({
    ...row,
    linkId: encodeAnonymousLinkId({ appointmentId: String(row.slotId), patientId: row.patientId }),
  }));
}

const now = () => server.clock.now.getTime();
const due = async () => {
  const times = await maijasTimes();
  const found = times.find(
    (t) =>
      !t.isRemote &&
      t.checkedInAt === null &&
      t.startAt.getTime() - now() <= 30 * 60_000 &&
      t.startAt.getTime() > now(),
  );
  if (!found) throw new Error('no due time in the demo');
  return found;
};

const show = (linkId: string, browser = server.browser()) =>
  browser.json<Record<string, unknown>>(`/api/anon/appointments/${linkId}?lang=en`);
const checkIn = (appointmentId: string, ssnEndPart: string, browser = server.browser()) =>
  browser.json<Record<string, unknown>>('/api/anon/check-in', {
    method: 'POST',
    body: JSON.stringify({ appointmentId, ssnEndPart }),
  });

describe('GET /api/anon/appointments/{linkId}', () => {
  it('should show the time and place, and nothing of the patient', async () => {
    const time = await due();
    const answer = await show(time.linkId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ type: 'success', status: 'success' });
    expect(JSON.stringify(answer.body)).not.toMatch(/Maija|Virtanen|150385/);
  });

  it.each([
    [
      'a link of another patient',
      () => encodeAnonymousLinkId({ appointmentId: '1', patientId: '00000000-0000-4000-8000-000000000000' }),
    ],
    ['a link that is no link', () => 'not-a-link'],
  ])('should answer appointmentNotFound to %s', async (_, linkId) => {
    expect(await show(linkId())).toEqual({ status: 404, body: { type: 'appointmentNotFound' } });
  });

  it('should tell a cancelled time as already cancelled', async () => {
    const [first] = await maijasTimes();
    const later =
      (await maijasTimes()).filter((t) => t.startAt.getTime() > now() + 3 * 86_400_000)[0] ?? first;
    await server.database.db
      .update(schema.reservations)
      .set({ status: 'cancelled', cancelledAt: server.clock.now })
      .where(eq(schema.reservations.slotId, later?.slotId ?? 0));
    expect((await show(later?.linkId ?? '')).body).toMatchObject({ status: 'appointment-already-cancelled' });
  });
});

describe('POST /api/anon/check-in', () => {
  it('should check in with the end part after a wrong try, and audit the wrong one', async () => {
    const time = await due();
    const browser = server.browser();

    expect(await checkIn(time.linkId, '9025', browser)).toEqual({
      status: 200,
      body: { type: 'ssnEndPartMismatch' },
    });
    expect(await checkIn(time.linkId, '9024', browser)).toEqual({ status: 200, body: { type: 'success' } });

    expect((await show(time.linkId)).body).toMatchObject({ appointment: { selfCheckInStatus: 'checkedIn' } });
    const audit = await server.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.resource, 'reservation.anonymousCheckIn'));
    expect(audit.map((entry) => (entry.detail as { outcome: string }).outcome)).toEqual(
      expect.arrayContaining(['ssnEndPartMismatch', 'success']),
    );
  });

  it('should answer checkInOnlyAtReception before the opening half hour', async () => {
    const later = (await maijasTimes()).find(
      (t) => t.status === 'active' && !t.isRemote && t.startAt.getTime() > now() + 86_400_000,
    );
    expect(await checkIn(later?.linkId ?? '', '9024')).toEqual({
      status: 409,
      body: { type: 'checkInOnlyAtReception' },
    });
  });

  it.each(['', '902', '90245', 'ABCD'])('should refuse the end part %j with 400', async (endPart) => {
    // The body is checked before any link is looked up.
    const answer = await checkIn('any-link', endPart);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'ValidationError' });
  });

  it('should lock the appointment after five wrong end parts, whatever the address, for half an hour', async () => {
    const [time] = (await maijasTimes()).filter((t) => t.startAt.getTime() > now() + 86_400_000);
    const linkId = time?.linkId ?? '';
    for (let i = 0; i < 4; i += 1) {
      expect((await checkIn(linkId, '0000')).body).toEqual({ type: 'ssnEndPartMismatch' });
    }
    const fifth = await server.browser().fetch('/api/anon/check-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appointmentId: linkId, ssnEndPart: '0000' }),
    });
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toBe('1800');
    // Even the right end part is refused while locked.
    expect(await checkIn(linkId, '9024')).toEqual({ status: 429, body: { type: 'tooManyRequests' } });
  });

  it('should answer appointmentNotFound to a link that names nothing', async () => {
    expect(await checkIn('not-a-link', '9024')).toEqual({
      status: 404,
      body: { type: 'appointmentNotFound' },
    });
  });
});

describe('the per-address limit of the anonymous check-in', () => {
  it('should refuse the 31st try of one address in 15 minutes with Retry-After', async () => {
    const limited = await startTestServer();
    try {
      for (let i = 0; i < 30; i += 1) {
        expect(
          (
            await limited.browser().json('/api/anon/check-in', {
              method: 'POST',
              body: JSON.stringify({ appointmentId: 'not-a-link', ssnEndPart: '9024' }),
            })
          ).status,
        ).toBe(404);
      }
      const refused = await limited.browser().fetch('/api/anon/check-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ appointmentId: 'not-a-link', ssnEndPart: '9024' }),
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe('the booking confirmation', () => {
  it('should carry the appointment’s anonymous link, which shows the booked time', async () => {
    const browser = server.browser();
    await browser.signIn(MAIJA);
    const { body: session } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
    const at = (hours: number) => new Date(now() + hours * 3_600_000).toISOString();
    const { body: listing } = await browser.json<{
      availableAppointments: { appointments: { id: number }[] };
    }>(`/api/appointments?${new URLSearchParams({ startDate: at(72), endDate: at(240) })}`);
    const time = listing.availableAppointments.appointments[0];
    const phone = '+358409998877';
    const reserved = await browser.json(
      `/api/reserve-appointment?csrfToken=${session.session.csrfToken}&lang=fi`,
      {
        method: 'POST',
        body: JSON.stringify({
          appointmentId: time?.id,
          internalOrganization: 'aava',
          emailAddress: 'maija.virtanen@example.fi',
          phone,
        }),
      },
    );
    expect(reserved.status).toBe(200);

    const [sms] = await server.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.recipient, phone));
    const linkId = sms?.body.match(/\/fi\/oma-varaus\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const shown = await show(linkId);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ status: 'success', appointment: { id: time?.id } });
  });
});
