import {
  type BrandConfig,
  type CollectionAgency,
  code128Bars,
  formatDay,
  formatMoney,
  formatReference,
  helsinkiIsoDate,
  includedVatCents,
  invoiceDocumentKind,
  type Lang,
  paymentTermDays,
  referenceOf,
  virtualBarcode,
} from '@portal/domain';
import { i18nObject } from '@portal/i18n';
import type { InvoiceSeller } from '../config';
import { taggedPdf } from '../pdf/taggedPdf';
import type { BuyerRecord, InvoiceRecord } from './invoiceView';

const brandColour: Record<BrandConfig['id'], string> = { general: '#009bdf', children: '#3fb6b6' };
/** Marks a VAT-exempt row; the note under the lines says why it is exempt. */
const exemptMark = '*';

export type InvoicePdfInput = {
  invoice: InvoiceRecord;
  buyer: BuyerRecord;
  lang: Lang;
  brand: BrandConfig;
  /** The company that invoices, and its account, printed with the reference and the virtual barcode. */
  seller: InvoiceSeller;
  /** Where an overdue invoice is paid instead of our account. */
  collectionAgency: CollectionAgency;
};

/**
 * An invoice, receipt or credit note as a tagged PDF/UA-minded document in the asked language,
 * with what the VAT act (arvonlisäverolaki 209 e §) asks of an invoice: the seller with its business
 * ID, the customer, the lines with their VAT or the ground of their exemption, the tax base and tax
 * by rate and the total. While it is open it carries the due date, payment terms, penalty interest,
 * complaint period, account, Finnish bank reference and virtual barcode (pankkiviivakoodi); once
 * with the collection agency it names the agency to pay instead and nothing to pay us with.
 */
export function invoicePdf({
  invoice,
  buyer,
  lang,
  brand,
  seller,
  collectionAgency,
}: InvoicePdfInput): Promise<Buffer> {
  const words = i18nObject(lang).invoices.pdf;
  const kind = invoiceDocumentKind(invoice);
  const heading = {
    invoice: words.invoice,
    collection: words.invoice,
    receipt: words.receipt,
    creditNote: words.creditNote,
  }[kind];
  const title = `${heading()} ${invoice.invoiceNumber}`;
  const { doc, root, block, finish } = taggedPdf({ title, author: seller.name, lang });
  const money = (cents: number) => formatMoney(cents, lang);

  // Letterhead: the brand's band, name and contacts, and the company that invoices.
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
      .text(`${seller.name} · ${seller.address} · ${words.businessId({ id: seller.businessId })}`)
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
  const termDays = paymentTermDays(invoice.creationDate, invoice.dueDate);
  if (kind === 'invoice' && invoice.dueDate) {
    facts.push([words.dueDate(), formatDay(invoice.dueDate)]);
    if (termDays !== null) facts.push([words.paymentTerms(), words.paymentTermDays({ days: termDays })]);
    facts.push([words.reference(), formatReference(referenceOf(invoice.invoiceNumber))]);
  }
  // The old due date is history, not a date to pay us by: the agency sets its own.
  if (kind === 'collection' && invoice.dueDate) facts.push([words.fellDue(), formatDay(invoice.dueDate)]);
  if (invoice.creditedInvoiceNumber)
    facts.push(['', words.credits({ numbers: invoice.creditedInvoiceNumber })]);
  // A credit note is money returned: "paid" on it would read as though the patient had paid it.
  if (invoice.paidAt && kind !== 'creditNote')
    facts.push(['', words.paid({ date: formatDay(helsinkiIsoDate(invoice.paidAt)) })]);
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
  const byRate = new Map<number, { gross: number; vat: number }>();
  for (const line of invoice.rows) {
    const gross = Math.round(line.count * line.unitPriceCents);
    const sums = byRate.get(line.vatPercentage) ?? { gross: 0, vat: 0 };
    byRate.set(line.vatPercentage, {
      gross: sums.gross + gross,
      vat: sums.vat + includedVatCents(gross, line.vatPercentage),
    });
    row(
      [
        line.description,
        formatDay(line.date),
        String(line.count),
        money(line.unitPriceCents),
        line.vatPercentage === 0 ? `0 ${exemptMark}` : String(line.vatPercentage),
        money(gross),
      ],
      false,
    );
  }
  table.end();

  // The tax base and the tax of each rate, the exempt sum, and the total.
  block('P', () => {
    doc.moveDown(0.5).font('regular').fontSize(9);
    const right = (text: string) => doc.text(text, 270, doc.y, { width: 275, align: 'right' });
    for (const [rate, { gross, vat }] of byRate) {
      if (rate === 0) {
        right(`${words.vatExempt()} 0 % ${exemptMark}: ${money(gross)}`);
        continue;
      }
      right(`${words.taxBase()} ${rate} %: ${money(gross - vat)}`);
      right(`${words.vatIncluded()} ${rate} %: ${money(vat)}`);
    }
    doc
      .font('bold')
      .fontSize(12)
      .text(`${words.total()} ${money(invoice.sumCents)}`, 320, doc.y + 4, { width: 225, align: 'right' });
  });

  if (kind === 'invoice' && invoice.paidAt === null) payToUs(doc, { invoice, seller, words, block, root });
  if (kind === 'collection')
    block('P', () => {
      doc.moveDown(2).font('bold').fontSize(10).fillColor('#1b1b1b');
      doc.text(words.collection({ name: collectionAgency.name }), 50, doc.y, { width: 495 });
      doc.font('regular').text(words.collectionContact(collectionAgency));
    });

  // The terms under every document: why a row is without VAT, and for what is owed, the interest
  // on late payment and how long the invoice may be disputed.
  block('P', () => {
    doc.moveDown(2).font('regular').fontSize(8).fillColor('#4a5964');
    const note = (text: string) => doc.text(text, 50, doc.y, { width: 495 });
    if (byRate.has(0)) note(words.vatExemptNote());
    if (kind === 'invoice' || kind === 'collection') {
      note(words.penaltyInterest());
      note(words.complaintPeriod({ days: seller.complaintDays }));
    }
  });
  return finish();
}

type Words = ReturnType<typeof i18nObject>['invoices']['pdf'];

/** Paying an open invoice by bank transfer: the account with its BIC and the virtual barcode. */
function payToUs(
  doc: PDFKit.PDFDocument,
  {
    invoice,
    seller,
    words,
    block,
    root,
  }: {
    invoice: InvoiceRecord;
    seller: InvoiceSeller;
    words: Words;
    block: (type: string, draw: () => void) => void;
    root: PDFKit.PDFStructureElement;
  },
) {
  const code = virtualBarcode({
    iban: seller.iban,
    reference: referenceOf(invoice.invoiceNumber),
    amountCents: invoice.sumCents,
    dueDate: invoice.dueDate,
  });
  block('P', () => {
    doc.moveDown(2).fillColor('#1b1b1b');
    doc.font('bold').fontSize(10).text(words.account(), 50, doc.y);
    doc.font('regular').text(`${seller.iban} · ${words.bic()} ${seller.bic}`);
    if (code.ok) {
      doc.font('bold').text(words.barcode());
      doc.font('regular').fontSize(9).text(code.value);
    }
  });
  if (code.ok) drawBarcode(doc, code.value, (element) => root.add(element));
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
