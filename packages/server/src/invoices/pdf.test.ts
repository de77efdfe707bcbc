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

/** The text with its line breaks as spaces: a sentence reads whole wherever the page wrapped it. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

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

  describe('given Maija’s open invoice with exempt and taxed rows', () => {
    it('should carry what the VAT act asks of an invoice, and the terms of paying it', async () => {
      const browser = await signedIn(MAIJA);
      const response = await browser.fetch('/api/invoices/inv-100203/pdf?lang=fi');
      const text = flat(await textOf(await response.arrayBuffer()));
      for (const expected of [
        'Demo Terveyspalvelut Oy · Esimerkkikatu 1, 00100 Helsinki · Y-tunnus 1234567-1',
        'Maksuehto',
        '14 pv netto',
        'FI79 4405 2020 0360 82 · BIC ITELFIHH',
        'Veroton hinta 24 %: 10,00 €',
        'Sisältää arvonlisäveroa 24 %: 2,40 €',
        'Arvonlisäveroton 0 % *: 36,50 €',
        '* ALV 0 %: terveyden- ja sairaanhoitopalvelut ovat arvonlisäverottomia (arvonlisäverolaki 1501/1993, 34 §).',
        'Viivästyskorko korkolain (633/1982) mukaan.',
        'Huomautukset laskusta 14 päivän kuluessa laskun päiväyksestä.',
      ]) {
        expect(text).toContain(expected);
      }
      // Each exempt row is marked; the taxed one shows its rate.
      expect(text.match(/ 0 \* /g)).toHaveLength(2);
    });

    it('should print the complaint period the clinic configures', async () => {
      const configured = await startTestServer({ INVOICE_COMPLAINT_DAYS: '21' });
      try {
        const browser = configured.browser();
        await browser.signIn(MAIJA);
        const response = await browser.fetch('/api/invoices/inv-100203/pdf?lang=en');
        const text = flat(await textOf(await response.arrayBuffer()));
        expect(text).toContain(
          'Please raise any complaint about this invoice within 21 days of the invoice date.',
        );
        expect(text).toContain('Business ID 1234567-1');
      } finally {
        await configured.close();
      }
    });
  });

  describe('given Maija’s credit note', () => {
    it('should be titled a credit note that credits the invoice, never a receipt', async () => {
      const browser = await signedIn(MAIJA);
      for (const [lang, title] of [
        ['fi', 'HYVITYSLASKU 100212'],
        ['sv', 'KREDITFAKTURA 100212'],
        ['en', 'CREDIT NOTE 100212'],
      ] as const) {
        const response = await browser.fetch(`/api/invoices/inv-100212/pdf?lang=${lang}`);
        const text = flat(await textOf(await response.arrayBuffer()));
        expect(text).toContain(title);
        expect(text).not.toMatch(/KUITTI|KVITTO|RECEIPT/);
      }
      const response = await browser.fetch('/api/invoices/inv-100212/pdf?lang=fi');
      const text = flat(await textOf(await response.arrayBuffer()));
      expect(text).toContain('Hyvittää laskun 100208');
      expect(text).not.toContain('Maksettu');
      expect(text).toContain('Y-tunnus 1234567-1');
      expect(text).not.toContain('Virtuaaliviivakoodi');
    });
  });

  describe('given Maija’s overdue invoice, with the collection agency', () => {
    it('should send her to the agency, with nothing to pay us by the old due date', async () => {
      const browser = await signedIn(MAIJA);
      const response = await browser.fetch('/api/invoices/inv-100207/pdf?lang=fi');
      const text = flat(await textOf(await response.arrayBuffer()));
      expect(text).toContain('LASKU 100207');
      // The notice wraps; the reader gives a page's lines in its own order, so each line by itself.
      expect(text).toContain('Lasku on siirretty perintään. Älä maksa sitä tilillemme');
      expect(text).toContain('Demo Perintä Oy · puhelin 0303 0306 · https://perinta.example.fi');
      expect(text).toContain('Erääntyi');
      for (const absent of [
        'FI79 4405',
        'BIC',
        'Viitenumero',
        'Virtuaaliviivakoodi',
        'Eräpäivä',
        'Maksuehto',
      ]) {
        expect(text).not.toContain(absent);
      }
      expect(text).not.toMatch(/\b4\d{53}\b/);
    });

    it('should name the agency the clinic configures, in Swedish', async () => {
      const configured = await startTestServer({
        COLLECTION_AGENCY_NAME: 'Exempel Inkasso Ab',
        COLLECTION_AGENCY_PHONE: '09 123 4567',
        COLLECTION_AGENCY_URL: 'https://inkasso.example.com',
      });
      try {
        const browser = configured.browser();
        await browser.signIn(PEKKA);
        const response = await browser.fetch('/api/invoices/inv-100301/pdf?lang=sv');
        const text = flat(await textOf(await response.arrayBuffer()));
        expect(text).toContain('Fakturan har överlämnats till indrivning. Betala den inte till vårt konto');
        expect(text).toContain('Exempel Inkasso Ab · telefon 09 123 4567 · https://inkasso.example.com');
        expect(text).not.toContain('Referensnummer');
      } finally {
        await configured.close();
      }
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
