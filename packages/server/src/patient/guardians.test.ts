import type { GuardiansAnswer, SessionAnswer } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const EETU = '120518A958A';

async function signedIn(code: string, actingFor?: string) {
  const browser = server.browser();
  await browser.signIn(code);
  const token = (await browser.json<SessionAnswer>('/api/session')).body.session.csrfToken ?? '';
  if (actingFor)
    await browser.json(`/api/acting-for?csrfToken=${token}`, {
      method: 'POST',
      body: JSON.stringify({ personalIdentityCode: actingFor }),
    });
  return {
    read: () => browser.json<GuardiansAnswer>('/api/user/guardians'),
    save: (body: unknown, csrfToken: string | null = token) =>
      browser.json<GuardiansAnswer & { next: string | null; details?: unknown[] }>(
        `/api/user/guardian${csrfToken === null ? '' : `?csrfToken=${csrfToken}`}`,
        { method: 'POST', body: JSON.stringify(body) },
      ),
  };
}

const first = {
  name: 'Virtanen Maija',
  phone: '040 111 2233',
  emailAddress: 'maija.virtanen@example.fi',
  isGuardianHasSameAddress: true,
  streetAddress: '',
  zipCode: '',
  postOffice: '',
};
const second = {
  name: 'Korhonen Mikko',
  phone: '0451234321',
  emailAddress: 'mikko@example.fi',
  isGuardianHasSameAddress: false,
  streetAddress: 'Kauppakartanonkatu 7',
  zipCode: '00930',
  postOffice: 'Helsinki',
};

describe('GET /api/user/guardians', () => {
  describe('given Maija acting for Eetu', () => {
    it('should show Maija as his guardian, editable, with her register name and hidden code', async () => {
      const maija = await signedIn('150385-9024', EETU);
      const { status, body } = await maija.read();
      expect(status).toBe(200);
      expect(body.editable).toBe(true);
      expect(body.firstGuardian).toEqual({
        name: 'Virtanen Maija',
        obfuscatedPersonalIdentityCode: expect.stringMatching(/^150385-?\*+$|\*/),
      });
      expect(body.firstGuardian?.obfuscatedPersonalIdentityCode).not.toContain('9024');
      expect(body.guardians[0]).toMatchObject({ name: 'Virtanen Maija', phone: '+358401112233' });
      expect(body.guardians[0]?.obfuscatedPersonalIdentityCode).not.toContain('9024');
    });
  });

  describe('given Timo, who has no guardians and acts for nobody', () => {
    it('should list none and not let him change them', async () => {
      const timo = await signedIn('280275-971B');
      const { status, body } = await timo.read();
      expect(status).toBe(200);
      expect(body).toEqual({ type: 'success', guardians: [], editable: false, firstGuardian: null });
    });
  });
});

describe('POST /api/user/guardian', () => {
  describe('given Maija acting for Eetu', () => {
    it('should store two guardians, normalised, and answer the same-site next', async () => {
      const maija = await signedIn('150385-9024', EETU);
      const { status, body } = await maija.save({
        guardians: [first, second],
        next: '/fi/omat-tiedot?tab=guardians',
      });
      expect(status).toBe(200);
      expect(body.next).toBe('/fi/omat-tiedot?tab=guardians');
      expect(body.guardians).toEqual([
        expect.objectContaining({ name: 'Virtanen Maija', phone: '+358401112233' }),
        expect.objectContaining({
          name: 'Korhonen Mikko',
          phone: '+358451234321',
          obfuscatedPersonalIdentityCode: null,
          zipCode: '00930',
        }),
      ]);
      expect((await maija.read()).body.guardians).toHaveLength(2);
      const [audit] = await server.database.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.resource, 'patient.guardians'), eq(schema.auditLog.action, 'update')))
        .orderBy(desc(schema.auditLog.id))
        .limit(1);
      expect(audit?.actorSsn).toBe('150385-9024');
    });

    it('should refuse a third guardian with 400', async () => {
      const maija = await signedIn('150385-9024', EETU);
      const { status, body } = await maija.save({ guardians: [first, second, second] });
      expect(status).toBe(400);
      expect(body.type).toBe('ValidationError');
    });

    it.each([
      ['a four-digit postal code', { guardians: [first, { ...second, zipCode: '0093' }] }, 'zipCode'],
      ['a name over 40 characters', { guardians: [{ ...first, name: 'x'.repeat(41) }] }, 'name'],
      ['a phone over 20 characters', { guardians: [{ ...first, phone: `+358${'4'.repeat(17)}` }] }, 'phone'],
      [
        'a street over 30 characters',
        { guardians: [{ ...second, streetAddress: 'k'.repeat(31) }] },
        'streetAddress',
      ],
      ['another site as next', { guardians: [first], next: 'https://evil.example/' }, 'next'],
    ])('should refuse %s with 400 naming the field', async (_, payload, field) => {
      const maija = await signedIn('150385-9024', EETU);
      const { status, body } = await maija.save(payload);
      expect(status).toBe(400);
      expect(JSON.stringify(body.details)).toContain(field);
    });

    it('should refuse a request without the CSRF token', async () => {
      const maija = await signedIn('150385-9024', EETU);
      expect((await maija.save({ guardians: [first] }, null)).status).toBe(403);
    });
  });

  describe('given Maija signed in for herself', () => {
    it('should refuse with 403, since only a guardian acting for a child gives its guardians', async () => {
      const maija = await signedIn('150385-9024');
      expect((await maija.save({ guardians: [first] })).status).toBe(403);
    });
  });
});
