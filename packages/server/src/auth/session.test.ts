import { brandConfig, featureSet, menuFor, type SessionAnswer } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function sessionOf(identityCode: string | null) {
  const browser = server.browser();
  if (identityCode) await browser.signIn(identityCode);
  const { status, body } = await browser.json<SessionAnswer>('/api/session');
  expect(status).toBe(200);
  return body.session;
}

const menuGroupsOf = (session: SessionAnswer['session']) =>
  menuFor(brandConfig(session.brand), {
    features: featureSet(session.features),
    hasOccupationalCare: session.healthCareType === 'occupational',
    isSicknessFundMember: false,
  }).map((group) => group.id);

describe('GET /api/session', () => {
  describe('given Mikko Korhonen, whose employer’s contract covers him', () => {
    it('should answer an occupational person in the default scope, who gets the occupational menu', async () => {
      const session = await sessionOf('150385-913F');
      expect(session).toMatchObject({
        isSessionValid: true,
        healthCareType: 'occupational',
        sessionScope: 'default',
      });
      expect(menuGroupsOf(session)).toContain('occupational');
    });
  });

  describe('given Jussi Nieminen, whose contract leaves out web reservation', () => {
    it('should still answer an occupational person', async () => {
      expect(await sessionOf('090699-982V')).toMatchObject({ healthCareType: 'occupational' });
    });
  });

  describe('given Maija Virtanen, a private customer', () => {
    it('should answer a private person, who gets no occupational menu', async () => {
      const session = await sessionOf('150385-9024');
      expect(session).toMatchObject({
        isSessionValid: true,
        healthCareType: 'private',
        sessionScope: 'default',
      });
      expect(menuGroupsOf(session)).not.toContain('occupational');
    });
  });

  describe('given nobody signed in', () => {
    it('should answer private and no scope', async () => {
      expect(await sessionOf(null)).toMatchObject({
        isSessionValid: false,
        healthCareType: 'private',
        sessionScope: null,
      });
    });
  });
});
