import { describe, expect, it } from 'vitest';
import { reserveLink } from './reserveLink';

const from = '/fi/ajanvaraus/yksityisasiakas?startDate=2026-11-20&time=morning';
const encoded = encodeURIComponent(from);

describe('reserveLink', () => {
  describe.each([
    ['private', false, `/fi/kirjautumattomat-kayttajat/varaa/42?from=${encoded}`],
    ['private', true, `/fi/varaa/42?from=${encoded}`],
    ['kela65', false, `/fi/varaa/42?kela65=true&from=${encoded}`],
    ['kela65', true, `/fi/varaa/42?kela65=true&from=${encoded}`],
    ['insurance', false, `/fi/varaa/42/vakuutus?from=${encoded}`],
    ['insurance', true, `/fi/varaa/42/vakuutus?from=${encoded}`],
    ['occupational', true, `/fi/varaa/42/tyoterveys?from=${encoded}`],
  ] as const)('given a %s time, signed in %s', (customerType, signedIn, expected) => {
    it(`should lead to ${expected}`, () => {
      expect(reserveLink('fi', { appointmentId: 42, customerType, signedIn, from })).toBe(expected);
    });
  });

  describe('given another language', () => {
    it('should use its words', () => {
      expect(
        reserveLink('sv', {
          appointmentId: 7,
          customerType: 'private',
          signedIn: false,
          from: '/sv/tidsbokning',
        }),
      ).toBe('/sv/anonyma-anvandare/boka/7?from=%2Fsv%2Ftidsbokning');
      expect(
        reserveLink('en', {
          appointmentId: 7,
          customerType: 'occupational',
          signedIn: true,
          from: '/en/booking',
        }),
      ).toBe('/en/reserve/7/occupational-healthcare?from=%2Fen%2Fbooking');
    });
  });

  describe.each(['//evil.example/fi', 'https://evil.example', '/\\evil.example'])(
    'given a back address off this site (%s)',
    (unsafe) => {
      it('should leave it out', () => {
        expect(
          reserveLink('fi', { appointmentId: 42, customerType: 'private', signedIn: true, from: unsafe }),
        ).toBe('/fi/varaa/42');
      });
    },
  );
});
