import type { AppointmentWire } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import { anonymousReservationLimits } from '../http/rateLimit';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Demo persons' identity codes: valid, so every attempt reaches the patient lookup. The test of
// the limit per code uses one of no patient, so the first test's attempts do not count for it.
const codes = [
  '150385-9024',
  '040790-9259',
  '280275-971B',
  '010158-936L',
  '120518A958A',
  '031111A969W',
  '300870-993W',
  '221009A9175',
  '150385-913F',
];

let taken = 0;
async function freeTime(): Promise<AppointmentWire | undefined> {
  const query = new URLSearchParams({
    startDate: server.clock.now.toISOString(),
    endDate: new Date(server.clock.now.getTime() + 14 * 86_400_000).toISOString(),
    offset: String(taken++),
  });
  const { body } = await server
    .browser()
    .json<{ availableAppointments: { appointments: AppointmentWire[] } }>(`/api/appointments?${query}`);
  return body.availableAppointments.appointments[0];
}

/** One anonymous attempt from `address` (the proxy in front of the server names it). */
async function attempt(address: string, person: { ssn: string; firstName: string; lastName: string }) {
  const response = await server.browser().fetch('/api/anon/reserve-appointment?lang=fi', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      internalOrganization: 'aava',
      appointmentId: (await freeTime())?.id,
      emailAddress: 'someone@example.fi',
      phone: '0401234567',
      ...person,
    }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  };
}

const probe = (ssn: string) => ({ ssn, firstName: 'Probe', lastName: 'Person' });

describe('given one address probing identity codes with the anonymous form', () => {
  const { points, durationSeconds } = anonymousReservationLimits.perAddress;

  it(`should answer ${points} attempts, then refuse with 429 and Retry-After`, async () => {
    for (let i = 0; i < points; i++) {
      const { status } = await attempt('198.51.100.7', probe(codes[i % codes.length] ?? ''));
      expect(status).not.toBe(429);
    }
    const refused = await attempt('198.51.100.7', probe(codes[0] ?? ''));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ type: 'tooManyRequests' });
    const seconds = Number(refused.retryAfter);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(durationSeconds);
  });

  it('should still answer another address', async () => {
    const { status } = await attempt('198.51.100.8', probe(codes[1] ?? ''));
    expect(status).not.toBe(429);
  });
});

describe('given many addresses trying one identity code', () => {
  const { points } = anonymousReservationLimits.perIdentityCode;

  it(`should answer ${points} attempts for the code, then refuse it from any address`, async () => {
    for (let i = 0; i < points; i++) {
      const { status } = await attempt(`203.0.113.${i + 1}`, probe('010190-123M'));
      expect(status).not.toBe(429);
    }
    const refused = await attempt('203.0.113.200', probe('010190-123M'));
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });
});

describe('given Maija booked twice with the anonymous form', () => {
  const maija = { ssn: '150385-9024', firstName: 'Maija', lastName: 'Virtanen' };

  it('should refuse a third anonymous booking, and still book her when she signs in', async () => {
    expect((await attempt('192.0.2.10', maija)).status).toBe(200);
    expect((await attempt('192.0.2.11', maija)).status).toBe(200);
    const third = await attempt('192.0.2.12', maija);
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ type: 'tooManyReservations' });

    const browser = server.browser();
    await browser.signIn(maija.ssn);
    const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
    const booked = await browser.json(`/api/reserve-appointment?csrfToken=${body.session.csrfToken}`, {
      method: 'POST',
      body: JSON.stringify({
        internalOrganization: 'aava',
        appointmentId: (await freeTime())?.id,
        emailAddress: 'maija@example.fi',
        phone: '0401234567',
      }),
    });
    expect(booked.status).toBe(200);
  });
});

describe('given an identity code of someone born in 2095', () => {
  it('should refuse the code as the form does and audit nothing', async () => {
    const before = await server.database.db.select().from(schema.auditLog);
    const refused = await attempt('192.0.2.60', {
      ssn: '010195A433X',
      firstName: 'Aatu',
      lastName: 'Tuleva',
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { type: 'ValidationError', details: [{ path: 'ssn', message: 'date' }] },
    });
    expect(await server.database.db.select().from(schema.auditLog)).toHaveLength(before.length);
  });
});

describe('every anonymous attempt', () => {
  async function attemptsOf(ssn: string) {
    return server.database.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.actorSsn, ssn), eq(schema.auditLog.resource, 'reservation.anonymousAttempt')),
      );
  }

  it('should be audited with its address and outcome when no patient has the code', async () => {
    expect((await attempt('192.0.2.50', probe('020290-234N'))).status).toBe(403);
    const rows = await attemptsOf('020290-234N');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subjectPatientId: null,
      detail: { address: '192.0.2.50', outcome: 'noPatient' },
    });
    expect(rows[0]?.requestId).toBeTruthy();
  });

  it('should be audited with the patient it named when the names did not match', async () => {
    expect((await attempt('192.0.2.51', probe('300870-993W'))).status).toBe(409);
    const rows = await attemptsOf('300870-993W');
    const conflict = rows.find((row) => (row.detail as { address?: string }).address === '192.0.2.51');
    expect(conflict).toMatchObject({ detail: { address: '192.0.2.51', outcome: 'patientInfoConflict' } });
    expect(conflict?.subjectPatientId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('should be audited when it books', async () => {
    const mikko = { ssn: '150385-913F', firstName: 'Mikko', lastName: 'Korhonen' };
    expect((await attempt('192.0.2.52', mikko)).status).toBe(200);
    const rows = await attemptsOf(mikko.ssn);
    expect(rows.at(-1)).toMatchObject({ detail: { address: '192.0.2.52', outcome: 'success' } });
  });
});

describe('given Mikko booked anonymously with a phone and an e-mail not his', () => {
  type Outbox = { messages: { channel: string; recipient: string; body: string }[] };

  it('should also tell his own phone and e-mail of the booking', async () => {
    const outbox = async () => (await server.browser().json<Outbox>('/dev/outbox.json')).body.messages;
    const countTo = (messages: Outbox['messages'], channel: string, recipient: string) =>
      messages.filter((message) => message.channel === channel && message.recipient === recipient).length;
    const before = await outbox();
    const response = await server.browser().fetch('/api/anon/reserve-appointment?lang=fi', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.60' },
      body: JSON.stringify({
        internalOrganization: 'aava',
        appointmentId: (await freeTime())?.id,
        emailAddress: 'someone.else@example.org',
        phone: '0409998877',
        ssn: '150385-913F',
        firstName: 'Mikko',
        lastName: 'Korhonen',
      }),
    });
    expect(response.status).toBe(200);
    const after = await outbox();
    for (const [channel, recipient] of [
      ['sms', '+358409998877'],
      ['email', 'someone.else@example.org'],
      ['sms', '+358503456789'],
      ['email', 'mikko.korhonen@example.fi'],
    ] as const) {
      expect(countTo(after, channel, recipient) - countTo(before, channel, recipient)).toBe(1);
    }
  });
});
