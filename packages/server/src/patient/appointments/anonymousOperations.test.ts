import { decodeAnonymousLinkId, encodeAnonymousLinkId } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLinkSecret } from '../../booking/appointmentLink';
import { schema } from '../../db';
import type { TestBrowser } from '../../testing/httpClient';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MAIJA = '150385-9024';
const SARI = { ssn: '300870-993W', firstName: 'Sari', lastName: 'Hämäläinen' };

const now = () => server.clock.now.getTime();
const at = (hours: number) => new Date(now() + hours * 3_600_000).toISOString();

const show = (linkId: string, browser = server.browser()) =>
  browser.json<Record<string, unknown>>(`/api/anon/appointments/${linkId}?lang=en`);
const checkIn = (appointmentId: string, ssnEndPart: string, browser = server.browser()) =>
  browser.json<Record<string, unknown>>('/api/anon/check-in', {
    method: 'POST',
    body: JSON.stringify({ appointmentId, ssnEndPart }),
  });

let phones = 0;
/** A phone number no other booking of this file uses, so its SMS is found alone in the outbox. */
const newPhone = () => {
  phones += 1;
  return `+3584099${String(phones).padStart(5, '0')}`;
};

/** The appointment link of the confirmation SMS sent to `phone`, as the patient receives it. */
async function linkSentTo(phone: string) {
  const [sms] = await server.database.db
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.recipient, phone), eq(schema.outbox.channel, 'sms')));
  const linkId = sms?.body.match(/\/fi\/oma-varaus\/([A-Za-z0-9_-]+)/)?.[1];
  if (!linkId) throw new Error(`no link in the SMS to ${phone}`);
  return linkId;
}

/** The first free time days ahead. */
async function freeTime() {
  const { body } = await server.browser().json<{
    availableAppointments: { appointments: { id: number }[] };
  }>(`/api/appointments?${new URLSearchParams({ startDate: at(72), endDate: at(240) })}`);
  const time = body.availableAppointments.appointments[0];
  if (!time) throw new Error('no free time in the demo');
  return time.id;
}

/** Maija, signed in, with her CSRF token. */
async function signedInMaija() {
  const browser = server.browser();
  await browser.signIn(MAIJA);
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  return { browser, csrfToken: body.session.csrfToken };
}

/** Books a free time as signed-in Maija; answers the time, the reservation and the link of her SMS. */
async function bookAsMaija(maija: { browser: TestBrowser; csrfToken: string }) {
  const slotId = await freeTime();
  const phone = newPhone();
  const reserved = await maija.browser.json<{ reservationDetails: { reservationId: number } }>(
    `/api/reserve-appointment?csrfToken=${maija.csrfToken}&lang=fi`,
    {
      method: 'POST',
      body: JSON.stringify({
        appointmentId: slotId,
        internalOrganization: 'aava',
        emailAddress: 'maija.virtanen@example.fi',
        phone,
      }),
    },
  );
  expect(reserved.status).toBe(200);
  const reservationId = reserved.body.reservationDetails.reservationId;
  return { slotId, reservationId, linkId: await linkSentTo(phone), answer: reserved.body };
}

/** Maija's demo reservations at the general brand (booked at the clinic: they have no link). */
async function maijasTimes() {
  return server.database.db
    .select({
      reservationId: schema.reservations.id,
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
    .where(
      and(
        eq(schema.patients.ssn, MAIJA),
        eq(schema.reservations.channel, 'clinic'),
        sql`'general' = any(${schema.clinics.brands})`,
      ),
    )
    .orderBy(schema.appointmentSlots.startAt);
}

/**
 * Gives a demo reservation a link as booking gives one (the seed's are booked at the clinic and
 * have none), for the check-in's cases that need a time starting within half an hour.
 */
async function linkFor(reservationId: number) {
  const { secret, hash } = newLinkSecret();
  await server.database.db
    .update(schema.reservations)
    .set({ linkSecretHash: hash })
    .where(eq(schema.reservations.id, reservationId));
  return encodeAnonymousLinkId({ reservationId: String(reservationId), secret });
}

const due = async () => {
  const found = (await maijasTimes()).find(
    (t) =>
      !t.isRemote &&
      t.checkedInAt === null &&
      t.startAt.getTime() - now() <= 30 * 60_000 &&
      t.startAt.getTime() > now(),
  );
  if (!found) throw new Error('no due time in the demo');
  return { ...found, linkId: await linkFor(found.reservationId) };
};

const auditOf = (resource: string) =>
  server.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.resource, resource));

describe('GET /api/anon/appointments/{linkId}', () => {
  it('should show the time and place of the link in the SMS, and nothing of the patient', async () => {
    const booked = await bookAsMaija(await signedInMaija());
    const answer = await show(booked.linkId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      type: 'success',
      status: 'success',
      appointment: { id: booked.slotId },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/Maija|Virtanen|150385/);
  });

  it('should say that signing in cancels a time days ahead, and that a near one only a call', async () => {
    const booked = await bookAsMaija(await signedInMaija());
    expect((await show(booked.linkId)).body).toMatchObject({
      appointment: { cancel: 'logIn', hasAppointeeCanceled: false, room: null },
    });

    // Within the general brand's 24 hours the reservation is binding online.
    const time = await due();
    expect((await show(time.linkId)).body).toMatchObject({ appointment: { cancel: 'call' } });
  });

  it('should tell a time the clinic cancelled, with nothing to cancel', async () => {
    const booked = await bookAsMaija(await signedInMaija());
    await server.database.db
      .update(schema.reservations)
      .set({ providerCancelledAt: server.clock.now })
      .where(eq(schema.reservations.id, booked.reservationId));
    expect((await show(booked.linkId)).body).toMatchObject({
      status: 'success',
      appointment: { cancel: 'none', hasAppointeeCanceled: true },
    });
  });

  describe('given two links of Maija', () => {
    it('should open each its own time only: no part of one opens the other', async () => {
      const maija = await signedInMaija();
      const first = await bookAsMaija(maija);
      const second = await bookAsMaija(maija);
      const [a, b] = [decodeAnonymousLinkId(first.linkId), decodeAnonymousLinkId(second.linkId)];
      expect(a?.reservationId).toBe(String(first.reservationId));
      // The secret is the reservation's own, and at least 128 bits.
      expect(a?.secret).not.toBe(b?.secret);
      expect(a?.secret).toMatch(/^[0-9a-f]{32}$/);

      const crossed = encodeAnonymousLinkId({
        reservationId: String(second.reservationId),
        secret: a?.secret ?? '',
      });
      expect(await show(crossed)).toEqual({ status: 404, body: { type: 'appointmentNotFound' } });
      expect((await show(second.linkId)).body).toMatchObject({ appointment: { id: second.slotId } });
    });
  });

  it('should not reveal the secret in the booking answer or keep it in the database', async () => {
    const booked = await bookAsMaija(await signedInMaija());
    const secret = decodeAnonymousLinkId(booked.linkId)?.secret ?? '';
    expect(JSON.stringify(booked.answer)).not.toContain(secret);
    const [row] = await server.database.db
      .select()
      .from(schema.reservations)
      .where(eq(schema.reservations.id, booked.reservationId));
    expect(row?.linkSecretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
    const audit = await server.database.db.select().from(schema.auditLog);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it.each([
    [
      'a link of the old form (the time and Maija’s patient id)',
      async () => {
        const [time] = await maijasTimes();
        return Buffer.from(`${time?.slotId}_${time?.patientId}`).toString('base64url');
      },
    ],
    [
      'a demo reservation’s id with a secret it never had',
      async () => {
        const [time] = await maijasTimes();
        return encodeAnonymousLinkId({ reservationId: String(time?.reservationId), secret: '0'.repeat(32) });
      },
    ],
    [
      'a booked reservation’s id with a wrong secret',
      async () => {
        const booked = await bookAsMaija(await signedInMaija());
        return encodeAnonymousLinkId({ reservationId: String(booked.reservationId), secret: 'f'.repeat(32) });
      },
    ],
    ['a link that is no link', async () => 'not-a-link'],
  ])('should answer appointmentNotFound to %s', async (_, linkId) => {
    expect(await show(await linkId())).toEqual({ status: 404, body: { type: 'appointmentNotFound' } });
  });

  it('should tell a cancelled time as already cancelled', async () => {
    const maija = await signedInMaija();
    const booked = await bookAsMaija(maija);
    const cancelled = await maija.browser.json(
      `/api/appointments/${booked.slotId}?csrfToken=${maija.csrfToken}`,
      { method: 'DELETE' },
    );
    expect(cancelled.status).toBe(200);
    expect((await show(booked.linkId)).body).toMatchObject({ status: 'appointment-already-cancelled' });
  });

  describe('given Maija cancelled a time and Sari booked it', () => {
    it('should not open Sari’s reservation with Maija’s link', async () => {
      const maija = await signedInMaija();
      const booked = await bookAsMaija(maija);
      await maija.browser.json(`/api/appointments/${booked.slotId}?csrfToken=${maija.csrfToken}`, {
        method: 'DELETE',
      });
      const phone = newPhone();
      const sari = await server.browser().json('/api/anon/reserve-appointment?lang=fi', {
        method: 'POST',
        body: JSON.stringify({
          ...SARI,
          appointmentId: booked.slotId,
          internalOrganization: 'aava',
          emailAddress: 'sari.hamalainen@example.fi',
          phone,
        }),
      });
      expect(sari.status).toBe(200);

      expect((await show(booked.linkId)).body).toMatchObject({ status: 'appointment-already-cancelled' });
      expect((await show(await linkSentTo(phone))).body).toMatchObject({
        status: 'success',
        appointment: { id: booked.slotId },
      });
    });
  });

  it('should audit every read, found or not, with the reservation id and the address but not the secret', async () => {
    const booked = await bookAsMaija(await signedInMaija());
    const secret = decodeAnonymousLinkId(booked.linkId)?.secret ?? '';
    const wrong = encodeAnonymousLinkId({
      reservationId: String(booked.reservationId),
      secret: 'a'.repeat(32),
    });
    await show(booked.linkId);
    await show(wrong);

    const reads = (await auditOf('reservation.anonymousLink')).filter(
      (entry) => (entry.detail as { reservationId?: unknown }).reservationId === booked.reservationId,
    );
    expect(reads.map((entry) => ({ ...(entry.detail as object), subject: entry.subjectPatientId }))).toEqual([
      {
        reservationId: booked.reservationId,
        address: '127.0.0.1',
        outcome: 'success',
        subject: expect.any(String),
      },
      { reservationId: booked.reservationId, address: '127.0.0.1', outcome: 'notFound', subject: null },
    ]);
    expect(reads.every((entry) => entry.actorSsn === null && entry.action === 'read')).toBe(true);
    expect(JSON.stringify(reads)).not.toContain(secret);
    expect(JSON.stringify(reads)).not.toContain(booked.linkId);
  });
});

describe('POST /api/anon/check-in', () => {
  it('should check in with the end part after a wrong try, and audit the wrong one', async () => {
    const time = await due();
    const browser = server.browser();

    expect(await checkIn(time.linkId, '9025', browser)).toEqual({
      status: 200,
      body: { type: 'ssnEndPartMismatch', triesLeft: 4 },
    });
    expect(await checkIn(time.linkId, '9024', browser)).toEqual({ status: 200, body: { type: 'success' } });

    expect((await show(time.linkId)).body).toMatchObject({
      appointment: { selfCheckInStatus: 'checkedIn', cancel: 'none' },
    });
    // The room, once the clinic gives one, is told only to a link checked in to.
    await server.database.db
      .update(schema.reservations)
      .set({ roomLocation: 'Room 214' })
      .where(eq(schema.reservations.id, time.reservationId));
    expect((await show(time.linkId)).body).toMatchObject({ appointment: { room: { location: 'Room 214' } } });
    const audit = await auditOf('reservation.anonymousCheckIn');
    expect(audit.map((entry) => (entry.detail as { outcome: string }).outcome)).toEqual(
      expect.arrayContaining(['ssnEndPartMismatch', 'success']),
    );
  });

  it('should answer checkInOnlyAtReception before the opening half hour, and audit it', async () => {
    const booked = await bookAsMaija(await signedInMaija());
    expect(await checkIn(booked.linkId, '9024')).toEqual({
      status: 409,
      body: { type: 'checkInOnlyAtReception' },
    });
    const audit = (await auditOf('reservation.anonymousCheckIn')).filter(
      (entry) => (entry.detail as { reservationId?: unknown }).reservationId === booked.reservationId,
    );
    expect(audit.map((entry) => (entry.detail as { outcome: string }).outcome)).toEqual([
      'checkInOnlyAtReception',
    ]);
  });

  it.each(['', '902', '90245', 'ABCD'])('should refuse the end part %j with 400', async (endPart) => {
    // The body is checked before any link is looked up.
    const answer = await checkIn('any-link', endPart);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'ValidationError' });
  });

  it('should lock the appointment after five wrong end parts, whatever the address, for half an hour', async () => {
    const { linkId } = await bookAsMaija(await signedInMaija());
    // Each wrong answer tells how many are left before the lock.
    for (const triesLeft of [4, 3, 2, 1]) {
      expect((await checkIn(linkId, '0000')).body).toEqual({ type: 'ssnEndPartMismatch', triesLeft });
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

  it('should answer appointmentNotFound to a link of the old form, and audit it without the link', async () => {
    const [time] = await maijasTimes();
    const old = Buffer.from(`${time?.slotId}_${time?.patientId}`).toString('base64url');
    expect(await checkIn(old, '9024')).toEqual({ status: 404, body: { type: 'appointmentNotFound' } });
    expect(await checkIn('not-a-link', '9024')).toEqual({
      status: 404,
      body: { type: 'appointmentNotFound' },
    });
    const audit = await auditOf('reservation.anonymousCheckIn');
    const notFound = audit.filter((entry) => (entry.detail as { outcome: string }).outcome === 'notFound');
    expect(notFound.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(notFound)).not.toContain(old);
    expect(notFound.every((entry) => entry.subjectPatientId === null)).toBe(true);
  });
});

describe('the per-address limits of the anonymous link', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer();
  }, 120_000);
  afterAll(() => limited.close());

  const refusedAfter = async (tries: number, request: () => Promise<Response>, found: number) => {
    for (let i = 0; i < tries; i += 1) expect((await request()).status).toBe(found);
    const refused = await request();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  };

  it('should refuse the 61st link read of one address in 15 minutes with Retry-After', async () => {
    const links = Array.from({ length: 61 }, (_, i) =>
      encodeAnonymousLinkId({ reservationId: String(i + 1), secret: 'b'.repeat(32) }),
    );
    let i = 0;
    await refusedAfter(60, () => limited.browser().fetch(`/api/anon/appointments/${links[i++]}`), 404);
    // Refused reads are counted by the limit, not audited.
    const reads = await limited.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.resource, 'reservation.anonymousLink'));
    expect(reads).toHaveLength(60);
  }, 120_000);

  it('should refuse the 31st check-in try of one address in 15 minutes with Retry-After', async () => {
    const request = () =>
      limited.browser().fetch('/api/anon/check-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ appointmentId: 'not-a-link', ssnEndPart: '9024' }),
      });
    await refusedAfter(30, request, 404);
  }, 120_000);
});
