import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import {
  addConcept,
  checkPartnerPolicy,
  checkPohjolaCompany,
  checkPohjolaPersonal,
  fetchPartnerPermits,
} from './insurance';
import { ApiError } from './request';

describe('insurer calls', () => {
  it('should read whether the partner insurer has a policy', async () => {
    fakeServer({
      'GET /api/insurance/lahitapiola-policy-check': { body: { type: 'success', hasHealthcarePolicy: true } },
    });
    await expect(checkPartnerPolicy()).resolves.toBe(true);
  });

  it('should give the underage refusal as its code', async () => {
    fakeServer({
      'GET /api/insurance/lahitapiola-policy-check': { status: 403, body: { type: 'underageCustomer' } },
    });
    await expect(checkPartnerPolicy()).rejects.toEqual(new ApiError(403, 'underageCustomer'));
  });

  it('should ask the permits in the page language', async () => {
    const permit = {
      contentHash: 'lt-1',
      symptom: 'Knäsmärta',
      bodyPart: 'Höger knä',
      validTo: '2027-03-31',
    };
    fakeServer({
      'GET /api/insurance/lahitapiola-direct-compensation-permits/sv': {
        body: { type: 'success', directCompensationPermits: [permit] },
      },
    });
    await expect(fetchPartnerPermits('sv')).resolves.toEqual([permit]);
  });

  it('should check the OP insurance on the Helsinki date of the appointment', async () => {
    const server = fakeServer({
      'GET /api/insurance/pohjola-check/2026-11-26': { body: { type: 'success', hasInsurance: false } },
    });
    // 23.30 UTC on the 25th is already the 26th in Helsinki.
    await expect(checkPohjolaPersonal(new Date('2026-11-25T23:30:00Z'))).resolves.toBe(false);
    expect(server.requests[0]?.path).toBe('/api/insurance/pohjola-check/2026-11-26');
  });

  it('should ask the company check with the language and the event type', async () => {
    const server = fakeServer({
      'GET /api/insurance/pohjola-company-check': { body: { type: 'success', companyInsurance: null } },
    });
    await expect(checkPohjolaCompany('fi', 'sickness')).resolves.toBeNull();
    expect(server.requests[0]?.query).toEqual({ lang: 'fi', eventType: 'sickness' });
  });

  it('should add a concept with the CSRF token', async () => {
    const server = fakeServer({ 'POST /api/concepts': { body: { type: 'success' } } });
    await addConcept('csrf-1', '7102');
    expect(server.requests).toEqual([
      { method: 'POST', path: '/api/concepts', query: { csrfToken: 'csrf-1' }, body: { code: '7102' } },
    ]);
  });

  it('should fail when the concept is refused', async () => {
    fakeServer({ 'POST /api/concepts': { status: 404, body: { type: 'conceptNotFound' } } });
    await expect(addConcept('csrf-1', '9999')).rejects.toEqual(new ApiError(404, 'conceptNotFound'));
  });
});
