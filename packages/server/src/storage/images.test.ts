import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageTypeOf } from '@portal/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { demoCardPng } from '../seed/demoCard';
import { cleanImage, stripJpeg, stripPng } from './images';
import { fileObjectStore } from './objectStore';

const segment = (marker: number, body: string) => [
  0xff,
  marker,
  0,
  body.length + 2,
  ...Buffer.from(body, 'latin1'),
];

describe('stripJpeg', () => {
  it('should drop the Exif block and comments and keep JFIF and the scan', () => {
    const jpeg = new Uint8Array([
      0xff,
      0xd8,
      ...segment(0xe0, 'JFIF\0'),
      ...segment(0xe1, 'Exif\0\0GPS'),
      ...segment(0xfe, 'comment'),
      ...segment(0xdb, 'table'),
      ...segment(0xda, 'scan'),
      0x12,
      0xff,
      0xd9,
    ]);
    const clean = Buffer.from(stripJpeg(jpeg) ?? []);
    expect(clean.includes('GPS')).toBe(false);
    expect(clean.includes('comment')).toBe(false);
    expect(clean.includes('JFIF')).toBe(true);
    expect(clean.includes('table')).toBe(true);
    expect([...clean.subarray(-3)]).toEqual([0x12, 0xff, 0xd9]);
  });

  it('should refuse segments that run past the end', () => {
    expect(stripJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x10, 0x00, 1, 2]))).toBeNull();
  });
});

describe('stripPng', () => {
  it('should keep a drawn card image as it is, since it has no metadata', () => {
    const png = demoCardPng([200, 210, 220]);
    expect(imageTypeOf(png)).toBe('image/png');
    expect(stripPng(png)).toEqual(png);
  });

  it('should refuse a PNG without its end', () => {
    const png = demoCardPng([1, 2, 3]);
    expect(stripPng(png.subarray(0, png.length - 12))).toBeNull();
  });
});

describe('cleanImage', () => {
  it('should refuse bytes of another type than the declared one', () => {
    expect(cleanImage(demoCardPng([1, 2, 3]), 'image/jpeg')).toBeNull();
  });
});

describe('fileObjectStore', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-objects-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const store = fileObjectStore(root);

  it('should keep, move and delete an object with its type', async () => {
    await store.put('cards/a/pending/front', { bytes: new Uint8Array([1, 2]), contentType: 'image/png' });
    expect(await store.move('cards/a/pending/front', 'cards/a/front')).toBe(true);
    expect(await store.get('cards/a/pending/front')).toBeNull();
    expect(await store.get('cards/a/front')).toEqual({
      bytes: new Uint8Array([1, 2]),
      contentType: 'image/png',
    });
    await store.delete('cards/a/front');
    expect(await store.get('cards/a/front')).toBeNull();
  });

  it('should refuse a key that could leave its folder', async () => {
    await expect(store.get('../etc/passwd')).rejects.toThrow();
  });
});
