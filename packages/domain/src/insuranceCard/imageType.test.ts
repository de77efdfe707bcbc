import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './imageType';

describe('imageTypeOf', () => {
  it.each([
    ['a PNG signature', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0], 'image/png'],
    ['a JPEG start of image', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'image/jpeg'],
    ['a GIF', [...Buffer.from('GIF89a'), 1, 0], null],
    ['text', [...Buffer.from('hello world')], null],
    ['a PNG cut short', [0x89, 0x50, 0x4e, 0x47], null],
    ['nothing', [], null],
  ])('given %s, should answer %s', (_, bytes, expected) => {
    expect(imageTypeOf(new Uint8Array(bytes))).toBe(expected);
  });
});
