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
  const send = (path: string, method: string, body: unknown) =>
    browser.json<Record<string, unknown>>(`${path}?csrfToken=${token}`, {
      method,
      body: JSON.stringify(body),
    });
  if (actingFor) await send('/api/acting-for', 'POST', { personalIdentityCode: actingFor });
  return {
    read: () => browser.json<GuardiansAnswer>('/api/user/guardians'),
    send,
  };
}

const maijaGuardian = {
  name: 'Virtanen Maija',
  phone: '040 111 2233',
  emailAddress: 'maija.virtanen@example.fi',
  isGuardianHasSameAddress: true,
  streetAddress: '',
  zipCode: '',
  postOffice: '',
};

describe('GET /api/user/guardians', () => {
  describe('given Maija acting for Eetu', () => {
    it('should list both his guardians with their hidden codes, and nothing to change them with', async () => {
      const maija = await signedIn('150385-9024', EETU);
      const { status, body } = await maija.read();
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(['guardians', 'type']);
      expect(body.guardians.map((guardian) => guardian.name)).toEqual(['Virtanen Maija', 'Korhonen Mikko']);
      expect(body.guardians[0]?.obfuscatedPersonalIdentityCode).not.toContain('9024');
      const [audit] = await server.database.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.resource, 'patient.guardians'), eq(schema.auditLog.action, 'read')))
        .orderBy(desc(schema.auditLog.id))
        .limit(1);
      expect(audit?.actorSsn).toBe('150385-9024');
    });
  });

  describe('given Mikko changed his own phone number in his own information', () => {
    it("should show Eetu's guardians tab his new number: each guardian updates their own details", async () => {
      const mikko = await signedIn('150385-913F');
      const saved = await mikko.send('/api/user', 'PUT', {
        streetAddress: 'Kauppakartanonkatu 7 C 31',
        postalCode: '00930',
        postOffice: 'Helsinki',
        emailAddress: 'mikko.korhonen@example.fi',
        phoneNumber: '050 765 4321',
      });
      expect(saved.status).toBe(200);

      const maija = await signedIn('150385-9024', EETU);
      const { body } = await maija.read();
      expect(body.guardians[1]).toMatchObject({
        name: 'Korhonen Mikko',
        phone: '+358507654321',
        emailAddress: 'mikko.korhonen@example.fi',
        isGuardianHasSameAddress: false,
        streetAddress: 'Kauppakartanonkatu 7 C 31',
      });
    });
  });

  describe('given Timo, who has no guardians and acts for nobody', () => {
    it('should list none', async () => {
      const timo = await signedIn('280275-971B');
      const { status, body } = await timo.read();
      expect(status).toBe(200);
      expect(body).toEqual({ type: 'success', guardians: [] });
    });
  });
});

describe('POST /api/user/guardian', () => {
  describe('given Maija acting for Eetu tries to write his guardians over', () => {
    it("should find no such call and leave Mikko's details as his own", async () => {
      const maija = await signedIn('150385-9024', EETU);
      const { status } = await maija.send('/api/user/guardian', 'POST', {
        guardians: [maijaGuardian, { ...maijaGuardian, name: 'Korhonen Mikko', phone: '0401234567' }],
      });
      expect(status).toBe(404);
      const { body } = await maija.read();
      expect(body.guardians[1]?.phone).not.toBe('+358401234567');
    });
  });
});
