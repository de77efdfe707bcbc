import { describe, expect, it } from 'vitest';
import { attachmentExtensionOf, contentMatchesExtension } from './attachmentContent';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('attachmentExtensionOf', () => {
  it.each([
    ['lausunto.PDF', 'pdf'],
    ['Kuva.JpE', 'jpe'],
    ['taulukko.xlsx', 'xlsx'],
    ['ohjelma.exe', null],
    ['pdf', null],
    ['arkisto.pdf.zip', null],
  ])('given %j should answer %j', (name, expected) => {
    expect(attachmentExtensionOf(name)).toBe(expected);
  });
});

describe('contentMatchesExtension', () => {
  it.each([
    [bytes('%PDF-1.7'), 'pdf', true],
    [bytes('<html>'), 'pdf', false],
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'jpg', true],
    [bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a), 'jpg', false],
    [bytes('PK', 3, 4, 0), 'docx', true],
    [bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'xls', true],
    [bytes('II*', 0), 'tif', true],
    [bytes('{\\rtf1'), 'rtf', true],
    [bytes('nimi;arvo\nA;1\n'), 'csv', true],
    [bytes('Hyvää päivää'), 'txt', true],
    [bytes('MZ', 0x90, 0), 'txt', false],
    [bytes('PK', 3, 4), 'text', false],
    [bytes('a', 0, 'b'), 'txt', false],
  ] as const)('given %j as %s should answer %s', (content, extension, expected) => {
    expect(contentMatchesExtension(content, extension)).toBe(expected);
  });
});
