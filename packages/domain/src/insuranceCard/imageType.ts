import type { CardMimeType } from './card';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The type the bytes are (their first dozen are enough), whatever the file was called or the
 * browser said: a PNG by its signature, a JPEG by its start-of-image marker; `null` for neither.
 */
export function imageTypeOf(bytes: Uint8Array): CardMimeType | null {
  if (bytes.length > 8 && pngSignature.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}
