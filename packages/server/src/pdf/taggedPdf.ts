import { createRequire } from 'node:module';
import type { Lang } from '@portal/domain';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// A font that carries å, ä, ö and the euro sign, embedded so every reader shows and extracts them alike.
const fonts = {
  regular: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
};

/** A tagged A4 document being written: draw on `doc`, put each text in a `block`, then `finish()`. */
export interface TaggedPdf {
  doc: PDFKit.PDFDocument;
  /** The document's structure tree, for elements built in parts (a table and its rows). */
  root: PDFKit.PDFStructureElement;
  /** Draws a structure element of `type` (H1, P, Table…) into the document's tree. */
  block: (type: string, draw: () => void) => void;
  /** Ends the structure tree and the document, and resolves with the document's bytes. */
  finish: () => Promise<Buffer>;
}

/**
 * A4, PDF 1.7, tagged, in the document's language with its title shown, and the fonts `regular` and
 * `bold` registered: what a screen reader and a PDF/UA check expect of the portal's documents.
 */
export function taggedPdf({ title, author, lang }: { title: string; author: string; lang: Lang }): TaggedPdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    pdfVersion: '1.7',
    tagged: true,
    lang,
    displayTitle: true,
    info: { Title: title, Author: author, Subject: title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const block = (type: string, draw: () => void) => {
    const element = doc.struct(type, {}, draw);
    root.add(element);
    element.end();
  };
  const finish = () => {
    root.end();
    doc.end();
    return done;
  };
  return { doc, root, block, finish };
}
