import type { VaccinationsAnswer } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { LAURA, MAIJA, MIKKO, recordReadsOf, signedIn } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/vaccinations', () => {
  describe('given Maija, who has 31 vaccinations', () => {
    it('should answer 25 on the first page, newest first, and six on the second', async () => {
      const { browser } = await signedIn(server, MAIJA);
      const first = await browser.json<VaccinationsAnswer>('/api/vaccinations?lang=fi');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ totalCount: 31, page: 1, pageSize: 25 });
      expect(first.body.vaccinations).toHaveLength(25);
      const dates = first.body.vaccinations.map((vaccination) => vaccination.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      const second = await browser.json<VaccinationsAnswer>('/api/vaccinations?page=2');
      expect(second.body.vaccinations).toHaveLength(6);
      expect(second.body.vaccinations[0]).toEqual({
        id: expect.any(Number),
        date: expect.any(String),
        name: expect.any(String),
        practitioner: { name: expect.any(String) },
        effectiveUntil: expect.anything(),
      });
      expect(await recordReadsOf(server, MAIJA)).toContain('vaccinations');
    });

    it.each(['0', '101', 'x'])('should refuse the page %s', async (page) => {
      const { browser } = await signedIn(server, MAIJA);
      expect((await browser.json(`/api/vaccinations?page=${page}`)).status).toBe(400);
    });

    it('should answer an empty page past the last', async () => {
      const { browser } = await signedIn(server, MAIJA);
      const { body } = await browser.json<VaccinationsAnswer>('/api/vaccinations?page=3');
      expect(body).toMatchObject({ vaccinations: [], totalCount: 31, page: 3 });
    });
  });

  it('should show Mikko only his own three', async () => {
    const { browser } = await signedIn(server, MIKKO);
    const { body } = await browser.json<VaccinationsAnswer>('/api/vaccinations');
    expect(body.totalCount).toBe(3);
  });

  it('should answer an empty list to a person without a patient record', async () => {
    const { browser } = await signedIn(server, LAURA);
    expect((await browser.json<VaccinationsAnswer>('/api/vaccinations')).body.totalCount).toBe(0);
  });

  it('should answer unauthorized to a caller who is not signed in', async () => {
    expect((await server.browser().json('/api/vaccinations')).status).toBe(401);
  });
});
