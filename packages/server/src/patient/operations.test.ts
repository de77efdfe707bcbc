import type { AppointmentWire, UserAnswer } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
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
    offset: String(100 + taken++),
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
  const call = (method: string, path: string, payload?: unknown) =>
    browser.json<Record<string, unknown>>(`${path}?csrfToken=${body.session.csrfToken}`, {
      method,
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
  const reserve = async () =>
    call('POST', '/api/reserve-appointment', {
      internalOrganization: 'aava',
      appointmentId: (await freeTime())?.id,
      emailAddress: 'test@example.fi',
      phone: '0401234567',
    });
  return { browser, call, reserve };
}

const address = {
  streetAddress: 'Mannerheimintie 10 A 5',
  postalCode: '00100',
  postOffice: 'Helsinki',
  emailAddress: 'laura.makinen@example.fi',
  phoneNumber: '040 765 4321',
};
const consents = { privacyPolicyRead: true, dataProcessingAccepted: true };
const consent = {
  allowsCommonRegistry: true,
  allowsViewingOccupationalInformation: false,
  allowsMarketingMail: false,
  allowsTreatmentInstructionsMail: true,
  allowsBookingSms: true,
};

describe('GET /api/user', () => {
  it('should answer Maija with her address and a masked identity code', async () => {
    const { browser } = await signedIn('150385-9024');
    const { status, body } = await browser.json<UserAnswer>('/api/user');
    expect(status).toBe(200);
    expect(body.patient).toMatchObject({
      firstName: 'Maija',
      lastName: 'Virtanen',
      isUserCreditWorthy: true,
    });
    expect(body.patient?.obfuscatedPersonalIdentityCode).not.toContain('9024');
  });
});

describe('given Laura, a new customer', () => {
  it('should register her with the names the identification gave, then ask for consent before booking', async () => {
    const laura = await signedIn('040790-9259');
    const before = await laura.browser.json<UserAnswer>('/api/user');
    expect(before.body.patient).toBeNull();
    expect(before.body.person).toMatchObject({ givenName: 'Laura', familyName: 'Mäkinen' });
    expect(await laura.reserve()).toMatchObject({ status: 403, body: { type: 'noPatient' } });

    const registered = await laura.call('POST', '/api/user/register', {
      firstName: 'Laura',
      lastName: 'Mäkinen',
      ...address,
      ...consents,
    });
    expect(registered.status).toBe(200);
    expect(registered.body.patient).toMatchObject({
      phoneNumber: '+358407654321',
      patientDataConsentFormUpdated: null,
    });
    expect(
      await laura.call('POST', '/api/user/register', {
        firstName: 'Laura',
        lastName: 'Mäkinen',
        ...address,
        ...consents,
      }),
    ).toEqual({
      status: 409,
      body: { type: 'userAlreadyExists' },
    });

    expect(await laura.reserve()).toMatchObject({
      status: 403,
      body: { type: 'patientDataConsentRequired' },
    });
    expect(await laura.call('POST', '/api/user/consent', { ...consent, ...consents })).toEqual({
      status: 200,
      body: { type: 'success' },
    });
    expect((await laura.reserve()).status).toBe(200);
  });
});

describe('given Aino, a new customer, registering without the required consents', () => {
  const aino = { firstName: 'Aino', lastName: 'Laine', ...address };

  it.each([
    ['neither consent', {}, ['privacyPolicyRead', 'dataProcessingAccepted']],
    ['only the privacy policy', { privacyPolicyRead: true }, ['dataProcessingAccepted']],
    [
      'the data processing refused',
      { privacyPolicyRead: true, dataProcessingAccepted: false },
      ['dataProcessingAccepted'],
    ],
  ])('with %s should answer 400 naming what is missing and create nothing', async (_, given, missing) => {
    const person = await signedIn('010190-961N');
    const answer = await person.call('POST', '/api/user/register', { ...aino, ...given });
    expect(answer.status).toBe(400);
    expect(answer.body.type).toBe('ValidationError');
    const paths = (answer.body.details as { path: string }[]).map((detail) => detail.path);
    expect(paths).toEqual(missing);
    expect((await person.browser.json<UserAnswer>('/api/user')).body.patient).toBeNull();
  });

  it('with both should register her and store when she gave them', async () => {
    const person = await signedIn('010190-961N');
    expect((await person.call('POST', '/api/user/register', { ...aino, ...consents })).status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(schema.patients)
      .where(eq(schema.patients.ssn, '010190-961N'));
    expect(row).toMatchObject({
      privacyPolicyReadAt: server.clock.now,
      dataProcessingAcceptedAt: server.clock.now,
    });
  });
});

describe('given Timo, who never filled the consent form', () => {
  it('should book once he has given consent', async () => {
    const timo = await signedIn('280275-971B');
    expect(await timo.reserve()).toMatchObject({ status: 403, body: { type: 'patientDataConsentRequired' } });
    const missing = await timo.call('POST', '/api/user/consent', { allowsCommonRegistry: true });
    expect(missing.status).toBe(400);
    expect((await timo.call('POST', '/api/user/consent', { ...consent, ...consents })).status).toBe(200);
    expect((await timo.reserve()).status).toBe(200);
  });
});

describe('POST /api/user/consent', () => {
  describe('given a new customer, the first time they fill the form', () => {
    it("should take the specification's body of five booleans, and store when the form's consents were given", async () => {
      const person = await signedIn('020292-931N');
      const kalle = { firstName: 'Kalle', lastName: 'Uusi', ...address, ...consents };
      expect((await person.call('POST', '/api/user/register', kalle)).status).toBe(200);
      await server.database.db
        .update(schema.patients)
        .set({ privacyPolicyReadAt: null, dataProcessingAcceptedAt: null })
        .where(eq(schema.patients.ssn, '020292-931N'));

      expect(await person.call('POST', '/api/user/consent', consent)).toEqual({
        status: 200,
        body: { type: 'success' },
      });
      expect((await person.browser.json('/api/user/consent')).body).toEqual({ type: 'success', consent });
      const [row] = await server.database.db
        .select()
        .from(schema.patients)
        .where(eq(schema.patients.ssn, '020292-931N'));
      expect(row).toMatchObject({
        privacyPolicyReadAt: server.clock.now,
        dataProcessingAcceptedAt: server.clock.now,
      });
    });

    it.each([
      ['the data-processing consent', { dataProcessingAccepted: false }, 'dataProcessingAccepted'],
      ['the privacy policy read', { privacyPolicyRead: false }, 'privacyPolicyRead'],
    ])('should refuse a body that names %s as not given', async (_, given, path) => {
      const person = await signedIn('020292-931N');
      expect(await person.call('POST', '/api/user/consent', { ...consent, ...given })).toMatchObject({
        status: 400,
        body: { type: 'ValidationError', details: [{ path, message: 'required' }] },
      });
    });
  });

  describe('given Maija, who has filled it before', () => {
    it('should take the five booleans again, and the form with its boxes named', async () => {
      const maija = await signedIn('150385-9024');
      expect((await maija.call('POST', '/api/user/consent', consent)).status).toBe(200);
      const again = { ...consent, dataProcessingAccepted: true };
      expect((await maija.call('POST', '/api/user/consent', again)).status).toBe(200);
    });
  });

  describe('given a body without all five booleans', () => {
    it('should refuse it with 400 naming the missing ones', async () => {
      const maija = await signedIn('150385-9024');
      const { allowsBookingSms: _, ...four } = consent;
      const answer = await maija.call('POST', '/api/user/consent', four);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body.details)).toContain('allowsBookingSms');
    });
  });
});

describe('GET /api/user/consent', () => {
  it('should answer the choices as they stand', async () => {
    const timo = await signedIn('280275-971B');
    await timo.call('POST', '/api/user/consent', { ...consent, ...consents, allowsMarketingMail: true });

    expect((await timo.browser.json('/api/user/consent')).body).toEqual({
      type: 'success',
      consent: { ...consent, allowsMarketingMail: true },
    });
  });

  it('should refuse a caller who is not signed in', async () => {
    expect((await server.browser().json('/api/user/consent')).status).toBe(401);
  });
});

describe('PUT /api/user', () => {
  it('should refuse bad fields, change nothing, then save good ones', async () => {
    const maija = await signedIn('150385-9024');
    const refused = await maija.call('PUT', '/api/user', {
      ...address,
      postalCode: '0010',
      emailAddress: 'maija@',
    });
    expect(refused.status).toBe(400);
    const fields = (refused.body.details as { path: string }[]).map((d) => d.path);
    expect(fields).toEqual(expect.arrayContaining(['postalCode', 'emailAddress']));
    const unchanged = await maija.browser.json<UserAnswer>('/api/user');
    expect(unchanged.body.patient?.postalAddress.postalCode).not.toBe('0010');

    const saved = await maija.call('PUT', '/api/user', address);
    expect(saved.status).toBe(200);
    expect(saved.body.patient).toMatchObject({ postalAddress: { street: 'Mannerheimintie 10 A 5' } });
  });
});

describe('POST /api/concepts', () => {
  it('should add a known insurer concept and refuse an unknown one', async () => {
    const maija = await signedIn('150385-9024');
    expect(await maija.call('POST', '/api/concepts', { code: '9999' })).toEqual({
      status: 404,
      body: { type: 'conceptNotFound' },
    });
    expect((await maija.call('POST', '/api/concepts', { code: '7102' })).status).toBe(200);
    const { body } = await maija.browser.json<UserAnswer>('/api/user');
    expect(body.patient?.patientConcepts).toContainEqual({ code: '7102', directReimbursementAllowed: true });
  });
});
