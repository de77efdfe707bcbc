import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languages } from '../locale';
import { buildPath } from './build';
import { matchPath } from './match';
import type { ParamKind } from './params';
import { switchLanguage } from './switch-language';
import { type PageId, pageIds, type RouteDef, routeTable } from './table';

const arbitraryOf: Record<ParamKind, fc.Arbitrary<unknown>> = {
  id: fc.nat(),
  ids: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
  token: fc.stringMatching(/^[A-Za-z0-9_=-]{1,20}$/),
  date: fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  rest: fc
    .array(
      fc.string({ minLength: 1, maxLength: 6 }).filter((part) => !part.includes('/')),
      { maxLength: 3 },
    )
    .map((parts) => parts.join('/')),
};

const multilingualPages = pageIds.filter(
  (page) => 'sv' in routeTable[page].path && !(routeTable[page] as RouteDef).languageSwitchToFront,
);

/** A page that exists in all three languages, with parameters of the right kinds. */
const pageWithParams = fc.constantFrom(...multilingualPages).chain((page: PageId) => {
  const kinds = (routeTable[page] as RouteDef).params ?? {};
  const record = Object.fromEntries(Object.entries(kinds).map(([name, kind]) => [name, arbitraryOf[kind]]));
  return fc.record(record).map((params) => ({ page, params }));
});

const query = fc.dictionary(fc.stringMatching(/^[a-zA-Z]{1,8}$/), fc.string(), { maxKeys: 3 });
const lang = fc.constantFrom(...languages);

describe('switchLanguage', () => {
  describe('given pages of the service', () => {
    it.each([
      ['/fi/varaa/42?time=morning#top', 'en', '/en/reserve/42?time=morning#top'],
      ['/fi/varaukset', 'sv', '/sv/tidsbokningar'],
      ['/sv/bokning/1,2', 'fi', '/fi/varaus/1,2'],
      ['/en/conversations/new', 'fi', '/fi/viestit/uusi'],
      ['/en', 'fi', '/fi'],
      ['/fi/tunnistautuminen/sms?next=%2Ffi', 'en', '/en/authentication/sms?next=%2Ffi'],
    ] as const)('should turn %s into %s', (from, to, expected) => {
      expect(switchLanguage(from, to)).toBe(expected);
    });
  });

  describe('given an address that is no page in the other language, or the transaction path', () => {
    it.each([
      ['/fi/ohjeita', 'sv', '/sv'],
      ['/fi/ohjeita?x=1', 'fi', '/fi/ohjeita?x=1'],
      ['/fi/ei-ole', 'en', '/en'],
      ['/', 'sv', '/sv'],
      ['https://evil.example/fi', 'en', '/en'],
      ['/fi/asiointipolku?next=%2Ffi%2Fajanvaraukset', 'en', '/en'],
      ['/en/transaction-path?error=disallowed', 'sv', '/sv'],
    ] as const)('should turn %s into %s', (from, to, expected) => {
      expect(switchLanguage(from, to)).toBe(expected);
    });
  });

  it('should keep the page and its parameters in any language', () => {
    fc.assert(
      fc.property(pageWithParams, lang, lang, ({ page, params }, from, to) => {
        const switched = switchLanguage(buildPath(page, from, params as never), to);
        expect(matchPath(switched)).toEqual({
          page,
          lang: to,
          params: matchPath(buildPath(page, from, params as never))?.params,
        });
      }),
    );
  });

  it('should come back to the same address, query included, when switched back', () => {
    fc.assert(
      fc.property(pageWithParams, query, lang, lang, ({ page, params }, q, from, to) => {
        const original = buildPath(page, from, params as never, q);
        expect(switchLanguage(switchLanguage(original, to), from)).toBe(original);
      }),
    );
  });
});
