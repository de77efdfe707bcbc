import { imageTypeOf } from '@portal/domain';

/** An image type the insurance card accepts, read from the bytes themselves. */
export type ImageType = 'image/jpeg' | 'image/png';

/**
 * A JPEG without its metadata: the application segments (APP1-APP15: Exif with the place and the
 * camera, XMP, ICC, maker notes) and comments are dropped; APP0 (JFIF) and the image segments stay.
 * `null` when the segments do not read as a JPEG.
 */
export function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Start of scan: the compressed image runs to the end marker; keep the rest as it is.
    if (marker === 0xda) {
      kept.push(bytes.subarray(at));
      return concat(kept);
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    const metadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!metadata) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  return null;
}

/**
 * A PNG without its ancillary chunks (text, time, Exif, colour profiles: those whose type starts with
 * a lower-case letter), except transparency, which changes how the image looks. `null` when the
 * chunks do not read as a PNG.
 */
export function stripPng(bytes: Uint8Array): Uint8Array | null {
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length =
      ((bytes[at] ?? 0) << 24) |
      ((bytes[at + 1] ?? 0) << 16) |
      ((bytes[at + 2] ?? 0) << 8) |
      (bytes[at + 3] ?? 0);
    if (length < 0 || at + 12 + length > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const ancillary = type[0] !== undefined && type[0] === type[0].toLowerCase();
    if (!ancillary || type === 'tRNS') kept.push(bytes.subarray(at, at + 12 + length));
    at += 12 + length;
    if (type === 'IEND') return concat(kept);
  }
  return null;
}

/** The image without metadata, if the bytes are a JPEG or PNG of that type; else `null`. */
export function cleanImage(bytes: Uint8Array, type: ImageType): Uint8Array | null {
  if (imageTypeOf(bytes) !== type) return null;
  return type === 'image/png' ? stripPng(bytes) : stripJpeg(bytes);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
