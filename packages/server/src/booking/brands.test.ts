import type { AppointmentWire, BrandId } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import type { Database } from '../db';
import { openTestDatabase } from '../db/testing';
import { seedDemo } from '../seed';
import { type RunningServer, startServer } from '../server';
import { TestBrowser } from '../testing/httpClient';
import { TestClock } from '../testing/testServer';

// decisions.md §1: the two brands side by side on two ports against one database.
let database: Database;
const clock = new TestClock();
const servers = {} as Record<BrandId, RunningServer>;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { today: clock.now, horizonDays: 14 });
  for (const brand of ['general', 'children'] as const) {
    const config = readConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', BRAND: brand });
    servers[brand] = await startServer({ config, database, clock: clock.read });
  }
});
afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.close()));
  await database.close();
});

const browserOf = (brand: BrandId) => TestBrowser.of(servers[brand]);
const isChildrens = (appointment: AppointmentWire) => appointment.clinic.name.startsWith('Pikkujätti ');

type ListBody = { availableAppointments: { appointments: AppointmentWire[] } };
type FilterOptions = {
  clinics: { id: string; name: string }[];
  specialties: { id: string; customerTypes: string[] }[];
  practitioners: { id: string; specialtyIds: string[]; clinicIds: string[] }[];
};

function query(params: Record<string, string | string[]>) {
  const search = new URLSearchParams({
    startDate: clock.now.toISOString(),
    endDate: new Date(clock.now.getTime() + 14 * 86_400_000).toISOString(),
  });
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  return search;
}

async function search(brand: BrandId, params: Record<string, string | string[]> = {}) {
  const { status, body } = await browserOf(brand).json<ListBody>(`/api/appointments?${query(params)}`);
  expect(status).toBe(200);
  return body.availableAppointments.appointments;
}

async function filterOptions(brand: BrandId) {
  return (await browserOf(brand).json<FilterOptions>('/api/appointments/filter-options')).body;
}

/** Free times taken one by one, so that no two tests reach for the same time. */
const taken: Record<BrandId, number> = { general: 0, children: 0 };
async function freeTime(brand: BrandId): Promise<AppointmentWire> {
  const list = await search(brand, { offset: String(taken[brand]++) });
  if (!list[0]) throw new Error(`no free time at the ${brand} brand`);
  return list[0];
}

const organization = { general: 'aava', children: 'pikkujatti' } as const;
const contact = {
  emailAddress: 'maija.virtanen@example.fi',
  phone: '+358401112233',
};

/** Maija signed in at `brand`, reserving in `internalOrganization` (the brand's own by default). */
async function signedInMaija(brand: BrandId, internalOrganization: string = organization[brand]) {
  const browser = browserOf(brand);
  await browser.signIn('150385-9024');
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  return (appointmentId: number) =>
    browser.json(`/api/reserve-appointment?csrfToken=${body.session.csrfToken}&lang=en`, {
      method: 'POST',
      body: JSON.stringify({ ...contact, internalOrganization, appointmentId }),
    });
}

const anonymousMaija = (
  brand: BrandId,
  appointmentId: number,
  internalOrganization: string = organization[brand],
) =>
  browserOf(brand).json('/api/anon/reserve-appointment?lang=fi', {
    method: 'POST',
    body: JSON.stringify({
      ...contact,
      internalOrganization,
      appointmentId,
      ssn: '150385-9024',
      firstName: 'Maija',
      lastName: 'Virtanen',
    }),
  });

describe('given the general and the children’s brand served from one database', () => {
  describe('GET /api/appointments', () => {
    it('at the children’s brand, should list only Pikkujätti times, and at the general brand none', async () => {
      const children = await search('children');
      expect(children).toHaveLength(20);
      expect(children.every(isChildrens)).toBe(true);
      const general = await search('general');
      expect(general).toHaveLength(20);
      expect(general.some(isChildrens)).toBe(false);
    });

    it('should answer no times for a clinic of the other brand, even with remote times included', async () => {
      const [aava] = await search('general');
      const [pikkujatti] = await search('children');
      const foreign = await search('children', { clinicIds: aava?.clinicId ?? '', includeRemote: 'true' });
      expect(foreign.every(isChildrens)).toBe(true);
      expect(foreign.some((appointment) => appointment.clinicId === aava?.clinicId)).toBe(false);
      expect(await search('general', { clinicIds: pikkujatti?.clinicId ?? '' })).toEqual([]);
      expect((await search('children', { clinicIds: pikkujatti?.clinicId ?? '' })).length).toBeGreaterThan(0);
    });

    it('should answer no times for a practitioner of the other brand', async () => {
      const [pikkujatti] = await search('children');
      const params = { practitionerIds: pikkujatti?.practitionerId ?? '' };
      expect(await search('general', params)).toEqual([]);
      expect((await search('children', params)).length).toBeGreaterThan(0);
    });
  });

  describe('GET /api/appointments/available-appointment-dates', () => {
    it('should answer the days of the serving brand’s clinics only', async () => {
      const [pikkujatti] = await search('children');
      const dates = (brand: BrandId) =>
        browserOf(brand).json<{ dates: string[] }>(
          `/api/appointments/available-appointment-dates?${query({ clinicIds: pikkujatti?.clinicId ?? '' })}`,
        );
      expect((await dates('general')).body.dates).toEqual([]);
      expect((await dates('children')).body.dates.length).toBeGreaterThan(0);
    });
  });

  describe('GET /api/appointments/filter-options', () => {
    it('at the children’s brand, should offer Pikkujätti clinics, paediatric specialties and their staff', async () => {
      const options = await filterOptions('children');
      expect(options.clinics.length).toBeGreaterThan(0);
      expect(options.clinics.every((clinic) => clinic.name.startsWith('Pikkujätti '))).toBe(true);
      expect(options.specialties.map((specialty) => specialty.id).sort()).toEqual([
        'LAS',
        'LROK',
        'LSH',
        'ROKH',
      ]);
      const general = new Set((await filterOptions('general')).practitioners.map((person) => person.id));
      expect(options.practitioners.length).toBeGreaterThan(0);
      expect(options.practitioners.some((person) => general.has(person.id))).toBe(false);
    });

    it('at the general brand, should keep its own network and none of Pikkujätti’s', async () => {
      const options = await filterOptions('general');
      expect(options.clinics.some((clinic) => clinic.name.startsWith('Pikkujätti'))).toBe(false);
      expect(options.clinics.map((clinic) => clinic.id)).toEqual(
        expect.arrayContaining(['HKI-KAMPPI', 'RMT', 'NRMT']),
      );
      const specialties = options.specialties.map((specialty) => specialty.id);
      expect(specialties).toEqual(
        expect.arrayContaining(['YLE', 'SH', 'LAS', 'TTL', 'ROKT', 'ROKH', 'Y65V']),
      );
      expect(specialties).not.toContain('LSH');
      expect(specialties).not.toContain('LROK');
    });

    it('should say which customers each specialty serves, and where each practitioner receives', async () => {
      const options = await filterOptions('general');
      const servedBy = new Map(options.specialties.map((s) => [s.id, s.customerTypes]));
      expect(servedBy.get('YLE')).toEqual(['private', 'occupational', 'insurance']);
      expect(servedBy.get('TTL')).toEqual(['occupational']);
      expect(servedBy.get('Y65V')).toEqual(['kela65']);
      const clinicIds = new Set(options.clinics.map((clinic) => clinic.id));
      expect(options.practitioners.every((person) => person.clinicIds.length > 0)).toBe(true);
      expect(options.practitioners.every((person) => person.clinicIds.every((id) => clinicIds.has(id)))).toBe(
        true,
      );
    });
  });

  describe('GET /api/appointments/practitioner-clinics', () => {
    it('should answer a practitioner’s clinics at their brand and none at the other', async () => {
      const time = await freeTime('children');
      const clinics = (brand: BrandId) =>
        browserOf(brand).json<{ clinicIds: string[] }>(
          `/api/appointments/practitioner-clinics?id=${time.practitionerId}`,
        );
      expect((await clinics('children')).body.clinicIds).toContain(time.clinicId);
      expect((await clinics('general')).body.clinicIds).toEqual([]);
    });
  });

  describe('GET /api/appointments/{id}', () => {
    it.each([
      ['children', 'general'],
      ['general', 'children'],
    ] as const)(
      'should answer a %s time at its brand and appointmentNotFound at the %s brand',
      async (own, other) => {
        const time = await freeTime(own);
        expect((await browserOf(own).json(`/api/appointments/${time.id}`)).status).toBe(200);
        expect(await browserOf(other).json(`/api/appointments/${time.id}`)).toEqual({
          status: 404,
          body: { type: 'appointmentNotFound' },
        });
      },
    );
  });

  describe('POST /api/reserve-appointment', () => {
    it.each([
      ['children', 'general'],
      ['general', 'children'],
    ] as const)('should refuse a %s time at the %s brand and reserve it at its own', async (own, other) => {
      const time = await freeTime(own);
      const reserveAtOther = await signedInMaija(other);
      expect(await reserveAtOther(time.id)).toEqual({
        status: 409,
        body: { type: 'appointmentNotAvailable' },
      });
      const reserveAtOwn = await signedInMaija(own);
      const { status, body } = await reserveAtOwn(time.id);
      expect(status).toBe(200);
      expect(body).toMatchObject({ reservationDetails: { appointment: { id: time.id } } });
    });

    it.each([
      ['children', 'aava'],
      ['general', 'pikkujatti'],
    ] as const)(
      'at the %s brand, should refuse a reservation said to be made in %s',
      async (brand, other) => {
        const time = await freeTime(brand);
        const reserve = await signedInMaija(brand, other);
        expect(await reserve(time.id)).toMatchObject({
          status: 400,
          body: { type: 'ValidationError', details: [{ path: 'internalOrganization' }] },
        });
        expect((await browserOf(brand).json(`/api/appointments/${time.id}`)).status).toBe(200);
      },
    );
  });

  describe('POST /api/anon/reserve-appointment', () => {
    it.each([
      ['children', 'general'],
      ['general', 'children'],
    ] as const)('should refuse a %s time at the %s brand', async (own, other) => {
      const time = await freeTime(own);
      expect(await anonymousMaija(other, time.id)).toEqual({
        status: 409,
        body: { type: 'appointmentNotAvailable' },
      });
      expect((await browserOf(own).json(`/api/appointments/${time.id}`)).status).toBe(200);
    });

    it.each([
      ['children', 'aava'],
      ['general', 'pikkujatti'],
      ['general', 'an organisation nobody knows'],
    ] as const)(
      'at the %s brand, should refuse a reservation said to be made in %s',
      async (brand, other) => {
        const time = await freeTime(brand);
        expect(await anonymousMaija(brand, time.id, other)).toMatchObject({
          status: 400,
          body: { type: 'ValidationError', details: [{ path: 'internalOrganization' }] },
        });
        expect((await browserOf(brand).json(`/api/appointments/${time.id}`)).status).toBe(200);
      },
    );

    it('should reserve a Pikkujätti time at the children’s brand and confirm it in its name', async () => {
      const time = await freeTime('children');
      expect((await anonymousMaija('children', time.id)).status).toBe(200);
      const { body } = await browserOf('children').json<{ messages: { body: string }[] }>('/dev/outbox.json');
      expect(body.messages.some((message) => message.body.startsWith('Aikasi on varattu (Pikkujätti)'))).toBe(
        true,
      );
    });
  });

  describe('GET /api/session', () => {
    it('should give no other site’s address when none is configured', async () => {
      const { body } = await browserOf('children').json<{ session: { brand: string; brandUrls: object } }>(
        '/api/session',
      );
      expect(body.session).toMatchObject({ brand: 'children', brandUrls: {} });
    });
  });
});

describe('given a general brand server that knows the children’s site', () => {
  it('should give the app the children’s site address in the session', async () => {
    const config = readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      CHILDREN_BRAND_URL: 'https://pikkujatti.example.fi/',
    });
    const server = await startServer({ config, database, clock: clock.read });
    try {
      const { body } = await TestBrowser.of(server).json<{ session: object }>('/api/session');
      expect(body.session).toMatchObject({
        brand: 'general',
        brandUrls: { children: 'https://pikkujatti.example.fi' },
      });
    } finally {
      await server.close();
    }
  });
});
