import { type AppointmentWire, latestSearchEnd, maxSearchIds, maxSearchOffset } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type ListBody = { availableAppointments: { type: string; appointments: AppointmentWire[] } };

function range(days = 14) {
  const start = server.clock.now;
  const end = new Date(start.getTime() + days * 24 * 3600 * 1000);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}

async function search(params: Record<string, string | string[]>, browser = server.browser()) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...range(), ...params })) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
  }
  return browser.json<ListBody>(`/api/appointments?${query}`);
}

/** Every time the search answers, page after page, as far as paging goes. */
async function everyPage(params: Record<string, string>): Promise<AppointmentWire[]> {
  const all: AppointmentWire[] = [];
  for (let offset = 0; offset <= maxSearchOffset; offset += 20) {
    const page = (await search({ ...params, offset: String(offset) })).body.availableAppointments
      .appointments;
    all.push(...page);
    if (page.length < 20) break;
  }
  return all;
}

const helsinkiHour = (iso: string) =>
  Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Helsinki',
    }).format(new Date(iso)),
  );

describe('GET /api/appointments', () => {
  describe('given no filter', () => {
    it('should answer the first 20 free future times, earliest first', async () => {
      const { status, body } = await search({});
      expect(status).toBe(200);
      const list = body.availableAppointments.appointments;
      expect(body.availableAppointments.type).toBe('success');
      expect(list).toHaveLength(20);
      const starts = list.map((a) => Date.parse(a.startDate));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(Math.min(...starts)).toBeGreaterThan(server.clock.now.getTime());
      expect(list.every((a) => !a.isRemote)).toBe(true);
    });

    it('should give the next 20 at offset 20, none repeated', async () => {
      const first = (await search({})).body.availableAppointments.appointments;
      const second = (await search({ offset: '20' })).body.availableAppointments.appointments;
      expect(second).toHaveLength(20);
      const ids = new Set(first.map((a) => a.id));
      expect(second.some((a) => ids.has(a.id))).toBe(false);
      expect(Date.parse(second[0]?.startDate ?? '')).toBeGreaterThanOrEqual(
        Date.parse(first[19]?.startDate ?? ''),
      );
    });
  });

  describe('given a clinic', () => {
    it('should keep to that clinic, and add remote times only with includeRemote', async () => {
      const only = (await search({ clinicIds: 'ESP-TAPIOLA' })).body.availableAppointments.appointments;
      expect(only.length).toBeGreaterThan(0);
      expect(new Set(only.map((a) => a.clinicId))).toEqual(new Set(['ESP-TAPIOLA']));
      const withRemote = (await search({ clinicIds: 'ESP-TAPIOLA', includeRemote: 'true', offset: '0' })).body
        .availableAppointments.appointments;
      expect(withRemote.every((a) => a.clinicId === 'ESP-TAPIOLA' || a.isRemote)).toBe(true);
    });

    it('should answer no remote time at all without includeRemote, not even the clinic own', async () => {
      const withRemote = await everyPage({ clinicIds: 'HKI-MALMI', includeRemote: 'true', ...range(60) });
      // The clinic has video times of its own, so the check below can fail.
      expect(withRemote.some((a) => a.clinicId === 'HKI-MALMI' && a.isRemote)).toBe(true);
      const without = await everyPage({ clinicIds: 'HKI-MALMI', ...range(60) });
      expect(without.length).toBeGreaterThan(0);
      expect(without.filter((a) => a.isRemote)).toEqual([]);
    });
  });

  describe('given the morning tab', () => {
    it('should answer only times from 7 to 12 Helsinki time', async () => {
      const list = (await search({ timeOfDay: 'morning' })).body.availableAppointments.appointments;
      expect(list.length).toBeGreaterThan(0);
      for (const appointment of list) expect(helsinkiHour(appointment.startDate)).toBeGreaterThanOrEqual(7);
      for (const appointment of list) expect(helsinkiHour(appointment.startDate)).toBeLessThan(12);
    });
  });

  describe('given a specialty and the Swedish language', () => {
    it('should keep to the specialty and name it in Swedish', async () => {
      const list = (await search({ specialtyIds: 'SH', lang: 'sv' })).body.availableAppointments.appointments;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((a) => a.specialtyId === 'SH')).toBe(true);
      const { body } = await server
        .browser()
        .json<{ specialty: { cmsContent: { title: string } } }>('/api/appointments/specialty?id=SH&lang=sv');
      expect(list[0]?.specialty.name).toBe(body.specialty.cmsContent.title);
    });
  });

  describe('given bad input', () => {
    it('should answer 400 ValidationError naming the fields', async () => {
      const { status, body } = await search({ offset: '-1', timeOfDay: 'night' });
      expect(status).toBe(400);
      expect(body).toMatchObject({ type: 'ValidationError' });
      const paths = (body as unknown as { details: { path: string }[] }).details.map((d) => d.path);
      expect(paths).toEqual(expect.arrayContaining(['offset', 'timeOfDay']));
    });
  });

  describe('given occupational times', () => {
    it('should need a signed-in person whose contract includes web reservation', async () => {
      expect((await search({ isOccupationalHealthcare: 'true' })).status).toBe(401);

      const maija = server.browser();
      await maija.signIn('150385-9024');
      expect(await search({ isOccupationalHealthcare: 'true' }, maija)).toMatchObject({
        status: 403,
        body: { type: 'noOccupationalHealthcare' },
      });

      const jussi = server.browser();
      await jussi.signIn('090699-982V');
      expect(await search({ isOccupationalHealthcare: 'true' }, jussi)).toMatchObject({
        status: 403,
        body: { type: 'webReservationNotAllowed' },
      });

      const mikko = server.browser();
      await mikko.signIn('150385-913F');
      const { status } = await search({ isOccupationalHealthcare: 'true' }, mikko);
      expect(status).toBe(200);
    });
  });
});

describe('GET /api/appointments/available-appointment-dates', () => {
  it('should answer each Helsinki day with free times once, in order', async () => {
    const { status, body } = await server
      .browser()
      .json<{ dates: string[] }>(
        `/api/appointments/available-appointment-dates?${new URLSearchParams(range())}`,
      );
    expect(status).toBe(200);
    expect(body.dates.length).toBeGreaterThan(5);
    expect(body.dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect([...new Set(body.dates)].sort()).toEqual(body.dates);
  });

  it.each(['all', 'evening'])(
    'should name exactly the days the list finds times on (%s)',
    async (timeOfDay) => {
      const narrow = { ...range(), clinicIds: 'KER-KERAVA', specialtyIds: 'SH', timeOfDay };
      const { body } = await server
        .browser()
        .json<{ dates: string[] }>(
          `/api/appointments/available-appointment-dates?${new URLSearchParams(narrow)}`,
        );
      const days = new Set<string>();
      for (let offset = 0; ; offset += 20) {
        const page = (await search({ ...narrow, offset: String(offset) })).body.availableAppointments
          .appointments;
        for (const a of page)
          days.add(new Date(a.startDate).toLocaleDateString('sv-SE', { timeZone: 'Europe/Helsinki' }));
        if (page.length < 20) break;
      }
      expect(days.size).toBeGreaterThan(0);
      expect(body.dates).toEqual([...days].sort());
    },
  );
});

describe('GET /api/appointments/{id}', () => {
  it('should answer a free time, and appointmentNotFound for one that does not exist', async () => {
    const [first] = (await search({})).body.availableAppointments.appointments;
    const { status, body } = await server
      .browser()
      .json<{ appointment: AppointmentWire }>(`/api/appointments/${first?.id}?lang=en`);
    expect(status).toBe(200);
    expect(body.appointment.id).toBe(first?.id);
    const missing = await server.browser().json('/api/appointments/999999999');
    expect(missing).toEqual({ status: 404, body: { type: 'appointmentNotFound' } });
  });

  it('should answer appointmentNotAvailable for a time another patient has just reserved', async () => {
    const [time] = (await search({})).body.availableAppointments.appointments.slice(-1);
    const maija = server.browser();
    await maija.signIn('150385-9024');
    const { body } = await maija.json<{ session: { csrfToken: string } }>('/api/session');
    const reserved = await maija.json(`/api/reserve-appointment?csrfToken=${body.session.csrfToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        internalOrganization: 'aava',
        appointmentId: time?.id,
        healthCareType: 'private',
        emailAddress: 'maija@example.fi',
        phone: '0401112233',
      }),
    });
    expect(reserved.status).toBe(200);
    expect(await server.browser().json(`/api/appointments/${time?.id}`)).toEqual({
      status: 409,
      body: { type: 'appointmentNotAvailable' },
    });
  });
});

describe('GET /api/appointments/practitioner-clinics', () => {
  it('should answer the clinics of a practitioner who has times', async () => {
    const [first] = (await search({})).body.availableAppointments.appointments;
    const { body } = await server
      .browser()
      .json<{ clinicIds: string[] }>(`/api/appointments/practitioner-clinics?id=${first?.practitionerId}`);
    expect(body.clinicIds).toContain(first?.clinicId);
  });
});

// Every input is bounded: the largest search accepted is answered at once, a larger one refused.
describe('the bounds of a search', () => {
  const dates = (params: Record<string, string>) =>
    server.browser().json(`/api/appointments/available-appointment-dates?${new URLSearchParams(params)}`);
  const horizonEnd = () => latestSearchEnd(server.clock.now);
  const fromNow = () => server.clock.now.toISOString();
  const minute = 60_000;

  describe('given the latest end the booking horizon allows', () => {
    it('should answer the dates and the list at once', async () => {
      const params = { startDate: fromNow(), endDate: horizonEnd().toISOString() };
      const started = Date.now();
      expect((await dates(params)).status).toBe(200);
      expect((await search(params)).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(3000);
    });
  });

  describe('given an end past the booking horizon', () => {
    it.each(['dates', 'list'] as const)('should refuse the %s with 400 naming endDate', async (call) => {
      const params = {
        startDate: fromNow(),
        endDate: new Date(horizonEnd().getTime() + minute).toISOString(),
      };
      const answer = call === 'dates' ? await dates(params) : await search(params);
      expect(answer).toEqual({
        status: 400,
        body: { type: 'ValidationError', details: [{ path: 'endDate', message: 'beyondBookingHorizon' }] },
      });
    });
  });

  describe('given an end before the start', () => {
    it('should refuse it with 400 naming endDate', async () => {
      const end = server.clock.now.toISOString();
      const answer = await dates({
        startDate: new Date(Date.parse(end) + minute).toISOString(),
        endDate: end,
      });
      expect(answer).toEqual({
        status: 400,
        body: { type: 'ValidationError', details: [{ path: 'endDate', message: 'beforeStartDate' }] },
      });
    });
  });

  describe('given the deepest page', () => {
    it('should answer it, and refuse one page deeper', async () => {
      expect((await search({ offset: String(maxSearchOffset) })).status).toBe(200);
      const deeper = await search({ offset: String(maxSearchOffset + 1) });
      expect(deeper.status).toBe(400);
      expect(deeper.body).toMatchObject({ type: 'ValidationError', details: [{ path: 'offset' }] });
    });
  });

  describe('given more clinics than a search may name', () => {
    it('should answer the most it may name, and refuse one more', async () => {
      const clinics = (n: number) => Array.from({ length: n }, (_, i) => `C${i}`);
      expect((await search({ clinicIds: clinics(maxSearchIds) })).status).toBe(200);
      const more = await search({ clinicIds: clinics(maxSearchIds + 1) });
      expect(more.status).toBe(400);
      expect(more.body).toMatchObject({ type: 'ValidationError', details: [{ path: 'clinicIds' }] });
    });
  });
});
