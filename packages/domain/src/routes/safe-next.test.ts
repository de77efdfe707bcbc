import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeNextPath } from './safe-next';

describe('isSafeNextPath', () => {
  describe('given a path on this site', () => {
    it.each([
      '/',
      '/fi',
      '/fi/varaa/42?time=morning',
      '/en/reserve/42/insurance#summary',
      '/fi/omat-tiedot?saveAction=%7B%22type%22%3A%22reload-page%22%7D',
      '/fi/a:b',
    ])('should accept %j', (next) => {
      expect(isSafeNextPath(next)).toBe(true);
    });
  });

  describe('given a way to leave the site or to smuggle characters', () => {
    it.each([
      '',
      'fi/varaa',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/fi\\..\\x',
      'https://evil.example/fi',
      'javascript:alert(1)',
      ' /fi',
      '/\t/evil.example',
      '/fi\n/x',
      '/fi\u0000',
      '/fi\u007f',
      '/fi%0d%0aSet-Cookie:a=b',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '/%5cevil.example',
      undefined,
      null,
      42,
    ])('should refuse %j', (next) => {
      expect(isSafeNextPath(next)).toBe(false);
    });
  });

  it('should only accept values that a browser resolves to this site', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        const next = `/${tail}`;
        if (isSafeNextPath(next)) {
          expect(new URL(next, 'https://portal.example').host).toBe('portal.example');
        }
      }),
    );
  });

  it('should refuse anything that starts with two slashes', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        expect(isSafeNextPath(`//${tail}`)).toBe(false);
      }),
    );
  });
});
