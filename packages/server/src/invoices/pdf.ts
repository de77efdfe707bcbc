import {
  type BrandConfig,
  code128Bars,
  formatDay,
  formatMoney,
  formatReference,
  helsinkiIsoDate,
  includedVatCents,
  type Lang,
  payableStatusOf,
  referenceOf,
  virtualBarcode,
} from '@portal/domain';
import { i18nObject } from '@portal/i18n';
import { taggedPdf } from '../pdf/taggedPdf';
import type { BuyerRecord, InvoiceRecord } from './invoiceView';

const brandColour: Record<BrandConfig['id'], string> = { general: '#009bdf', children: '#3fb6b6' };

export type InvoicePdfInput = {
  invoice: InvoiceRecord;
  buyer: BuyerRecord;
  lang: Lang;
  brand: BrandConfig;
  /** The clinic's account, printed with the reference and the virtual barcode of an open invoice. */
  iban: string;
};

/**
 * An invoice or receipt as a tagged PDF/UA-minded document in the asked language: the brand's
 * letterhead, the customer, the lines with their VAT, the total and, while it is open, the due
 * date, the Finnish bank reference and the virtual barcode (pankkiviivakoodi) to pay it with.
 */
export function invoicePdf({ invoice, buyer, lang, brand, iban }: InvoicePdfInput): Promise<Buffer> {
  const words = i18nObject(lang).invoices.pdf;
  const open = payableStatusOf(invoice.status) === 'Open';
  const title = `${open ? words.invoice() : words.receipt()} ${invoice.invoiceNumber}`;
  const { doc, root, block, finish } = taggedPdf({ title, author: brand.displayName, lang });
  const money = (cents: number) => formatMoney(cents, lang);

  // Letterhead: the brand's band, name and contacts.
  doc.markContent('Artifact', { type: 'Layout' });
  doc.rect(0, 0, doc.page.width, 16).fill(brandColour[brand.id]);
  doc.endMarkedContent();
  block('H1', () => {
    doc.fillColor('#1b1b1b').font('bold').fontSize(22).text(brand.displayName, 50, 40);
  });
  block('P', () => {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#4a5964')
      .text(words.contact({ phone: brand.customerServicePhone, email: brand.billing.email }));
  });
  block('H2', () => {
    doc.moveDown(1.5).fillColor('#1b1b1b').font('bold').fontSize(16).text(title);
  });

  // The customer and the invoice's facts side by side.
  const top = doc.y + 10;
  block('P', () => {
    doc.font('bold').fontSize(10).text(words.payer(), 50, top);
    doc
      .font('regular')
      .text(`${buyer.firstName} ${buyer.lastName}\n${buyer.street}\n${buyer.postalCode} ${buyer.postOffice}`);
  });
  const facts: [string, string][] = [
    [words.number(), invoice.invoiceNumber],
    [words.date(), formatDay(invoice.creationDate)],
  ];
  if (open && invoice.dueDate) facts.push([words.dueDate(), formatDay(invoice.dueDate)]);
  if (open) facts.push([words.reference(), formatReference(referenceOf(invoice.invoiceNumber))]);
  if (invoice.creditedInvoiceNumber)
    facts.push(['', words.credits({ numbers: invoice.creditedInvoiceNumber })]);
  if (invoice.paidAt) facts.push(['', words.paid({ date: formatDay(helsinkiIsoDate(invoice.paidAt)) })]);
  block('P', () => {
    let y = top;
    for (const [label, value] of facts) {
      doc.font('bold').fontSize(10).text(label, 320, y, { width: 110 });
      doc.font('regular').text(value, 430, y, { width: 120 });
      y += 16;
    }
  });

  // The lines.
  doc.y = Math.max(doc.y, top + 90);
  const columns = [
    { x: 50, width: 190, label: words.description(), align: 'left' as const },
    { x: 240, width: 70, label: words.rowDate(), align: 'left' as const },
    { x: 310, width: 40, label: words.count(), align: 'right' as const },
    { x: 355, width: 70, label: words.unitPrice(), align: 'right' as const },
    { x: 430, width: 40, label: words.vat(), align: 'right' as const },
    { x: 475, width: 70, label: words.rowTotal(), align: 'right' as const },
  ];
  const table = doc.struct('Table');
  root.add(table);
  const row = (cells: string[], header: boolean) => {
    const y = doc.y;
    const tr = doc.struct('TR');
    table.add(tr);
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      const td = doc.struct(header ? 'TH' : 'TD', {}, () => {
        doc
          .font(header ? 'bold' : 'regular')
          .fontSize(9)
          .fillColor('#1b1b1b')
          .text(cell, column.x, y, { width: column.width, align: column.align });
      });
      tr.add(td);
      td.end();
    });
    tr.end();
    doc.y = y + 18;
  };
  row(
    columns.map((column) => column.label),
    true,
  );
  const vatByRate = new Map<number, number>();
  for (const line of invoice.rows) {
    const gross = Math.round(line.count * line.unitPriceCents);
    vatByRate.set(
      line.vatPercentage,
      (vatByRate.get(line.vatPercentage) ?? 0) + includedVatCents(gross, line.vatPercentage),
    );
    row(
      [
        line.description,
        formatDay(line.date),
        String(line.count),
        money(line.unitPriceCents),
        String(line.vatPercentage),
        money(gross),
      ],
      false,
    );
  }
  table.end();

  block('P', () => {
    doc.moveDown(0.5);
    for (const [rate, vat] of vatByRate) {
      if (rate === 0) continue;
      doc
        .font('regular')
        .fontSize(9)
        .text(`${words.vatIncluded()} ${rate} %: ${money(vat)}`, 320, doc.y, { width: 225, align: 'right' });
    }
    doc
      .font('bold')
      .fontSize(12)
      .text(`${words.total()} ${money(invoice.sumCents)}`, 320, doc.y + 4, { width: 225, align: 'right' });
  });

  // Paying by bank transfer: the account, the reference and the virtual barcode.
  if (open && invoice.paidAt === null) {
    const code = virtualBarcode({
      iban,
      reference: referenceOf(invoice.invoiceNumber),
      amountCents: invoice.sumCents,
      dueDate: invoice.dueDate,
    });
    block('P', () => {
      doc.moveDown(2);
      doc.font('bold').fontSize(10).text(words.account(), 50, doc.y);
      doc.font('regular').text(iban);
      if (code.ok) {
        doc.font('bold').text(words.barcode());
        doc.font('regular').fontSize(9).text(code.value);
      }
    });
    if (code.ok) drawBarcode(doc, code.value, (element) => root.add(element));
  }
  return finish();
}

/** The height of the printed bars: the standard asks for at least 10 mm. */
export const barcodeHeight = 40;
/** One module is one point (0.35 mm), within the 0.25-0.5 mm the banks' scanners read. */
const barcodeModule = 1;

/**
 * The virtual barcode's digits as real Code 128 bars (code set C) under the digits, so a bank's
 * scanner reads the invoice as well as a person types it; tagged as a figure whose alternative text
 * is the digits.
 */
function drawBarcode(
  doc: PDFKit.PDFDocument,
  digits: string,
  add: (element: PDFKit.PDFStructureElement) => void,
) {
  const drawn = code128Bars(digits);
  if (!drawn.ok) return;
  const top = doc.y + 8;
  const element = doc.struct('Figure', { alt: digits }, () => {
    for (const bar of drawn.value.bars) {
      doc.rect(50 + bar.x * barcodeModule, top, bar.width * barcodeModule, barcodeHeight);
    }
    doc.fill('#000000');
  });
  add(element);
  element.end();
  doc.y = top + barcodeHeight + 8;
}
