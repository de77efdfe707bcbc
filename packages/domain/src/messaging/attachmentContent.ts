import { attachmentExtensions } from '../catalogue/messaging';

/** One of the allowed attachment extensions, lower case. */
export type AttachmentExtension = (typeof attachmentExtensions)[number];

/** The allowed extension of a file name, compared without regard to case; null when not allowed. */
export function attachmentExtensionOf(fileName: string): AttachmentExtension | null {
  const dot = fileName.lastIndexOf('.');
  const extension = dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
  return (attachmentExtensions as readonly string[]).includes(extension)
    ? (extension as AttachmentExtension)
    : null;
}

/**
 * The type an attachment is stored and served with, decided by its extension rather than by what
 * the uploading browser claimed, so a file can never come back as a page or a script.
 */
export const attachmentContentTypes: Readonly<Record<AttachmentExtension, string>> = {
  doc: 'application/msword',
  pdf: 'application/pdf',
  rtf: 'application/rtf',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odt: 'application/vnd.oasis.opendocument.text',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  jpe: 'image/jpeg',
  png: 'image/png',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  csv: 'text/csv',
  txt: 'text/plain',
  text: 'text/plain',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const zip = [0x50, 0x4b, 0x03, 0x04];
const ole2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const signatures: Readonly<Record<string, readonly (readonly number[])[]>> = {
  pdf: [ascii('%PDF-')],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  gif: [ascii('GIF87a'), ascii('GIF89a')],
  jpeg: [[0xff, 0xd8, 0xff]],
  tiff: [
    [0x49, 0x49, 0x2a, 0x00],
    [0x4d, 0x4d, 0x00, 0x2a],
  ],
  rtf: [ascii('{\\rtf')],
  ole2: [ole2],
  zip: [zip],
};
const familyOf: Readonly<Record<AttachmentExtension, string>> = {
  pdf: 'pdf',
  png: 'png',
  gif: 'gif',
  jpeg: 'jpeg',
  jpg: 'jpeg',
  jpe: 'jpeg',
  tif: 'tiff',
  tiff: 'tiff',
  rtf: 'rtf',
  doc: 'ole2',
  xls: 'ole2',
  ppt: 'ole2',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  odt: 'zip',
  ods: 'zip',
  csv: 'text',
  txt: 'text',
  text: 'text',
};

/**
 * Whether a file's bytes are what its extension says (its content sniffed): documents and images
 * must begin with their format's signature; text must hold no NUL byte and begin with no binary
 * format's signature, so an executable or an archive cannot pass as a `.txt`.
 */
export function contentMatchesExtension(bytes: Uint8Array, extension: AttachmentExtension): boolean {
  const family = familyOf[extension];
  if (family !== 'text') return (signatures[family] ?? []).some((signature) => startsWith(bytes, signature));
  const binary = [...Object.values(signatures).flat(), ascii('MZ'), [0x7f, 0x45, 0x4c, 0x46]];
  if (binary.some((signature) => startsWith(bytes, signature))) return false;
  return !bytes.subarray(0, 65_536).includes(0);
}
