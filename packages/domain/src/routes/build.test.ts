import { describe, expect, it } from 'vitest';
import { buildPath } from './build';
import { buildQuery } from './query';

describe('buildPath', () => {
  describe('given a query', () => {
    it('should encode values, skip missing ones and repeat the key of an array', () => {
      expect(
        buildPath('privateList', 'fi', undefined, {
          specialtyIds: ['ROKT', 'ROKH'],
          includeRemote: true,
          startDate: '2025-03-30',
          practitionerIds: undefined,
          clinicIds: null,
          time: 'morning',
        }),
      ).toBe(
        '/fi/ajanvaraus/yksityisasiakas?specialtyIds=ROKT&specialtyIds=ROKH&includeRemote=true&startDate=2025-03-30&time=morning',
      );
    });

    it('should percent-encode a next path and spaces', () => {
      expect(buildPath('hpaRegister', 'en', undefined, { next: '/en/reserve/4?a=b&c=d e' })).toBe(
        '/en/hpa/register?next=%2Fen%2Freserve%2F4%3Fa%3Db%26c%3Dd%20e',
      );
    });
  });

  describe('given the SMS code page', () => {
    it('should append an encoded suffix', () => {
      expect(buildPath('smsCode', 'fi', { suffix: 'a b/c' })).toBe('/fi/tunnistautuminen/a%20b/c');
      expect(buildPath('smsCode', 'fi', { suffix: '/a//b/' })).toBe('/fi/tunnistautuminen/a/b');
    });
  });

  describe('given a parameter that cannot be written', () => {
    it.each([
      ['reserve', { id: -1 }],
      ['reserve', { id: 1.5 }],
      ['reserve', { id: Number.NaN }],
      ['appointment', { ids: [] }],
      ['anonymousAppointment', { id: 'a/b' }],
      ['laboratoryResult', { date: '30.3.2025' }],
    ] as const)('should throw for %s %j', (page, params) => {
      expect(() => buildPath(page, 'fi', params as never)).toThrow(RangeError);
    });
  });
});

describe('buildQuery', () => {
  it.each([
    [undefined, ''],
    [{}, ''],
    [{ a: undefined }, ''],
    [{ a: [] }, ''],
    [{ offset: 0 }, '?offset=0'],
    [{ flag: false }, '?flag=false'],
    [{ 'a b': 'ä' }, '?a%20b=%C3%A4'],
  ])('given %j should write %j', (query, expected) => {
    expect(buildQuery(query)).toBe(expected);
  });
});
