import {
  type BrandConfig,
  diagnosisLine,
  formatDay,
  type Lang,
  logoBubbles,
  sickLeaveDays,
} from '@portal/domain';
import { i18nObject } from '@portal/i18n';
import type { schema } from '../../db';
import { taggedPdf } from '../../pdf/taggedPdf';

// The brand mark's two colours, as the page header draws it (shade 500 of the brand's palette).
const markColours: Record<BrandConfig['id'], { band: string; dot: string }> = {
  general: { band: '#009bdf', dot: '#3fb6b6' },
  children: { band: '#3fb6b6', dot: '#ffbb00' },
};

export type CertificatePdfInput = {
  certificate: typeof schema.sickLeaveCertificates.$inferSelect;
  patient: typeof schema.patients.$inferSelect;
  lang: Lang;
  brand: BrandConfig;
};

/**
 * A sick-leave certificate as a tagged PDF in the asked language: the brand's mark and name, the
 * patient (name, identity code, address), the certificate's facts (written, the period and its
 * days, the diagnosis, the statement) and who wrote it where. The clinical texts stay in the
 * language they were written in.
 */
export function certificatePdf({ certificate, patient, lang, brand }: CertificatePdfInput): Promise<Buffer> {
  const words = i18nObject(lang).certificates;
  const title = words.type[certificate.type]();
  const { doc, root, block, finish } = taggedPdf({ title, author: brand.displayName, lang });

  // The brand's mark is decoration: its name, written beside it, is what a reader reads.
  const markWidth = 60;
  const scale = markWidth / 100;
  doc.markContent('Artifact', { type: 'Layout' });
  logoBubbles(brand.headerImageProportion).forEach((bubble, index) => {
    const colours = markColours[brand.id];
    doc
      .circle(50 + bubble.cx * scale, 40 + bubble.cy * scale, bubble.r * scale)
      .fill(index % 2 === 0 ? colours.band : colours.dot);
  });
  doc.endMarkedContent();
  block('P', () => {
    doc
      .fillColor('#1b1b1b')
      .font('bold')
      .fontSize(20)
      .text(brand.displayName, 50 + markWidth + 12, 44);
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#4a5964')
      .text(words.pdf.contact({ phone: brand.customerServicePhone }));
  });
  block('H1', () => {
    doc.fillColor('#1b1b1b').font('bold').fontSize(18).text(title, 50, 120);
  });

  const facts: [string, string][] = [
    [words.pdf.patient(), `${patient.firstName} ${patient.lastName}`],
    [words.pdf.identityCode(), patient.ssn],
    [words.pdf.address(), `${patient.street}, ${patient.postalCode} ${patient.postOffice}`],
    [words.pdf.issued(), formatDay(certificate.issuedDate)],
    [
      words.pdf.period(),
      words.pdf.periodValue({
        start: formatDay(certificate.startDate),
        end: formatDay(certificate.endDate),
        count: sickLeaveDays(certificate.startDate, certificate.endDate),
      }),
    ],
    [words.pdf.diagnosis(), diagnosisLine(certificate.diagnosis)],
  ];
  const table = doc.struct('Table');
  root.add(table);
  let y = 160;
  for (const [label, value] of facts) {
    const tr = doc.struct('TR');
    table.add(tr);
    const th = doc.struct('TH', {}, () => {
      doc.font('bold').fontSize(10).fillColor('#1b1b1b').text(label, 50, y, { width: 150 });
    });
    tr.add(th);
    th.end();
    const td = doc.struct('TD', {}, () => {
      doc.font('regular').fontSize(10).text(value, 200, y, { width: 345 });
    });
    tr.add(td);
    td.end();
    tr.end();
    y = Math.max(doc.y, y + 14) + 6;
  }
  table.end();

  block('H2', () => {
    doc
      .font('bold')
      .fontSize(12)
      .text(words.pdf.statement(), 50, y + 16);
  });
  block('P', () => {
    doc
      .font('regular')
      .fontSize(10)
      .text(certificate.statement, 50, doc.y + 4, { width: 495 });
  });
  block('P', () => {
    doc
      .moveDown(2)
      .font('bold')
      .fontSize(10)
      .text(words.pdf.writer(), 50, doc.y)
      .font('regular')
      .text(`${certificate.practitionerName}, ${certificate.practitionerTitle}`)
      .font('bold')
      .text(words.pdf.clinic())
      .font('regular')
      .text(`${brand.displayName} ${certificate.clinicName}`);
  });
  return finish();
}
