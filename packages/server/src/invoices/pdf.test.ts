import PDFParser from 'pdf2json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MAIJA = '150385-9024';
const PEKKA = '200956-9475';

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  return browser;
}

/** The text of a PDF as a reader extracts it, one line per text run. */
function textOf(bytes: ArrayBuffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, true);
    parser.on('pdfParser_dataError', (error) => reject(error));
    parser.on('pdfParser_dataReady', () => resolve(parser.getRawTextContent().replaceAll('\u00a0', ' ')));
    parser.parseBuffer(Buffer.from(bytes));
  });
}

describe('GET /api/invoices/{id}/pdf', () => {
  describe('given Maija’s open invoice in Finnish', () => {
    it('should be a tagged PDF with the letterhead, lines, VAT, total, due date, reference and barcode', async () => {
      const browser = await signedIn(MAIJA);
      const response = await browser.fetch('/api/invoices/inv-100203/pdf?lang=fi');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="lasku-100203.pdf"');
      const bytes = await response.arrayBuffer();
      const raw = Buffer.from(bytes).toString('latin1');
      expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
      expect(raw).toContain('/Marked true');
      expect(raw).toContain('/StructTreeRoot');
      expect(raw).toMatch(/\/Lang \(fi\)/);
      const text = await textOf(bytes);
      for (const expected of [
        'Aava',
        'LASKU 100203',
        'Maija Virtanen',
        'Runeberginkatu 43 B 18',
        'Laboratoriotutkimus, perusverenkuva',
        'Näytteenotto',
        'Hoitotarvikkeet',
        'Sisältää arvonlisäveroa 24 %: 2,40 €',
        'Yhteensä 48,90 €',
        'Hoitotarvikkeet',
        'Eräpäivä',
        'Viitenumero',
        '10 02036',
        'Virtuaaliviivakoodi',
        '479440520200360820000489000000000000000001002036',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('arvonlisäveroa 0 %');
    });
  });

  it('should print a paid one as a receipt in Swedish, without a barcode', async () => {
    const browser = await signedIn(PEKKA);
    const response = await browser.fetch('/api/invoices/inv-100303/pdf?lang=sv&filename=kvitto.pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="kvitto.pdf"');
    const text = await textOf(await response.arrayBuffer());
    expect(text).toContain('KVITTO 100303');
    expect(text).toContain('Pekka Koskinen');
    expect(text).toMatch(/Betald \d{1,2}\.\d{1,2}\.\d{4}/);
    expect(text).not.toContain('Virtuell streckkod');
    expect(text).not.toContain('Referensnummer');
  });

  it('should answer invoiceNotFound for an invoice without a PDF and for another patient’s', async () => {
    const browser = await signedIn(MAIJA);
    expect(await browser.json('/api/invoices/inv-100211/pdf')).toEqual({
      status: 404,
      body: { type: 'invoiceNotFound' },
    });
    expect(await browser.json('/api/invoices/inv-100301/pdf')).toEqual({
      status: 404,
      body: { type: 'invoiceNotFound' },
    });
  });

  it.each(['../x.pdf', 'a.exe', `${'x'.repeat(81)}.pdf`])('should refuse the file name %s', async (name) => {
    const browser = await signedIn(MAIJA);
    const answer = await browser.json(`/api/invoices/inv-100203/pdf?filename=${encodeURIComponent(name)}`);
    expect(answer).toMatchObject({ status: 400, body: { type: 'ValidationError' } });
  });

  it('should answer unauthorized to a caller who is not signed in', async () => {
    expect(await server.browser().json('/api/invoices/inv-100203/pdf')).toEqual({
      status: 401,
      body: { type: 'unauthorized' },
    });
  });
});
