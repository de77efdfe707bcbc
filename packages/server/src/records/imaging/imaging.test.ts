import {
  helsinkiIsoDate,
  type ImagingReferralsAnswer,
  type ImagingResultAnswer,
  type ImagingResultsAnswer,
  type ReferralAnswer,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { LAURA, MAIJA, MIKKO, recordReadsOf, signedIn } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const daysAgo = (days: number) => helsinkiIsoDate(new Date(server.clock.now.getTime() - days * 86_400_000));

describe('GET /api/imaging/referrals and /api/imaging/referrals/{id}', () => {
  it('should answer Maija’s imaging referral alone, and it by its id', async () => {
    const { browser } = await signedIn(server, MAIJA);
    const list = await browser.json<ImagingReferralsAnswer>('/api/imaging/referrals?lang=sv');
    expect(list.body.referrals.map((referral) => [referral.title, referral.validUntil])).toEqual([
      ['Kuvantamislähete, polven magneettitutkimus', daysAgo(-20)],
    ]);
    const id = list.body.referrals[0]?.id;
    const one = await browser.json<ReferralAnswer>(`/api/imaging/referrals/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.referral.description).toContain('MRI');
    expect(await recordReadsOf(server, MAIJA)).toEqual(
      expect.arrayContaining(['imagingReferrals', 'imagingReferral']),
    );
  });

  it('should answer not found to Mikko for Maija’s referral', async () => {
    const maija = await signedIn(server, MAIJA);
    const { body } = await maija.browser.json<ImagingReferralsAnswer>('/api/imaging/referrals');
    const mikko = await signedIn(server, MIKKO);
    expect(await mikko.browser.json(`/api/imaging/referrals/${body.referrals[0]?.id}`)).toEqual({
      status: 404,
      body: { type: 'notFound' },
    });
  });
});

describe('GET /api/imaging/results', () => {
  it('should list Maija’s results without statements and without the professional-only one', async () => {
    const { browser } = await signedIn(server, MAIJA);
    const { status, body } = await browser.json<ImagingResultsAnswer>('/api/imaging/results');
    expect(status).toBe(200);
    expect(body.results).toEqual([
      { id: expect.any(Number), imagingDate: daysAgo(60), examinationName: 'Keuhkojen röntgenkuvaus' },
    ]);
    expect(await recordReadsOf(server, MAIJA)).toContain('imagingResults');
  });

  it('should answer empty lists to a person without a patient record', async () => {
    const { browser } = await signedIn(server, LAURA);
    expect((await browser.json('/api/imaging/results')).body).toEqual({ type: 'success', results: [] });
    expect((await browser.json('/api/imaging/referrals')).body).toEqual({ type: 'success', referrals: [] });
  });
});

describe('GET /api/imaging/results/{imagingDate}', () => {
  it('should answer the day’s result with its statement', async () => {
    const { browser } = await signedIn(server, MAIJA);
    const { status, body } = await browser.json<ImagingResultAnswer>(`/api/imaging/results/${daysAgo(60)}`);
    expect(status).toBe(200);
    expect(body.results).toHaveLength(1);
    expect(body.results[0]?.statementText).toMatch(/^Keuhkot ovat normaalisti ilmastoituneet\./);
    expect(await recordReadsOf(server, MAIJA)).toContain('imagingResult');
  });

  it('should answer not found for Mikko’s imaging day', async () => {
    const { browser } = await signedIn(server, MAIJA);
    expect((await browser.json(`/api/imaging/results/${daysAgo(90)}`)).status).toBe(404);
    const mikko = await signedIn(server, MIKKO);
    expect((await mikko.browser.json(`/api/imaging/results/${daysAgo(90)}`)).status).toBe(200);
  });

  it('should refuse a date that is not one', async () => {
    const { browser } = await signedIn(server, MAIJA);
    expect((await browser.json('/api/imaging/results/2025-02-30')).status).toBe(400);
  });

  it('should answer unauthorized to a caller who is not signed in', async () => {
    expect((await server.browser().json(`/api/imaging/results/${daysAgo(60)}`)).status).toBe(401);
  });
});
