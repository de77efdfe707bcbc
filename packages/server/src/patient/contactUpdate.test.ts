import type { UserAnswer } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedIn(code: string, actingFor?: string) {
  const browser = server.browser();
  await browser.signIn(code);
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  if (actingFor)
    await browser.json(`/api/acting-for?csrfToken=${body.session.csrfToken}`, {
      method: 'POST',
      body: JSON.stringify({ personalIdentityCode: actingFor }),
    });
  const put = (payload: unknown) =>
    browser.json<Record<string, unknown>>(`/api/user?csrfToken=${body.session.csrfToken}`, {
      method: 'PUT',
      body: JSON.stringify(payload),
    });
  const user = async () => (await browser.json<UserAnswer>('/api/user')).body.patient;
  return { put, user };
}

const contact = {
  streetAddress: '  Hämeenkatu 5 B 7 ',
  postalCode: '33100',
  postOffice: 'Tampere',
  emailAddress: 'timo.uusi@example.fi',
  phoneNumber: '050 111 2233',
};

describe('PUT /api/user from my information', () => {
  it('should store the trimmed address, the phone as +358 and the language of communication', async () => {
    const timo = await signedIn('280275-971B');
    const answer = await timo.put({ ...contact, language: 'sv' });
    expect(answer.status).toBe(200);
    expect(await timo.user()).toMatchObject({
      postalAddress: { street: 'Hämeenkatu 5 B 7', postalCode: '33100', postOffice: 'Tampere' },
      email: 'timo.uusi@example.fi',
      phoneNumber: '+358501112233',
      language: 'sv',
    });
  });

  it('should keep the language when the caller sends none, as the booking page does', async () => {
    const timo = await signedIn('280275-971B');
    await timo.put({ ...contact, language: 'en' });
    expect((await timo.put(contact)).status).toBe(200);
    expect((await timo.user())?.language).toBe('en');
  });

  it.each([
    ['an unknown language', { language: 'de' }, 'language'],
    ['a four-digit postal code', { postalCode: '3310' }, 'postalCode'],
    ['a one-letter street', { streetAddress: 'H' }, 'streetAddress'],
    ['a post office of 31 letters', { postOffice: 'T'.repeat(31) }, 'postOffice'],
    ['a foreign phone', { phoneNumber: '+46701234567' }, 'phoneNumber'],
    ['a phone of 16 characters', { phoneNumber: '+358401234567890' }, 'phoneNumber'],
    [
      'an e-mail of 79 characters',
      { emailAddress: `${'a'.repeat(60)}@${'b'.repeat(15)}.fi` },
      'emailAddress',
    ],
    ['an e-mail to a punycode domain', { emailAddress: 'timo@xn--esimerkki.fi' }, 'emailAddress'],
  ])('given %s should answer 400 naming the field and change nothing', async (_, change, field) => {
    const timo = await signedIn('280275-971B');
    const before = await timo.user();
    const answer = await timo.put({ ...contact, language: 'fi', ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.type).toBe('ValidationError');
    expect((answer.body.details as { path: string }[]).map((detail) => detail.path)).toContain(field);
    expect(await timo.user()).toEqual(before);
  });

  it('should refuse a change without the session token', async () => {
    const browser = server.browser();
    await browser.signIn('280275-971B');
    const answer = await browser.json('/api/user', { method: 'PUT', body: JSON.stringify(contact) });
    expect(answer.status).toBe(403);
  });
});

describe('given Eetu, a child without a phone number or e-mail address of his own', () => {
  describe('when Maija, acting for him, saves only an e-mail address from the way to pay', () => {
    it('should store it and leave the rest of his details as they were', async () => {
      const maija = await signedIn('150385-9024', '120518A958A');
      const before = await maija.user();
      expect(before).toMatchObject({ email: null, phoneNumber: null });

      const answer = await maija.put({ emailAddress: 'eetu.virtanen@example.fi' });
      expect(answer.status).toBe(200);
      expect(await maija.user()).toEqual({ ...before, email: 'eetu.virtanen@example.fi' });
    });
  });

  describe('when his details are read', () => {
    it("should offer the guardian's own phone and e-mail for his contact details to default to", async () => {
      const maija = await signedIn('150385-9024', '120518A958A');
      expect((await maija.user())?.guardianContact).toEqual({
        phoneNumber: '+358401112233',
        email: 'maija.virtanen@example.fi',
      });
    });
  });

  it('should refuse a change that names nothing to change', async () => {
    const timo = await signedIn('280275-971B');
    expect((await timo.put({})).status).toBe(400);
  });
});
