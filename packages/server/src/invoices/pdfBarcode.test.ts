import { inflateSync } from 'node:zlib';
import { code128Pattern, code128Stop } from '@portal/domain';
import PDFParser from 'pdf2json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';
import { barcodeHeight } from './pdf';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The rectangles the PDF's page draws as tall as the barcode, left to right: its bars. */
function barsOf(pdf: Buffer): { x: number; width: number }[] {
  const raw = pdf.toString('latin1');
  const rects: { x: number; width: number }[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const rect of content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)) {
      if (Number(rect[4]) === barcodeHeight) rects.push({ x: Number(rect[1]), width: Number(rect[3]) });
    }
  }
  return rects.sort((a, b) => a.x - b.x);
}

/** Reads bars as a scanner does: widths of bars and gaps, six a symbol, the check verified. */
function decode(bars: { x: number; width: number }[]): string {
  const widths: number[] = [];
  bars.forEach((bar, index) => {
    const next = bars[index + 1];
    widths.push(bar.width);
    if (next !== undefined) widths.push(next.x - (bar.x + bar.width));
  });
  const table = new Map(Array.from({ length: 106 }, (_, value) => [code128Pattern(value).join(''), value]));
  const values: number[] = [];
  for (let i = 0; i < widths.length - 7; i += 6) {
    const value = table.get(widths.slice(i, i + 6).join(''));
    if (value === undefined) throw new Error(`unreadable symbol at ${i}`);
    values.push(value);
  }
  expect(widths.slice(-7)).toEqual(code128Pattern(code128Stop));
  const [start, ...data] = values;
  const check = data.pop();
  expect(start).toBe(105);
  expect(check).toBe(data.reduce((sum, value, index) => sum + value * (index + 1), start ?? 0) % 103);
  return data.map((value) => String(value).padStart(2, '0')).join('');
}

function textOf(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, true);
    parser.on('pdfParser_dataError', (error) => reject(error));
    parser.on('pdfParser_dataReady', () => resolve(parser.getRawTextContent()));
    parser.parseBuffer(bytes);
  });
}

describe('the virtual barcode of an open invoice’s PDF', () => {
  it('should be drawn as Code 128 bars that read back as the printed 54 digits', async () => {
    const browser = server.browser();
    await browser.signIn('150385-9024');
    const response = await browser.fetch('/api/invoices/inv-100203/pdf?lang=fi');
    const pdf = Buffer.from(await response.arrayBuffer());
    const printed = (await textOf(pdf)).match(/\b4\d{53}\b/)?.[0];
    expect(printed).toHaveLength(54);
    const bars = barsOf(pdf);
    expect(bars.length).toBeGreaterThan(50);
    expect(decode(bars)).toBe(printed);
    // Tagged: the bars are a figure whose alternative text is the digits.
    expect(pdf.toString('latin1')).toContain(`/Alt (${printed})`);
  });

  it('should leave a paid receipt without bars', async () => {
    const browser = server.browser();
    await browser.signIn('200956-9475');
    const response = await browser.fetch('/api/invoices/inv-100303/pdf?lang=sv');
    expect(barsOf(Buffer.from(await response.arrayBuffer()))).toEqual([]);
  });

  it('should leave an invoice handed to the collection agency without bars', async () => {
    const browser = server.browser();
    await browser.signIn('150385-9024');
    const response = await browser.fetch('/api/invoices/inv-100207/pdf?lang=fi');
    expect(barsOf(Buffer.from(await response.arrayBuffer()))).toEqual([]);
  });
});
