import {
  helsinkiIsoDate,
  type LaboratoryListAnswer,
  type LaboratoryTest,
  type LabResultAnswer,
  labReadiness,
  type ReferralAnswer,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { LAURA, MAIJA, MIKKO, PEKKA, patientIdOf, recordReadsOf, signedIn } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const daysAgo = (days: number) => helsinkiIsoDate(new Date(server.clock.now.getTime() - days * 86_400_000));

describe('GET /api/laboratory', () => {
  describe('given Maija', () => {
    it('should answer her result days newest first, the one with a test still analysed pending', async () => {
      const { browser } = await signedIn(server, MAIJA);
      const { status, body } = await browser.json<LaboratoryListAnswer>('/api/laboratory?lang=fi');
      expect(status).toBe(200);
      expect(body.results.map((group) => [group.date, labReadiness(group.items)])).toEqual([
        [daysAgo(3), 'pending'],
        [daysAgo(40), 'ready'],
      ]);
      expect(body.results[0]?.fullName).toBe('Maija Virtanen');
      expect(body.results[0]?.items).toContainEqual({
        code: 'fP -LDL-Kol',
        displayName: 'LDL-kolesteroli',
        isReady: false,
      });
    });

    it('should never show a record marked for professionals only', async () => {
      const { browser } = await signedIn(server, MAIJA);
      const { body } = await browser.json<LaboratoryListAnswer>('/api/laboratory');
      const codes = body.results.flatMap((group) => group.items.map((item) => item.code));
      expect(codes).not.toContain('S -HIVAgAb');
      expect(body.referrals.map((referral) => referral.title)).toEqual([
        'Laboratoriolähete',
        'Laboratoriolähete, kilpirauhanen',
      ]);
    });

    it('should write her read in the audit log', async () => {
      const { browser } = await signedIn(server, MAIJA);
      await browser.json('/api/laboratory');
      expect(await recordReadsOf(server, MAIJA)).toContain('laboratoryList');
    });
  });

  it('should answer empty lists to a person without a patient record', async () => {
    const { browser } = await signedIn(server, LAURA);
    const { body } = await browser.json('/api/laboratory');
    expect(body).toEqual({ type: 'success', referrals: [], results: [] });
  });

  it('should answer unauthorized to a caller who is not signed in', async () => {
    expect(await server.browser().json('/api/laboratory')).toEqual({
      status: 401,
      body: { type: 'unauthorized' },
    });
  });
});

describe('GET /api/laboratory/referrals/{id}', () => {
  async function referralIdOf(ssn: string, title: string) {
    const patientId = await patientIdOf(server, ssn);
    const rows = await server.database.db
      .select({ id: schema.referrals.id, title: schema.referrals.title })
      .from(schema.referrals)
      .where(eq(schema.referrals.patientId, patientId));
    const found = rows.find((row) => row.title === title);
    if (!found) throw new Error(`no referral ${title}`);
    return found.id;
  }

  it('should answer Maija’s referral with its practitioner and validity', async () => {
    const id = await referralIdOf(MAIJA, 'Laboratoriolähete');
    const { browser } = await signedIn(server, MAIJA);
    const { status, body } = await browser.json<ReferralAnswer>(`/api/laboratory/referrals/${id}`);
    expect(status).toBe(200);
    expect(body.referral).toMatchObject({ id, creationDate: daysAgo(2), validUntil: daysAgo(-10) });
    expect(body.referral.practitioner.name).not.toBe('');
    expect(await recordReadsOf(server, MAIJA)).toContain('laboratoryReferral');
  });

  it('should answer not found for Mikko’s referral, as for a missing one', async () => {
    const id = await referralIdOf(MIKKO, 'Laboratoriolähete');
    const { browser } = await signedIn(server, MAIJA);
    expect(await browser.json(`/api/laboratory/referrals/${id}`)).toEqual({
      status: 404,
      body: { type: 'notFound' },
    });
    expect(await browser.json('/api/laboratory/referrals/999999')).toEqual({
      status: 404,
      body: { type: 'notFound' },
    });
  });

  it('should answer not found for a referral marked for professionals only', async () => {
    const id = await referralIdOf(MAIJA, 'Sisäinen lähete');
    const { browser } = await signedIn(server, MAIJA);
    expect((await browser.json(`/api/laboratory/referrals/${id}`)).status).toBe(404);
  });

  it('should answer not found for an imaging referral asked as a laboratory one', async () => {
    const id = await referralIdOf(MAIJA, 'Kuvantamislähete, polven magneettitutkimus');
    const { browser } = await signedIn(server, MAIJA);
    expect((await browser.json(`/api/laboratory/referrals/${id}`)).status).toBe(404);
  });

  it.each(['0', '-1', 'x', '1.5', '99999999999'])('should refuse the id %s', async (id) => {
    const { browser } = await signedIn(server, MAIJA);
    expect(await browser.json(`/api/laboratory/referrals/${id}`)).toMatchObject({
      status: 400,
      body: { type: 'ValidationError' },
    });
  });
});

describe('GET /api/laboratory/results/{date}', () => {
  const packageOf = (tests: LaboratoryTest[], code: string) =>
    tests.find(
      (test): test is Extract<LaboratoryTest, { type: 'package' }> =>
        test.type === 'package' && test.code === code,
    );

  it('should answer Maija’s day with the package, its pending test and the results out of range', async () => {
    const { browser } = await signedIn(server, MAIJA);
    const { status, body } = await browser.json<LabResultAnswer>(`/api/laboratory/results/${daysAgo(3)}`);
    expect(status).toBe(200);
    const lipids = packageOf(body.laboratoryTests, 'P -Lipid');
    expect(lipids?.items.map((test) => [test.code, test.isReady, test.result])).toEqual([
      ['fP -Kol', true, { kind: 'numeral', resultNumber: 5.8, prefix: null, isWithinReferenceRange: false }],
      [
        'fP -HDL-Kol',
        true,
        { kind: 'numeral', resultNumber: 1.4, prefix: null, isWithinReferenceRange: true },
      ],
      ['fP -LDL-Kol', false, null],
    ]);
    expect(body.laboratoryTests).toContainEqual({
      type: 'single',
      test: expect.objectContaining({
        code: 'fP -Gluk',
        unit: 'mmol/l',
        referenceRange: { min: 4, max: 6 },
        result: { kind: 'numeral', resultNumber: 6.4, prefix: null, isWithinReferenceRange: false },
      }),
    });
    expect(await recordReadsOf(server, MAIJA)).toContain('laboratoryResult');
  });

  it('should answer prefixed and textual results and leave out the professional-only test', async () => {
    const { browser } = await signedIn(server, MAIJA);
    const { body } = await browser.json<LabResultAnswer>(`/api/laboratory/results/${daysAgo(40)}`);
    const singles = body.laboratoryTests.flatMap((test) => (test.type === 'single' ? [test.test] : []));
    expect(singles.map((test) => [test.code, test.result])).toEqual([
      ['S -CRP', { kind: 'numeral', resultNumber: 3, prefix: 'lessThan', isWithinReferenceRange: true }],
      ['S -TSH', { kind: 'numeral', resultNumber: 2.1, prefix: null, isWithinReferenceRange: true }],
      ['U -KemSeul', { kind: 'textual', resultText: 'Negatiivinen' }],
    ]);
    expect(packageOf(body.laboratoryTests, 'B -PVK')?.items[0]?.result).toMatchObject({
      resultNumber: 112,
      isWithinReferenceRange: false,
    });
  });

  it('should answer not found for Mikko’s day and for a day without results', async () => {
    const { browser } = await signedIn(server, MAIJA);
    expect((await browser.json(`/api/laboratory/results/${daysAgo(15)}`)).status).toBe(404);
    const mikko = await signedIn(server, MIKKO);
    expect((await mikko.browser.json(`/api/laboratory/results/${daysAgo(15)}`)).status).toBe(200);
    const pekka = await signedIn(server, PEKKA);
    expect((await pekka.browser.json(`/api/laboratory/results/${daysAgo(3)}`)).status).toBe(404);
  });

  it.each(['2025-13-01', '30.3.2025', 'today'])('should refuse the date %s', async (date) => {
    const { browser } = await signedIn(server, MAIJA);
    expect((await browser.json(`/api/laboratory/results/${date}`)).status).toBe(400);
  });
});
