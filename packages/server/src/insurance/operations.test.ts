import type { PartnerPermitsAnswer, PohjolaCompanyCheckAnswer } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const maija = '150385-9024';
const aino = '010158-936L';
const onni = '221009A9175';
const mikko = '150385-913F';

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  return browser;
}

describe('GET /api/insurance/lahitapiola-policy-check', () => {
  it('should find the health-care policy of Maija', async () => {
    const browser = await signedIn(maija);
    const { status, body } = await browser.json('/api/insurance/lahitapiola-policy-check');
    expect(status).toBe(200);
    expect(body).toEqual({ type: 'success', hasHealthcarePolicy: true });
  });

  it('should find no policy of Aino', async () => {
    const browser = await signedIn(aino);
    const { body } = await browser.json('/api/insurance/lahitapiola-policy-check');
    expect(body).toEqual({ type: 'success', hasHealthcarePolicy: false });
  });

  it('should refuse Onni, who is 17, as an underage customer', async () => {
    const browser = await signedIn(onni);
    const { status, body } = await browser.json('/api/insurance/lahitapiola-policy-check');
    expect(status).toBe(403);
    expect(body).toEqual({ type: 'underageCustomer' });
  });

  it('should answer 401 without a session', async () => {
    const { status } = await server.browser().json('/api/insurance/lahitapiola-policy-check');
    expect(status).toBe(401);
  });
});

describe('GET /api/insurance/lahitapiola-direct-compensation-permits/:lang', () => {
  it('should list the two permits of Maija with summaries in the language asked', async () => {
    const browser = await signedIn(maija);
    const fi = await browser.json<PartnerPermitsAnswer>(
      '/api/insurance/lahitapiola-direct-compensation-permits/fi',
    );
    expect(fi.status).toBe(200);
    expect(fi.body.directCompensationPermits).toHaveLength(2);
    expect(fi.body.directCompensationPermits[0]).toMatchObject({
      symptom: 'Polvikipu',
      bodyPart: 'Oikea polvi',
      validTo: '2027-03-31',
      contentHash: 'lt-dcp-7f3a9c21',
    });
    const sv = await browser.json<PartnerPermitsAnswer>(
      '/api/insurance/lahitapiola-direct-compensation-permits/sv',
    );
    expect(sv.body.directCompensationPermits[1]?.summary).toMatch(/fysioterapi, högst fem besök/);
  });

  it('should list no permits of Aino', async () => {
    const browser = await signedIn(aino);
    const { body } = await browser.json('/api/insurance/lahitapiola-direct-compensation-permits/en');
    expect(body).toEqual({ type: 'success', directCompensationPermits: [] });
  });

  it('should refuse Onni as an underage customer', async () => {
    const browser = await signedIn(onni);
    const { status, body } = await browser.json('/api/insurance/lahitapiola-direct-compensation-permits/fi');
    expect(status).toBe(403);
    expect(body).toEqual({ type: 'underageCustomer' });
  });

  it('should refuse a language the portal does not speak', async () => {
    const browser = await signedIn(maija);
    const { status } = await browser.json('/api/insurance/lahitapiola-direct-compensation-permits/de');
    expect(status).toBe(400);
  });

  it('should answer 401 without a session', async () => {
    const { status } = await server
      .browser()
      .json('/api/insurance/lahitapiola-direct-compensation-permits/fi');
    expect(status).toBe(401);
  });
});

describe('GET /api/insurance/pohjola-check/:date', () => {
  it('should find the personal insurance of Mikko', async () => {
    const browser = await signedIn(mikko);
    const { status, body } = await browser.json('/api/insurance/pohjola-check/2026-12-01');
    expect(status).toBe(200);
    expect(body).toEqual({ type: 'success', hasInsurance: true });
  });

  it.each([maija, aino])('should find no insurance of %s', async (code) => {
    const browser = await signedIn(code);
    const { body } = await browser.json('/api/insurance/pohjola-check/2026-12-01');
    expect(body).toEqual({ type: 'success', hasInsurance: false });
  });

  it('should refuse a date with a time', async () => {
    const browser = await signedIn(mikko);
    const { status } = await browser.json('/api/insurance/pohjola-check/2026-12-01T10:00');
    expect(status).toBe(400);
  });

  it('should answer 401 without a session', async () => {
    const { status } = await server.browser().json('/api/insurance/pohjola-check/2026-12-01');
    expect(status).toBe(401);
  });
});

describe('GET /api/insurance/pohjola-company-check', () => {
  it("should answer the coverage of Mikko's employer for sickness, in Swedish", async () => {
    const browser = await signedIn(mikko);
    const { status, body } = await browser.json<PohjolaCompanyCheckAnswer>(
      '/api/insurance/pohjola-company-check?lang=sv&eventType=sickness',
    );
    expect(status).toBe(200);
    expect(body.companyInsurance).toEqual({
      productName: 'OP Personalförsäkring',
      policyId: 'OP-YR-4471203',
      coverages: [
        {
          id: 'sickness',
          name: 'Sjukdom',
          terms: [
            { id: 'TERM-SA-2026', name: 'Läkarbesök' },
            { id: 'TERM-TU-2026', name: 'Undersökningar' },
          ],
        },
      ],
    });
  });

  it('should answer null for a person without a company insurance', async () => {
    const browser = await signedIn(aino);
    const { body } = await browser.json(
      '/api/insurance/pohjola-company-check?lang=fi&eventType=leisureAccident',
    );
    expect(body).toEqual({ type: 'success', companyInsurance: null });
  });

  it('should refuse to look up an occupational accident, which the flow never asks', async () => {
    const browser = await signedIn(mikko);
    const { status } = await browser.json(
      '/api/insurance/pohjola-company-check?lang=fi&eventType=occupationalAccident',
    );
    expect(status).toBe(400);
  });

  it('should answer 401 without a session', async () => {
    const { status } = await server
      .browser()
      .json('/api/insurance/pohjola-company-check?lang=fi&eventType=sickness');
    expect(status).toBe(401);
  });
});
