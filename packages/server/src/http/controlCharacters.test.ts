import type { AppointmentWire, UserAnswer } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Failure = { type: string; details?: { path: string; message: string }[] };

// NUL cannot be stored in PostgreSQL at all; the others are C0, DEL and C1 controls.
const controls = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'];

function expectRefused({ status, body }: { status: number; body: Failure }, path: string) {
  expect(status).toBe(400);
  expect(body.type).toBe('ValidationError');
  expect(body.details).toContainEqual({ path, message: 'controlCharacter' });
}

function searchQuery(extra: Record<string, string>) {
  return new URLSearchParams({
    startDate: server.clock.now.toISOString(),
    endDate: new Date(server.clock.now.getTime() + 7 * 86_400_000).toISOString(),
    ...extra,
  });
}

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  return (method: string, path: string, payload?: unknown) =>
    browser.json<Failure>(`${path}?csrfToken=${body.session.csrfToken}`, {
      method,
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
}

async function freeTime(): Promise<AppointmentWire> {
  const { body } = await server
    .browser()
    .json<{ availableAppointments: { appointments: AppointmentWire[] } }>(
      `/api/appointments?${searchQuery({})}`,
    );
  const time = body.availableAppointments.appointments[0];
  if (!time) throw new Error('No free time in the demo data');
  return time;
}

const address = {
  streetAddress: 'Mannerheimintie 10 A 5',
  postalCode: '00100',
  postOffice: 'Helsinki',
  emailAddress: 'laura.makinen@example.fi',
  phoneNumber: '040 765 4321',
};

describe.each(controls)('given the control character %j in a request', (control) => {
  describe('in a search filter', () => {
    it.each(['clinicIds', 'specialtyIds', 'practitionerIds'])('should refuse %s with 400', async (name) => {
      const query = searchQuery({ [name]: `aava${control}` });
      const list = await server.browser().json<Failure>(`/api/appointments?${query}`);
      expectRefused(list, `${name}.0`);
      const dates = await server
        .browser()
        .json<Failure>(`/api/appointments/available-appointment-dates?${query}`);
      expectRefused(dates, `${name}.0`);
    });
  });

  describe('in a specialty or practitioner id', () => {
    it.each(['specialty', 'practitioner-clinics'])(
      'should refuse /api/appointments/%s with 400',
      async (name) => {
        const query = new URLSearchParams({ id: `1${control}`, lang: 'fi' });
        expectRefused(await server.browser().json<Failure>(`/api/appointments/${name}?${query}`), 'id');
      },
    );
  });

  describe('in the contact update of Maija', () => {
    it('should refuse it with 400 and keep her address', async () => {
      const call = await signedIn('150385-9024');
      const before = (await call('GET', '/api/user')) as unknown as { body: UserAnswer };
      expectRefused(
        await call('PUT', '/api/user', { ...address, streetAddress: `Katu${control} 1` }),
        'streetAddress',
      );
      expectRefused(
        await call('PUT', '/api/user', { ...address, postOffice: `Espoo${control}` }),
        'postOffice',
      );
      const after = (await call('GET', '/api/user')) as unknown as { body: UserAnswer };
      expect(after.body.patient?.postalAddress).toEqual(before.body.patient?.postalAddress);
    });
  });

  describe('in the registration of Laura', () => {
    it('should refuse it with 400 and not register her', async () => {
      const call = await signedIn('040790-9259');
      const registration = {
        firstName: `Laura${control}`,
        lastName: 'Mäkinen',
        language: 'fi',
        ...address,
        privacyPolicyRead: true,
        dataProcessingAccepted: true,
      };
      expectRefused(await call('POST', '/api/user/register', registration), 'firstName');
      const { body } = (await call('GET', '/api/user')) as unknown as { body: UserAnswer };
      expect(body.patient).toBeNull();
    });
  });

  // `internalOrganization` is one of two names, not text: anything else is refused as such
  // (booking/brands.test.ts), a control character too.
  describe('in a reservation field of Maija', () => {
    it.each(['description', 'conceptCode', 'dcpContentHash', 'pohjolaPolicyId'])(
      'should refuse %s with 400',
      async (field) => {
        const call = await signedIn('150385-9024');
        const time = await freeTime();
        const reservation = {
          internalOrganization: 'aava',
          appointmentId: time.id,
          emailAddress: 'maija@example.fi',
          phone: '0401234567',
          [field]: `x${control}`,
        };
        expectRefused(await call('POST', '/api/reserve-appointment', reservation), field);
      },
    );
  });

  describe('in an anonymous reservation field', () => {
    it.each(['firstName', 'lastName', 'ssn', 'emailAddress', 'phone'])(
      'should refuse %s with 400',
      async (field) => {
        const time = await freeTime();
        const reservation = {
          internalOrganization: 'aava',
          appointmentId: time.id,
          emailAddress: 'maija@example.fi',
          phone: '0401234567',
          ssn: '150385-9024',
          firstName: 'Maija',
          lastName: 'Virtanen',
        };
        const { status, body } = await server
          .browser()
          .json<Failure>('/api/anon/reserve-appointment?lang=fi', {
            method: 'POST',
            body: JSON.stringify({
              ...reservation,
              [field]: `${reservation[field as keyof typeof reservation]}${control}`,
            }),
          });
        expectRefused({ status, body }, field);
      },
    );
  });
});
