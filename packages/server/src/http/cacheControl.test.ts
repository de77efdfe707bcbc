import type { AppointmentWire } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

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

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  return { browser, csrfToken: body.session.csrfToken };
}

function anonymousBooking(fields: Record<string, unknown>) {
  return server.browser().fetch('/api/anon/reserve-appointment?lang=fi', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      internalOrganization: 'aava',
      emailAddress: 'maija@example.fi',
      phone: '0401234567',
      ...fields,
    }),
  });
}

describe('given Maija signed in', () => {
  it.each(['/api/session', '/api/user', '/api/insurance/lahitapiola-direct-compensation-permits/fi'])(
    'should tell no one to store the answer of %s',
    async (path) => {
      const { browser } = await signedIn('150385-9024');
      const response = await browser.fetch(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('should tell no one to store her reservation', async () => {
    const { browser, csrfToken } = await signedIn('150385-9024');
    const response = await browser.fetch(`/api/reserve-appointment?csrfToken=${csrfToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        internalOrganization: 'aava',
        appointmentId: (await freeTime())?.id,
        emailAddress: 'maija@example.fi',
        phone: '0401234567',
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('given an anonymous booking', () => {
  it('should tell no one to store the reservation', async () => {
    const response = await anonymousBooking({
      appointmentId: (await freeTime())?.id,
      ssn: '150385-9024',
      firstName: 'Maija',
      lastName: 'Virtanen',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('should tell no one to store a refusal that says who is a patient', async () => {
    const response = await anonymousBooking({
      appointmentId: (await freeTime())?.id,
      ssn: '150385-9024',
      firstName: 'Liisa',
      lastName: 'Virtanen',
    });
    expect(response.status).toBe(409);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('given no session', () => {
  it('should tell no one to store the refusal of a personal answer', async () => {
    const response = await server.browser().fetch('/api/user');
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
