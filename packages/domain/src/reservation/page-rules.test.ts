import { describe, expect, it } from 'vitest';
import { reservationBackLink, reservationCustomerType, reservationPrice } from './page-rules';

describe('reservationCustomerType', () => {
  it.each([
    ['reserve', null, 'private'],
    ['reserve', 'true', 'kela65'],
    ['reserve', 'false', 'private'],
    ['reserveInsurance', null, 'insurance'],
    ['reserveOccupational', 'true', 'occupational'],
  ] as const)('given %s with kela65=%s, should book as %s', (page, kela65, type) => {
    expect(reservationCustomerType(page, kela65)).toBe(type);
  });
});

describe('reservationBackLink', () => {
  it('given the list it came from, should lead back to it with its search', () => {
    expect(reservationBackLink('/fi/ajanvaraus/yksityisasiakas?time=morning', 'fi')).toBe(
      '/fi/ajanvaraus/yksityisasiakas?time=morning',
    );
  });

  it.each([null, undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example'])(
    'given %s, should lead to the private list',
    (from) => {
      expect(reservationBackLink(from, 'sv')).toBe('/sv/tidsbokning/privat-kund');
    },
  );
});

describe('reservationPrice', () => {
  it('given a private time, should show its price with from', () => {
    expect(reservationPrice({ customerType: 'private', kindId: 'VO', priceCents: 6500 })).toEqual({
      kind: 'price',
      cents: 6500,
      fromPrefix: true,
    });
  });

  it('given a kela65 kind, should show the fixed price without from', () => {
    expect(reservationPrice({ customerType: 'kela65', kindId: 'Y65P', priceCents: 9000 })).toEqual({
      kind: 'price',
      cents: 2820,
      fromPrefix: false,
    });
  });

  it.each(['occupational', 'insurance'] as const)('given an %s booking, should show no price', (type) => {
    expect(reservationPrice({ customerType: type, kindId: 'VO', priceCents: 6500 })).toEqual({
      kind: 'hidden',
    });
  });

  it('given no known price, should show none', () => {
    expect(reservationPrice({ customerType: 'private', kindId: 'VO', priceCents: 0 })).toEqual({
      kind: 'hidden',
    });
  });
});
