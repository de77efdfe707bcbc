import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameSitePath, sameSitePathMaxLength, sameSitePathOr } from './same-site-path';

describe('isSameSitePath', () => {
  describe('given a path on this site', () => {
    it.each([
      '/',
      '/fi',
      '/fi/varaa/42?time=morning',
      '/en/reserve/42/insurance#summary',
      '/fi/omat-tiedot?saveAction=%7B%22type%22%3A%22reload-page%22%7D',
      '/fi/ajanvaraus/varaa/1234?from=%2Ffi%2Fhaku%3Fq%3D1',
      '/fi/a:b',
      '/fi/a.b/c..d',
    ])('should accept %j', (value) => {
      expect(isSameSitePath(value)).toBe(true);
    });
  });

  describe('given a way to leave the site or to smuggle characters', () => {
    it.each([
      ['empty', ''],
      ['relative', 'fi/varaa'],
      ['protocol-relative', '//evil.example'],
      ['three slashes', '///evil.example'],
      ['a dot segment before two slashes', '/.//evil.example'],
      ['a dot-dot segment before two slashes', '/../evil.example/..//evil.example'],
      ['encoded dots before two slashes', '/%2e%2e//evil.example'],
      ['one encoded dot', '/%2E//evil.example'],
      ['a dot-dot segment', '/fi/../en'],
      ['a trailing dot segment', '/fi/.'],
      ['a backslash', '/\\evil.example'],
      ['two backslashes', '\\\\evil.example'],
      ['a backslash later on', '/fi\\..\\x'],
      ['an encoded backslash', '/%5cevil.example'],
      ['an encoded backslash in the query', '/fi?x=%5C'],
      ['an encoded slash', '/%2F/evil.example'],
      ['two encoded slashes', '/%2f%2fevil.example'],
      ['a double-encoded slash', '/%252f%252fevil.example'],
      ['an absolute address', 'https://evil.example/fi'],
      ['a scheme without slashes', 'https:evil.example'],
      ['a script address', 'javascript:alert(1)'],
      ['a data address', 'data:text/html,<script>alert(1)</script>'],
      ['a leading space', ' /fi'],
      ['a tab after the slash', '/\t/evil.example'],
      ['a newline inside', '/fi\n/x'],
      ['a carriage return inside', '/fi\r/x'],
      ['a NUL byte', '/fi\u0000'],
      ['DEL', '/fi\u007f'],
      ['a C1 control', '/fi\u0085'],
      ['a line separator', '/fi\u2028x'],
      ['a no-break space', '/fi\u00a0x'],
      ['encoded CR LF', '/fi%0d%0aSet-Cookie:a=b'],
      ['an encoded tab', '/%09/evil.example'],
      ['non-ASCII that the parser encodes', '/fi/ä'],
      ['a full-width solidus', '/\uff0fevil.example'],
      ['too long', `/${'a'.repeat(sameSitePathMaxLength)}`],
    ])('should refuse %s', (_name, value) => {
      expect(isSameSitePath(value)).toBe(false);
    });

    it.each([undefined, null, 42, ['/fi'], { toString: () => '/fi' }])(
      'should refuse the non-string %j',
      (value) => {
        expect(isSameSitePath(value)).toBe(false);
      },
    );
  });

  it('should only accept values that a browser resolves to a path of this site', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (tail) => {
        const value = `/${tail}`;
        if (isSameSitePath(value)) {
          const url = new URL(value, 'https://portal.example');
          expect(url.host).toBe('portal.example');
          expect(url.pathname.startsWith('//')).toBe(false);
        }
      }),
    );
  });

  it('should refuse anything that starts with two slashes', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        expect(isSameSitePath(`//${tail}`)).toBe(false);
      }),
    );
  });
});

describe('sameSitePathOr', () => {
  it('should keep a same-site path', () => {
    expect(sameSitePathOr('/en/appointments', 'en')).toBe('/en/appointments');
  });

  it.each(['/.//evil.example', null, undefined])(
    'should give the front page of the language for %j',
    (value) => {
      expect(sameSitePathOr(value, 'sv')).toBe('/sv');
    },
  );
});
