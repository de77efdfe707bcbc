import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentSecrets } from '../config';
import { ApiError } from '../http/apiError';
import { startTestServer, type TestServer } from '../testing/testServer';
import type { UpstreamFailure } from '../upstream/failureLog';
import { httpPopulationRegister } from './httpRegister';
import { guardianshipQuery, sandboxRegisterPath } from './protocol';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MIKKO = '150385-913F';
const failures: UpstreamFailure[] = [];
const onFailure = (failure: UpstreamFailure) => {
  failures.push(failure);
};
const registerAt = (token: string) =>
  httpPopulationRegister({ url: `${server.url}${sandboxRegisterPath}`, token, timeoutMs: 10_000, onFailure });

describe('the population register over its protocol', () => {
  describe('given the sandbox register and its token', () => {
    it('should name Mikko’s wards under 18 on the day asked', async () => {
      const wards = await registerAt(developmentSecrets.populationRegisterToken).wardsOf(MIKKO, '2026-11-25');
      expect(wards).toEqual([
        { personId: '120518A958A', givenName: 'Eetu', familyName: 'Virtanen', guardianType: 'parent' },
        { personId: '031111A969W', givenName: 'Ella', familyName: 'Järvinen', guardianType: 'parent' },
      ]);
    });

    it('should name none once a ward has turned 18', async () => {
      // Ella was born on 3 Nov 2011 and Eetu on 12 May 2018.
      const register = registerAt(developmentSecrets.populationRegisterToken);
      expect((await register.wardsOf(MIKKO, '2029-11-03')).map((w) => w.givenName)).toEqual(['Eetu']);
      expect(await register.wardsOf(MIKKO, '2036-05-12')).toEqual([]);
    });
  });

  describe('given a wrong token', () => {
    it('should be unavailable, deciding nothing', async () => {
      failures.length = 0;
      await expect(registerAt('not-the-register-token').wardsOf(MIKKO, '2026-11-25')).rejects.toEqual(
        new ApiError('populationRegisterUnavailable'),
      );
      expect(failures).toEqual([
        { service: 'populationRegister', call: 'guardianship', reason: 'status', status: 401 },
      ]);
    });
  });

  describe('given nothing listening', () => {
    it('should be unavailable', async () => {
      failures.length = 0;
      const register = httpPopulationRegister({
        url: 'http://127.0.0.1:9/register',
        token: 'x'.repeat(20),
        onFailure,
      });
      await expect(register.wardsOf(MIKKO, '2026-11-25')).rejects.toEqual(
        new ApiError('populationRegisterUnavailable'),
      );
      expect(failures).toMatchObject([{ service: 'populationRegister', reason: 'network' }]);
    });
  });

  describe('given a request of another shape', () => {
    it('should answer 400 ValidationError', async () => {
      const response = await fetch(`${server.url}${sandboxRegisterPath}${guardianshipQuery.path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${developmentSecrets.populationRegisterToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ guardian: MIKKO }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ type: 'ValidationError' });
    });
  });
});
