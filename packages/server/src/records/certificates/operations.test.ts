import type { CertificatesAnswer } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import PDFParser from 'pdf2json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MAIJA = '150385-9024';
const MIKKO = '150385-913F';

async function certificatesOf(code: string, target = server) {
  const browser = target.browser();
  await browser.signIn(code);
  const { status, body } = await browser.json<CertificatesAnswer>('/api/certificates?lang=fi');
  return { browser, status, body };
}

/** The text of a PDF as a reader extracts it. */
function textOf(bytes: ArrayBuffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, true);
    parser.on('pdfParser_dataError', (error) => reject(error));
    parser.on('pdfParser_dataReady', () => resolve(parser.getRawTextContent().replaceAll('\u00a0', ' ')));
    parser.parseBuffer(Buffer.from(bytes));
  });
}

describe('GET /api/certificates', () => {
  it('should list Maija’s two certificates since 2022, newest first, and not the one of 2021', async () => {
    const { status, body } = await certificatesOf(MAIJA);
    expect(status).toBe(200);
    expect(body.certificates.map((c) => [c.type, c.practitioner.name])).toEqual([
      ['nurse', 'Pekka Salo'],
      ['medicalCertificateA', 'Juha Mäkelä'],
    ]);
    expect(body.certificates.every((c) => c.issuedDate >= '2022-01-01')).toBe(true);
    const [audit] = await server.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.resource, 'certificates'), eq(schema.auditLog.actorSsn, MAIJA)));
    expect(audit).toMatchObject({ action: 'read' });
  });

  it('should answer unauthorized to a caller who is not signed in', async () => {
    expect(await server.browser().json('/api/certificates')).toEqual({
      status: 401,
      body: { type: 'unauthorized' },
    });
  });
});

describe('GET /api/certificates/{id}/pdf', () => {
  describe('given Maija’s certificate of her back pain, in Finnish', () => {
    it('should be a tagged PDF with the brand, her details and the certificate, å ä ö intact', async () => {
      const { browser, body } = await certificatesOf(MAIJA);
      const back = body.certificates.find((c) => c.type === 'medicalCertificateA');
      const response = await browser.fetch(`/api/certificates/${back?.id}/pdf?lang=fi`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="todistus-${back?.id}.pdf"`,
      );
      const bytes = await response.arrayBuffer();
      const raw = Buffer.from(bytes).toString('latin1');
      expect(raw.startsWith('%PDF-1.7')).toBe(true);
      expect(raw).toContain('/StructTreeRoot');
      expect(raw).toContain('/Marked true');
      expect(raw).toMatch(/\/Lang \(fi\)/);
      const text = await textOf(bytes);
      for (const expected of [
        'Aava',
        'Lääkärintodistus A',
        'Maija Virtanen',
        MAIJA,
        'Runeberginkatu 43 B 18, 00260 Helsinki',
        'Sairausloma',
        '(5 päivää)',
        'M54.5 Alaselkäkipu',
        'Potilas on työkyvytön alaselkäkivun vuoksi.',
        'Juha Mäkelä, LL, ortopedian erikoislääkäri',
        'Aava Helsinki Kamppi',
      ]) {
        expect(text).toContain(expected);
      }
      const audits = await server.database.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.resource, 'certificatePdf'), eq(schema.auditLog.actorSsn, MAIJA)));
      expect(audits.at(-1)).toMatchObject({ action: 'read', detail: { ids: [back?.id] } });
    });
  });

  it('should print the labels in Swedish', async () => {
    const { browser, body } = await certificatesOf(MAIJA);
    const response = await browser.fetch(`/api/certificates/${body.certificates[0]?.id}/pdf?lang=sv`);
    const text = await textOf(await response.arrayBuffer());
    expect(text).toContain('Sjukskötarens intyg om sjukfrånvaro');
    expect(text).toContain('Personbeteckning');
    expect(text).toContain('Ylähengitystieinfektio');
  });

  it('should answer notFound for another patient’s certificate and for Maija’s of 2021', async () => {
    const mikko = await certificatesOf(MIKKO);
    const mikkos = mikko.body.certificates[0]?.id;
    const [old] = await server.database.db
      .select({ id: schema.sickLeaveCertificates.id })
      .from(schema.sickLeaveCertificates)
      .where(eq(schema.sickLeaveCertificates.externalId, 'demo-certificate-maija-2021'));
    const { browser } = await certificatesOf(MAIJA);
    expect(await browser.json(`/api/certificates/${mikkos}/pdf`)).toEqual({
      status: 404,
      body: { type: 'notFound' },
    });
    expect(await browser.json(`/api/certificates/${old?.id}/pdf`)).toEqual({
      status: 404,
      body: { type: 'notFound' },
    });
  });
});

describe('given the children’s brand', () => {
  let children: TestServer;
  beforeAll(async () => {
    children = await startTestServer({ BRAND: 'children' });
  });
  afterAll(() => children.close());

  it('should have no certificates to list or download', async () => {
    const { browser, status, body } = await certificatesOf(MAIJA, children);
    expect({ status, body }).toEqual({ status: 404, body: { type: 'notFound' } });
    expect(await browser.json('/api/certificates/1/pdf')).toEqual({
      status: 404,
      body: { type: 'notFound' },
    });
  });
});
