import type { OccupationalTeamAnswer } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MAIJA = '150385-9024';
const MIKKO = '150385-913F';
const JUSSI = '090699-982V';

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  return browser;
}

const sessionFeatures = async (code: string) =>
  (await (await signedIn(code)).json<{ session: { features: string[] } }>('/api/session')).body.session
    .features;

describe('GET /api/occupational-team', () => {
  describe('given Mikko, an occupational customer', () => {
    it('should answer his employer and his four professionals with their pictures', async () => {
      const { status, body } = await (await signedIn(MIKKO)).json<OccupationalTeamAnswer>(
        '/api/occupational-team',
      );

      expect(status).toBe(200);
      expect(body.team.employerName).toBe('Pohjoisranta Ohjelmistot Oy');
      expect(body.team.members.map((m) => m.professionalType).sort()).toEqual([
        'Doctor',
        'Nurse',
        'Physiotherapist',
        'Psychologist',
      ]);
      expect(body.team.members.every((m) => m.pictureUrl?.startsWith('/images/team/'))).toBe(true);
    });

    it('should name the substitute of his physician with the period', async () => {
      const { body } = await (await signedIn(MIKKO)).json<OccupationalTeamAnswer>('/api/occupational-team');

      const doctor = body.team.members.find((m) => m.professionalType === 'Doctor');
      expect(doctor?.substitute?.name).toMatch(/\S+ \S+/);
      expect(doctor?.substitute && doctor.substitute.endDate > doctor.substitute.startDate).toBe(true);
    });

    it('should record the reading in the audit log', async () => {
      await (await signedIn(MIKKO)).json('/api/occupational-team');
      const rows = await server.database.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.actorSsn, MIKKO), eq(schema.auditLog.resource, 'occupational.team')));
      expect(rows.length).toBeGreaterThan(0);
    });
  });

  describe('given Jussi, on another team of the same employer area', () => {
    it('should answer his own physician, not Mikko’s', async () => {
      const mikko = (await (await signedIn(MIKKO)).json<OccupationalTeamAnswer>('/api/occupational-team'))
        .body;
      const jussi = (await (await signedIn(JUSSI)).json<OccupationalTeamAnswer>('/api/occupational-team'))
        .body;
      const doctorOf = (answer: OccupationalTeamAnswer) =>
        answer.team.members.find((m) => m.professionalType === 'Doctor')?.id;
      expect(doctorOf(jussi)).toBeDefined();
      expect(doctorOf(jussi)).not.toBe(doctorOf(mikko));
    });
  });

  describe('given Maija, without occupational care', () => {
    it('should answer noOccupationalHealthcare', async () => {
      const { status, body } = await (await signedIn(MAIJA)).json('/api/occupational-team');
      expect(status).toBe(403);
      expect(body).toEqual({ type: 'noOccupationalHealthcare' });
    });
  });

  describe('given a visitor', () => {
    it('should answer 401', async () => {
      const { status } = await server.browser().json('/api/occupational-team');
      expect(status).toBe(401);
    });
  });
});

describe('the sickness fund in the session', () => {
  describe('given Mikko, a member', () => {
    it('should give his session the members flag beside the page flag', async () => {
      expect(await sessionFeatures(MIKKO)).toEqual(
        expect.arrayContaining(['sickness-fund-page', 'is-finnair-sickness-fund-member']),
      );
    });
  });

  describe.each([
    ['Jussi, who has a team but is not a member', JUSSI],
    ['Maija', MAIJA],
  ])('given %s', (_, code) => {
    it('should leave the members flag out', async () => {
      expect(await sessionFeatures(code)).not.toContain('is-finnair-sickness-fund-member');
    });
  });

  describe('given a visitor', () => {
    it('should leave the members flag out', async () => {
      const { body } = await server.browser().json<{ session: { features: string[] } }>('/api/session');
      expect(body.session.features).not.toContain('is-finnair-sickness-fund-member');
    });
  });
});
