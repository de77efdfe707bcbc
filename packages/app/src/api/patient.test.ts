import { describe, expect, it } from 'vitest';
import { fakeServer, unreachableServer } from '../../test/fakeServer';
import { maija } from '../pages/reservation/testData';
import { fetchUser, registerUser, sendConsent, updateContact } from './patient';
import { ApiError } from './request';

const contact = {
  streetAddress: 'Mannerheimintie 1 A 2',
  postalCode: '00100',
  postOffice: 'Helsinki',
  emailAddress: 'maija@example.fi',
  phoneNumber: '+358401234567',
};

describe('patient calls', () => {
  it('fetchUser should read a person who must register first', async () => {
    fakeServer({
      'GET /api/user': {
        body: {
          type: 'success',
          patient: null,
          person: {
            obfuscatedPersonalIdentityCode: '040790-****',
            givenName: 'Laura',
            familyName: 'Mäkinen',
          },
        },
      },
    });
    expect((await fetchUser()).patient).toBeNull();
  });

  it('updateContact should PUT the details with the csrf token and answer the saved patient', async () => {
    const server = fakeServer({ 'PUT /api/user': { body: { type: 'success', patient: maija } } });
    expect((await updateContact('csrf-maija', contact)).firstName).toBe('Maija');
    expect(server.requests[0]).toEqual({
      method: 'PUT',
      path: '/api/user',
      query: { csrfToken: 'csrf-maija' },
      body: contact,
    });
  });

  it('updateContact given a refusal should fail with its code', async () => {
    fakeServer({ 'PUT /api/user': { status: 403, body: { type: 'forbidden' } } });
    await expect(updateContact('stale', contact)).rejects.toEqual(new ApiError(403, 'forbidden'));
  });

  it('updateContact given no answer should fail with networkError', async () => {
    unreachableServer();
    await expect(updateContact('csrf-maija', contact)).rejects.toEqual(new ApiError(0, 'networkError'));
  });

  it('registerUser should post the registration with the language and the consents', async () => {
    const server = fakeServer({ 'POST /api/user/register': { body: { type: 'success', patient: maija } } });
    const consents = { privacyPolicyRead: true, dataProcessingAccepted: true } as const;
    await registerUser('csrf-laura', {
      firstName: 'Laura',
      lastName: 'Mäkinen',
      language: 'fi',
      ...contact,
      ...consents,
    });
    expect(server.requests[0]).toMatchObject({
      query: { csrfToken: 'csrf-laura' },
      body: { language: 'fi', ...consents },
    });
  });

  it('sendConsent should post the permits and the consents with the csrf token and language', async () => {
    const server = fakeServer({ 'POST /api/user/consent': { body: { type: 'success' } } });
    const consent = {
      allowsCommonRegistry: true,
      allowsViewingOccupationalInformation: false,
      allowsMarketingMail: false,
      allowsTreatmentInstructionsMail: true,
      allowsBookingSms: true,
      dataProcessingAccepted: true as const,
      privacyPolicyRead: true as const,
    };
    await sendConsent('csrf-timo', 'sv', consent);
    expect(server.requests[0]).toMatchObject({
      query: { csrfToken: 'csrf-timo', lang: 'sv' },
      body: consent,
    });
  });
});
