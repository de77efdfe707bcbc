import { describe, expect, it } from 'vitest';
import { featureSet } from '../features/features';
import { isPayableOnline, paymentLanguage } from './invoice';
import { isKela65Kind, isSpecialtyListed, showsKela65AgeNotice } from './kela65';
import { priceEstimate } from './price';

const rate = {
  code: 'YL1',
  name: { fi: 'Yleislääkäri', en: 'General practitioner' },
  rateEuros: 79.5,
  additionalFees: [{ code: 'TK', name: { fi: 'Toimistomaksu' }, rateEuros: 14.9 }],
};
const details = featureSet(['price-details']);

describe('priceEstimate', () => {
  describe('given a private customer and an ordinary kind', () => {
    it('should add the fees and write "from"', () => {
      expect(
        priceEstimate({
          kindId: 'K1',
          practitionerRate: rate,
          healthCareType: 'private',
          features: details,
          lang: 'en',
        }),
      ).toEqual({
        kind: 'estimate',
        fromPrefix: true,
        totalCents: 9440,
        lines: [
          { code: 'YL1', description: 'General practitioner', cents: 7950 },
          { code: 'TK', description: 'Toimistomaksu', cents: 1490 },
        ],
      });
    });
  });

  describe.each(['Y65P', 'Y65D', 'Y65V'])('given a kela65 customer and kind %s', (kindId) => {
    it('should cost 28.20 EUR with concept 663, no fees and no "from"', () => {
      expect(
        priceEstimate({
          kindId,
          practitionerRate: rate,
          healthCareType: 'kela65',
          features: details,
          lang: 'fi',
        }),
      ).toEqual({
        kind: 'estimate',
        fromPrefix: false,
        totalCents: 2820,
        lines: [{ code: '663', description: 'Yleislääkäri', cents: 2820 }],
      });
    });
  });

  describe.each(['occupational', 'insurance'] as const)('given a %s customer', (healthCareType) => {
    it('should show no estimate', () => {
      expect(
        priceEstimate({
          kindId: 'K1',
          practitionerRate: rate,
          healthCareType,
          features: details,
          lang: 'fi',
        }),
      ).toEqual({ kind: 'hidden' });
    });
  });

  describe('without the price-details flag', () => {
    it('should give the total without the breakdown', () => {
      expect(
        priceEstimate({
          kindId: 'K1',
          practitionerRate: rate,
          healthCareType: 'private',
          features: featureSet([]),
          lang: 'fi',
        }),
      ).toMatchObject({ totalCents: 9440, lines: null });
    });
  });

  describe('without a practitioner rate', () => {
    it('should show no estimate for an ordinary kind', () => {
      expect(
        priceEstimate({
          kindId: 'K1',
          practitionerRate: null,
          healthCareType: 'private',
          features: details,
          lang: 'fi',
        }),
      ).toEqual({ kind: 'hidden' });
    });
  });
});

describe('kela65 rules', () => {
  it.each([
    ['Y65V', 'kela65', true],
    ['Y65V', 'private', false],
    ['Y65P', 'private', true],
    ['YL', 'occupational', true],
  ] as const)('specialty %s for %s should be listed: %s', (specialty, type, expected) => {
    expect(isSpecialtyListed(specialty, type)).toBe(expected);
  });

  it.each([
    [null, true],
    [64, true],
    [65, false],
    [80, false],
  ])('age %j should show the notice: %s', (age, expected) => {
    expect(showsKela65AgeNotice(age)).toBe(expected);
  });

  it('should know the three kinds', () => {
    expect(['Y65P', 'Y65D', 'Y65V', 'Y65X'].map(isKela65Kind)).toEqual([true, true, true, false]);
  });
});

describe('isPayableOnline', () => {
  it.each([
    [true, 'Open', false, true],
    [true, 'Paid', false, false],
    [false, 'Open', false, false],
    [true, 'Open', true, false],
  ])(
    'allowed %s, status %s and a payment processing %s should be %s',
    (canBePaidOnline, status, paymentProcessing, expected) => {
      expect(isPayableOnline({ canBePaidOnline, status, paymentProcessing })).toBe(expected);
    },
  );

  it('should name the payment language in upper case', () => {
    expect([paymentLanguage('fi'), paymentLanguage('sv'), paymentLanguage('en')]).toEqual(['FI', 'SV', 'EN']);
  });
});
